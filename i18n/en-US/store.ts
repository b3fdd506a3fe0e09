/** Stores (resource `store`). */
export default {
  resources: {
    store: {
      name: 'Store |||| Stores',
      fields: {
        id: 'ID',
        name: 'Name',
        company_name: 'Brand',
        country: 'Country',
        version_name: 'Version',
        status: 'Status',
        expire_at: 'Expires at',
      },
    },
  },
};
