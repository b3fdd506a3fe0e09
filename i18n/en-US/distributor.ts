/** Dealers (resource `distributor`). */
export default {
  resources: {
    distributor: {
      name: 'Dealer |||| Dealers',
      fields: {
        name: 'Name',
        level: 'Level',
        parent_name: 'Upstream dealer',
        country: 'Country',
        quota: 'Quota',
        remaining_quota: 'Remaining quota',
        status: 'Status',
        created_at: 'Created at',
      },
    },
  },
};
