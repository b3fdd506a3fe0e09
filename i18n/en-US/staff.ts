/** Employees (resource `staff`): name, field labels (list, forms, export headers). */
export default {
  resources: {
    staff: {
      name: 'Employee |||| Employees',
      fields: {
        id: 'ID',
        org_id: 'Organisation ID',
        org_name: 'Organisation',
        account: 'Account',
        name: 'Name',
        role: 'Role',
        phone: 'Phone',
        email: 'Email',
        status: 'Status',
        password: 'Password',
        new_password: 'New password',
        created_at: 'Created at',
        last_login_at: 'Last login',
      },
    },
  },
};
