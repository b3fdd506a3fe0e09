import createCache from '@emotion/cache';

/** A plain style rule of one selector on the browser's own `:invalid` state. */
export const NATIVE_INVALID_RULE = /^[^@{,]*:invalid[^{,]*\{/;

/**
 * Emotion's cache for every screen, as its default one (same key), which leaves out rules on the
 * browser's own `:invalid` state. The app's forms do not use native validation (react-admin's
 * forms are `noValidate` and show their own errors), and MUI's one such rule (no box shadow on an
 * invalid input, for old Firefox) made Chromium recheck the form's state for every required field
 * a page inserted (docs/ui.md, "Loading"). Filtered where rules reach the sheet: a stylis plugin
 * would replace Emotion's own vendor prefixer, and bring stylis's to the login page.
 */
export const emotionCache = createCache({ key: 'css' });
const { sheet } = emotionCache;
const insert = sheet.insert.bind(sheet);
sheet.insert = (rule: string) => {
  if (!NATIVE_INVALID_RULE.test(rule)) insert(rule);
};
