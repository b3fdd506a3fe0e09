import { matchPage } from '../../routes/match';
import { ROUTES, fullPathOf } from '../../routes/table';

/** A tab of the tab bar (docs/ui.md: path, fullPath, name, params, query, meta). */
export interface TabEntry {
  path: string;
  fullPath: string;
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
  meta: { title: string; affix?: boolean; keepAlive?: boolean };
}

export type CloseAction = 'current' | 'others' | 'left' | 'right' | 'all';

/** The tab of an address, or null when it is not a page. */
export function tabOf(pathname: string, search = ''): TabEntry | null {
  const page = matchPage(pathname, search);
  if (!page) return null;
  const query = new URLSearchParams(search);
  const { affix, keepAlive } = page.child.meta;
  const { title } = page;
  return {
    path: page.path,
    fullPath: query.size ? `${page.path}?${query}` : page.path,
    name: page.child.name,
    params: {},
    query: Object.fromEntries(query),
    meta: { title, affix, keepAlive },
  };
}

/** The tabs that are always there (the dashboard). */
export const affixTabs = (): TabEntry[] =>
  ROUTES.flatMap((top) => top.children.filter((child) => child.meta.affix).map((child) => tabOf(fullPathOf(top, child))!));

/** Opens a tab, or brings an open one (same path) up to date with the new address. */
export function openTab(tabs: TabEntry[], tab: TabEntry): TabEntry[] {
  const at = tabs.findIndex((t) => t.path === tab.path);
  if (at < 0) return [...tabs, tab];
  // the same tab (a page reopened at its address): the same list, which re-renders nothing
  if (JSON.stringify(tabs[at]) === JSON.stringify(tab)) return tabs;
  return tabs.map((t, i) => (i === at ? tab : t));
}

/**
 * Closes tabs relative to `target`; affixed tabs are never closed. Answers the remaining tabs and
 * where to go when the active tab was among the closed ones.
 */
export function closeTabs(
  tabs: TabEntry[],
  action: CloseAction,
  targetPath: string,
  activePath: string,
): { tabs: TabEntry[]; goTo?: string } {
  const index = tabs.findIndex((t) => t.path === targetPath);
  const keep = (tab: TabEntry, i: number): boolean => {
    if (tab.meta.affix) return true;
    switch (action) {
      case 'current':
        return i !== index;
      case 'others':
        return i === index;
      case 'left':
        return i >= index;
      case 'right':
        return i <= index;
      case 'all':
        return false;
    }
  };
  const remaining = tabs.filter(keep);
  if (remaining.some((t) => t.path === activePath)) return { tabs: remaining };
  const target = remaining.find((t) => t.path === targetPath);
  if (target) return { tabs: remaining, goTo: target.fullPath };
  // the closed tab was the active one: its left neighbour, else the first remaining tab
  const left = tabs
    .slice(0, index)
    .reverse()
    .find((t) => remaining.includes(t));
  return { tabs: remaining, goTo: (left ?? remaining[0])?.fullPath };
}

/** Tabs read back from storage: known pages only, affixed ones first, titles from the route table. */
export function restoreTabs(stored: unknown): TabEntry[] {
  const saved = Array.isArray(stored) ? (stored as Partial<TabEntry>[]) : [];
  const restored = saved
    .map((tab) => {
      if (typeof tab?.fullPath !== 'string') return null;
      const url = new URL(tab.fullPath, 'http://x');
      return tabOf(url.pathname, url.search);
    })
    .filter((tab): tab is TabEntry => tab !== null && !tab.meta.affix);
  return restored.reduce(openTab, affixTabs());
}

/** Which close actions would close something for the tab at `targetPath`. */
export function closableActions(tabs: TabEntry[], targetPath: string): Record<CloseAction, boolean> {
  const index = tabs.findIndex((t) => t.path === targetPath);
  const closable = (list: TabEntry[]) => list.some((t) => !t.meta.affix);
  return {
    current: index >= 0 && !tabs[index].meta.affix,
    others: closable(tabs.filter((_, i) => i !== index)),
    left: closable(tabs.slice(0, Math.max(index, 0))),
    right: index >= 0 && closable(tabs.slice(index + 1)),
    all: closable(tabs),
  };
}

/**
 * After a create page saved: its "Add" tab gives way to the saved record's tab, in its place
 * (`record` null when the resource has no edit page: the Add tab just closes).
 */
export function replaceCreateTab(tabs: TabEntry[], createPath: string, record: TabEntry | null): TabEntry[] {
  const at = tabs.findIndex((t) => t.path === createPath);
  const rest = tabs.filter((_, i) => i !== at);
  if (!record) return rest;
  if (at < 0 || rest.some((t) => t.path === record.path)) return openTab(rest, record);
  return [...rest.slice(0, at), record, ...rest.slice(at)];
}
