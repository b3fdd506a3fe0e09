/** The employee page's line while failed passwords slow or lock its sign-in (src/staff/SignInStateAlert.tsx): a late text (i18n/late.ts). */
export default {
  app: {
    sign_in_state: {
      slowed:
        'Sign-in is slowed down: %{failures} wrong passwords were tried for this account recently, from any address. It is back to normal after %{until}.',
      locked:
        'Sign-in is locked: %{failures} wrong passwords were tried for this account, from any address. Until %{until} it signs in only from addresses it signed in from before.',
    },
  },
};
