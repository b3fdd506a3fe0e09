/**
 * The chunks of the signed-in app, apart from the login page's entry (docs/ui.md, "Loading"): the
 * router and shell around every page, and react-admin's admin (./admin-chunk.ts). Each import
 * starts once; the login page that stands alone (src/pages/login/LoginRoot.tsx) starts them as the
 * user types, a signed-in load at once. Only the boot modules import this one: src/Root.tsx is below it.
 */
import { prefetchAdmin } from './admin-chunk';

export const loadAppRoot = () => import('../Root');

/** Fetches the signed-in app's code without showing it. */
export function prefetchApp(): void {
  // a failure shows, and is retried, when the app renders
  loadAppRoot().catch(() => undefined);
  prefetchAdmin();
}
