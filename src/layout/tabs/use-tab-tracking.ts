import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { userInfoState } from '../../auth/session-state';
import { matchPage } from '../../routes/match';
import { pageAllowed } from '../../routes/page-access';
import { openTab, tabOf } from './tab-model';
import { setTabs, tabState } from './tab-state';

/** Every page opened becomes a tab (or updates its tab with the new address); a refused one does not. */
export function useTabTracking() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const page = matchPage(pathname, search);
    if (page && !pageAllowed(userInfoState.get().user, page, search)) return;
    const tab = tabOf(pathname, search);
    if (tab) setTabs(openTab(tabState.get().tabs, tab));
  }, [pathname, search]);
}
