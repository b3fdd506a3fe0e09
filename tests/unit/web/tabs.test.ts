import { describe, expect, it } from 'vitest';
import { affixTabs, closableActions, closeTabs, openTab, restoreTabs, tabOf, type TabEntry } from '../../../src/layout/tabs/tab-model';
import { clearTabs, refreshTab, setTabs, tabState } from '../../../src/layout/tabs/tab-state';
import { localStore, StorageKey } from '../../../src/storage';

const open = (...paths: string[]) =>
  paths.reduce((tabs, path) => {
    const url = new URL(path, 'http://x');
    return openTab(tabs, tabOf(url.pathname, url.search)!);
  }, affixTabs());
const paths = (tabs: TabEntry[]) => tabs.map((t) => t.path);
const [D, L, V, S, E] = ['/dashboard/index', '/distributor/list', '/version/list', '/seller/store/list', '/employee/list'];

describe('tabs', () => {
  it('a tab has path, fullPath, name, params, query and meta', () => {
    expect(tabOf('/distributor/edit', '?id=4')).toEqual({
      path: '/distributor/edit',
      fullPath: '/distributor/edit?id=4',
      name: 'DistributorEdit',
      params: {},
      query: { id: '4' },
      meta: { title: 'app.route.distributor_edit', affix: undefined, keepAlive: undefined },
    });
    expect(tabOf('/nope')).toBeNull();
  });

  it('opening a page twice keeps one tab with the latest address', () => {
    const tabs = open(L, '/distributor/edit?id=1', '/distributor/edit?id=2');
    expect(paths(tabs)).toEqual([D, L, '/distributor/edit']);
    expect(tabs[2].fullPath).toBe('/distributor/edit?id=2');
  });

  it('reopening a page at the address its tab has, even restored from storage, changes nothing', () => {
    const stored = JSON.parse(JSON.stringify(open(L, '/distributor/edit?id=1'))) as TabEntry[];
    expect(openTab(stored, tabOf('/distributor/edit', '?id=1')!)).toBe(stored);
    expect(openTab(stored, tabOf('/distributor/edit', '?id=2')!)).not.toBe(stored);
    setTabs(stored);
    let emitted = 0;
    const stop = tabState.subscribe(() => emitted++);
    setTabs(openTab(tabState.get().tabs, tabOf(L)!));
    stop();
    expect(emitted).toBe(0);
  });

  it('closes the current tab and goes to its left neighbour', () => {
    expect(closeTabs(open(L, V, S), 'current', V, V)).toMatchObject({ tabs: [{ path: D }, { path: L }, { path: S }], goTo: L });
    expect(closeTabs(open(L, V), 'current', L, V).goTo).toBeUndefined();
  });

  it('closes others, left, right and all; the dashboard stays', () => {
    const tabs = open(L, V, S, E);
    expect(paths(closeTabs(tabs, 'others', V, E).tabs)).toEqual([D, V]);
    expect(closeTabs(tabs, 'others', V, E).goTo).toBe(V);
    expect(paths(closeTabs(tabs, 'left', S, S).tabs)).toEqual([D, S, E]);
    expect(paths(closeTabs(tabs, 'right', V, V).tabs)).toEqual([D, L, V]);
    expect(closeTabs(tabs, 'all', V, V)).toEqual({ tabs: [tabs[0]], goTo: D });
  });

  it('never closes an affixed tab', () => {
    const tabs = open(L);
    expect(paths(closeTabs(tabs, 'current', D, D).tabs)).toEqual([D, L]);
    expect(closableActions(tabs, D)).toEqual({ current: false, others: true, left: false, right: true, all: true });
    expect(closableActions(affixTabs(), D)).toEqual({ current: false, others: false, left: false, right: false, all: false });
  });

  it('restores known tabs after the affixed ones, and ignores junk', () => {
    const stored = [...open(V, '/seller/store/edit?id=9'), { fullPath: '/gone' }, 'x', null];
    const restored = restoreTabs(stored);
    expect(paths(restored)).toEqual([D, V, '/seller/store/edit']);
    expect(restored[2].query).toEqual({ id: '9' });
    expect(paths(restoreTabs(undefined))).toEqual([D]);
  });

  it('keeps the tabs in local storage, and clears them', () => {
    setTabs(open(L, V));
    expect(paths(restoreTabs(localStore.get(StorageKey.MultipleTabs)))).toEqual([D, L, V]);
    clearTabs();
    expect(localStore.get(StorageKey.MultipleTabs)).toBeNull();
    expect(paths(tabState.get().tabs)).toEqual([D]);
  });

  it('refresh changes the key of a view', () => {
    refreshTab(L);
    refreshTab(L);
    expect(tabState.get().refresh[L]).toBe(2);
  });
});

describe('a create page saved', () => {
  it('closes its Add tab and opens the saved record’s tab in its place', async () => {
    const { replaceCreateTab } = await import('../../../src/layout/tabs/tab-model');
    const tabs = open(L, '/seller/company/add', E);
    const record = tabOf('/seller/company/edit', '?id=7')!;
    expect(replaceCreateTab(tabs, '/seller/company/add', record).map((t) => t.fullPath)).toEqual([D, L, '/seller/company/edit?id=7', E]);
    // the dealer's create and edit pages share one address: the tab becomes the record's
    const dealer = replaceCreateTab(open(L, '/distributor/edit', E), '/distributor/edit', tabOf('/distributor/edit', '?id=3')!);
    expect(dealer.map((t) => t.fullPath)).toEqual([D, L, '/distributor/edit?id=3', E]);
    expect(paths(replaceCreateTab(tabs, '/seller/company/add', null))).toEqual([D, L, E]);
  });
});
