/** Texts of the employee pages (src/staff): notifications, list actions, reset password. */
export default {
  resources: {
    staff: { notifications: { created: 'Employee created', updated: 'Employee saved' } },
  },
  pages: {
    staff: {
      action: { reset_password: 'Reset password' },
      confirm_enable: '%{name} will be able to log in again.',
      confirm_disable: '%{name} will be logged out and unable to log in until enabled again.',
      reset_title: 'Reset the password of %{name}',
      reset_done: 'The password of %{name} was reset; they must log in again.',
    },
  },
};
