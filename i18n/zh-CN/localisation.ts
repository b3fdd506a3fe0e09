/** Refusals that name what they are about, first-run hints, empty lists and the date pickers' texts. */
export default {
  errors: {
    quota_short: '%{dealer} 的已购账号数量不足：剩余 %{remaining}，需要 %{needed}',
  },
};
