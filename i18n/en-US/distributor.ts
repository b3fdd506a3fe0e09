/** Dealers (resource `distributor`): name, field labels (list, forms, export headers). */
export default {
  resources: {
    distributor: {
      name: 'Dealer |||| Dealers',
      fields: {
        id: 'ID',
        name: 'Name',
        level: 'Level',
        parent_id: 'Upstream dealer ID',
        parent_name: 'Upstream dealer',
        country: 'Country',
        contact_name: 'Contact',
        contact_phone: 'Contact phone',
        email: 'Email',
        quota: 'Quota',
        remaining_quota: 'Remaining quota',
        sms_balance: 'SMS balance',
        status: 'Status',
        remark: 'Remark',
        created_at: 'Created at',
        created_by: 'Created by',
        owner_staff_id: 'Assigned employee',
        admin_account: 'Admin account',
        admin_password: 'Admin password',
        change: 'Accounts to move',
        allowed_version_ids: 'Versions it may sell',
        can_create_subdealer: 'May create level-2 dealers',
      },
    },
  },
};
