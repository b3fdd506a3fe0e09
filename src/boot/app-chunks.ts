/**
 * The chunks of the signed-in app, apart from the login page's entry (docs/ui.md, "Loading"): the
 * router and shell around every page, and react-admin's admin. Each import starts once; the login
 * page starts them as the user types, a signed-in load at once.
 */
export const loadAppRoot = () => import('../Root');
export const loadAdminApp = () => import('../admin/AdminApp');

/** Fetches the signed-in app's code without showing it. */
export function prefetchApp(): void {
  // a failure shows, and is retried, when the app renders
  loadAppRoot().catch(() => undefined);
  loadAdminApp().catch(() => undefined);
  // the toasts' alerts: a refused sign-in shows one at once
  import('../notify/ToastList').catch(() => undefined);
}
