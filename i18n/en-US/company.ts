/** Brands (resource `company`). */
export default {
  resources: {
    company: {
      name: 'Brand |||| Brands',
      fields: {
        id: 'ID',
        name: 'Name',
        org_name: 'Dealer',
        country: 'Country',
        branch_count: 'Branches',
        admin_account: 'Admin account',
        status: 'Status',
      },
    },
  },
};
