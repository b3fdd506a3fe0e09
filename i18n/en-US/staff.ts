/** Employees (resource `staff`). */
export default {
  resources: {
    staff: {
      name: 'Employee |||| Employees',
      fields: {
        account: 'Account',
        name: 'Name',
        role: 'Role',
        phone: 'Phone',
        status: 'Status',
        last_login_at: 'Last login',
      },
    },
  },
};
