import { matchPage } from '../../routes/match';
import { currentPathname } from '../../routes/navigator';
import { replaceCreateTab, tabOf } from './tab-model';
import { setTabs, tabState } from './tab-state';

/** A create page saved its record (at `recordAddress`, its edit page, if any): its Add tab closes and the record's opens. */
export function closeCreateTab(recordAddress: string | null) {
  const createPath = matchPage(currentPathname())?.path;
  if (!createPath) return;
  const url = recordAddress ? new URL(recordAddress, 'http://x') : null;
  const record = url ? tabOf(url.pathname, url.search) : null;
  setTabs(replaceCreateTab(tabState.get().tabs, createPath, record));
}
