import { moduleOf } from '../admin/registry';
import { viewFor } from '../admin/views';
import { preloadComponent } from '../common/lazy-page';
import { tabState } from '../layout/tabs/tab-state';
import { matchPage } from './match';

/**
 * Starts loading the code of the page at an address (a path with its query), so that showing it
 * finds the code there: on a fresh load, beside the admin shell's; in the menu, on hover. On hover,
 * a list's first page is fetched ahead too; a fresh load has no app yet to hold it, and its list asks.
 */
export function preloadPageAt(address: string): void {
  const url = new URL(address, window.location.origin);
  const page = matchPage(url.pathname, url.search);
  if (!page) return;
  const ref = page.child.view;
  preloadComponent(viewFor(ref, url.searchParams.has('id')));
  // a list opened without an address of its own opens on its first page (fetched ahead too), unless
  // its tab is open: the list kept alive there shows again as it was
  const kept = tabState.get().tabs.some((tab) => tab.path === page.path);
  const listDef = 'resource' in ref && ref.view === 'list' && !url.search && !kept ? moduleOf(ref.resource)?.listDef : undefined;
  if (listDef && 'resource' in ref) {
    const { resource } = ref;
    import('../lists/list-prefetch').then(({ prefetchFirstPage }) => prefetchFirstPage(resource, listDef)).catch(() => undefined);
  }
}
