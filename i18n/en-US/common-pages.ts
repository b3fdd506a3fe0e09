/** Texts of the page pieces shared by several resources (src/common): lists, status, forms. */
export default {
  pages: {
    common: {
      actions: 'Actions',
      load_error: 'Could not load the data: %{reason}',
      preview: 'Preview',
      read_only: 'You may view this record but not change it.',
      section_saved: '%{section} saved',
      enable: 'Enable',
      disable: 'Disable',
      enabled: 'Enabled',
      disabled: 'Disabled',
      confirm_enable_title: 'Enable %{name}?',
      confirm_disable_title: 'Disable %{name}?',
      confirm_enable: '%{name} will be in use again.',
      confirm_disable: '%{name} stays in the list but is no longer in use until it is enabled again.',
      integer: 'Please enter a whole number',
      too_long: '%{count}/%{max}: at most %{max} characters',
      format: 'Wrong format',
      account_hint: 'Letters, digits and _ . @ -, at least 3 characters',
      confirm_password: 'Confirm password',
      country: { ID: 'Indonesia', TR: 'Türkiye', MY: 'Malaysia', PH: 'Philippines' },
    },
  },
};
