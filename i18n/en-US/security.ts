/** The user menu's sign-in and sessions dialog (src/layout/header/SecurityDialog.tsx): late texts (i18n/late.ts), loaded with the dialog. */
export default {
  app: {
    two_factor: {
      title: 'Two-factor sign-in',
      off: 'Off: signing in asks for the password only.',
      on: 'On: signing in asks for a code of your authenticator app. To turn it off, enter your password and a code.',
      turn_on: 'Turn on',
      turn_off: 'Turn off',
      scan: 'Scan this QR code with an authenticator app, then enter the 6-digit code it shows.',
      qr: 'QR code for the authenticator app',
      manual: 'Or enter this key in the app by hand:',
      confirm: 'Confirm',
      recovery_help: 'Recovery codes: each signs in once without the app. They are shown only now: download or copy them.',
      download: 'Download (.txt)',
      done: 'Done',
    },
    sessions: {
      title: 'Sessions',
      this_one: 'this one',
      unknown_device: 'Unknown device',
      signed_in: 'Signed in %{when}',
      last_used: 'last used %{when}',
      sign_out: 'Sign out',
      sign_out_others: 'Sign out all others',
    },
  },
};
