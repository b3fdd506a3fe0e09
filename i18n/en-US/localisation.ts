/** Refusals that name what they are about, first-run hints, empty lists and the date pickers' texts. */
export default {
  errors: {
    quota_short: 'Purchased accounts of %{dealer} are not enough: %{remaining} left, %{needed} needed',
  },
};
