import { viewFor } from '../admin/views';
import { preloadComponent } from '../common/lazy-page';
import { matchPage } from './match';

/**
 * Starts loading the code of the page at an address (a path with its query), so that showing it
 * finds the code there: on a fresh load, beside the admin shell's; in the menu, on hover.
 */
export function preloadPageAt(address: string): void {
  const url = new URL(address, window.location.origin);
  const page = matchPage(url.pathname, url.search);
  if (page) preloadComponent(viewFor(page.child.view, url.searchParams.has('id')));
}
