import { onSessionCleared } from '../../auth/session-state';
import { createSharedState } from '../../state/shared-state';
import { localStore, StorageKey } from '../../storage';
import { affixTabs, restoreTabs, type TabEntry } from './tab-model';

/** The open tabs, kept in local storage so that they come back after a reload (docs/ui.md). */
export const tabState = createSharedState<{ tabs: TabEntry[]; refresh: Record<string, number> }>({
  tabs: restoreTabs(localStore.get(StorageKey.MultipleTabs)),
  refresh: {},
});

export function setTabs(tabs: TabEntry[]) {
  if (tabs === tabState.get().tabs) return;
  localStore.set(StorageKey.MultipleTabs, tabs);
  tabState.set({ tabs });
}

export function clearTabs() {
  localStore.remove(StorageKey.MultipleTabs);
  tabState.set({ tabs: affixTabs(), refresh: {} });
}

/** Re-renders the routed view of a path (its key changes). */
export function refreshTab(path: string) {
  tabState.set((s) => ({ refresh: { ...s.refresh, [path]: (s.refresh[path] ?? 0) + 1 } }));
}

onSessionCleared(clearTabs);
