/** Texts of the search box (src/layout/search): the header's icon and Ctrl+K / Cmd+K. */
export default {
  app: {
    search: {
      open: 'Search',
      placeholder: 'Store, brand, dealer or employee: a name or an id',
      hint: 'Type a part of a name, or an id',
      loading: 'Searching…',
      nothing: 'Nothing found',
      failed: 'The search did not answer; try again',
      kind: { store: 'Stores', company: 'Brands', distributor: 'Dealers', staff: 'Employees' },
    },
  },
};
