/** What the login page shows on its own, before the app loads: the title, the languages, the sign-in form, a failed load. */
export default {
  webapp_title: 'Distributor Admin',
  app: {
    language: { label: 'Language', 'en-US': 'English', 'zh-CN': '简体中文' },
    login: {
      title: 'Sign in',
      account: 'Account',
      password: 'Password',
      submit: 'Login',
      account_required: 'Please enter your account',
      password_required: 'Please enter your password',
      show_password: 'Show password',
      hide_password: 'Hide password',
      second_factor: 'Enter the 6-digit code of your authenticator app, or a recovery code.',
      code: 'Code',
      code_help: '6 digits, or a recovery code',
      verify: 'Verify',
      back: 'Back',
    },
    // any spinner's accessible name, the page-loading one included (src/theme.ts)
    page: { loading: 'Loading…' },
    load_error: {
      title: 'Something went wrong',
      message: 'The app could not be shown. Reload the page to try again.',
      reload: 'Reload',
    },
  },
};
