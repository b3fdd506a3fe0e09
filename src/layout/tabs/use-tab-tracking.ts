import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { openTab, tabOf } from './tab-model';
import { setTabs, tabState } from './tab-state';

/** Every page opened becomes a tab (or updates its tab with the new address). */
export function useTabTracking() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const tab = tabOf(pathname, search);
    if (tab) setTabs(openTab(tabState.get().tabs, tab));
  }, [pathname, search]);
}
