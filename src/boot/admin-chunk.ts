/**
 * react-admin's admin, a chunk of its own (docs/ui.md, "Loading"): what the router's entry and the
 * login page start fetching. Apart from ./app-chunks.ts, which also loads the router around every
 * page (src/Root.tsx), so that nothing inside that router imports it back.
 */
export const loadAdminApp = () => import('../admin/AdminApp');

/** Fetches the admin's code and the toasts' alerts (a refused sign-in shows one at once) without showing them. */
export function prefetchAdmin(): void {
  // a failure shows, and is retried, when the app renders
  loadAdminApp().catch(() => undefined);
  import('../notify/ToastList').catch(() => undefined);
}
