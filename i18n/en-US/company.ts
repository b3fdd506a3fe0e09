/** Brands (resource `company`). */
export default {
  resources: {
    company: {
      name: 'Brand |||| Brands',
      fields: {
        id: 'ID',
        name: 'Name',
        org_id: 'Dealer',
        org_name: 'Dealer',
        country: 'Country',
        logo_url: 'Logo',
        contact_name: 'Contact name',
        contact_phone: 'Contact phone',
        email: 'Email',
        branch_count: 'Branches',
        admin_account: 'Admin account',
        admin_password: 'Admin password',
        sms_balance: 'SMS balance',
        status: 'Status',
        created_at: 'Created at',
        created_by: 'Created by',
        owner_staff_id: 'Owner',
      },
    },
  },
};
