/**
 * The tab bar acts on the page the browser is at. A navigation renders in a transition: while the
 * new page is still loading, the rendered location names the page before it: a close from the tab
 * menu then took that old page for the active one and navigated away from the new one, and a click
 * on the old page's tab did nothing.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, use } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { TabBar } from '../../../src/layout/tabs/TabBar';
import { affixTabs, openTab, tabOf } from '../../../src/layout/tabs/tab-model';
import { clearTabs, setTabs, tabState } from '../../../src/layout/tabs/tab-state';
import { navigateTo } from '../../../src/routes/navigator';
import { NavigatorBinder } from '../../../src/routes/NavigatorBinder';

const [D, L, V, C] = ['/dashboard/index', '/distributor/list', '/version/list', '/seller/company/list'];

/** A page whose code never arrives: the navigation to it stays pending. */
const never = new Promise<never>(() => undefined);
function LoadingForEver(): null {
  use(never);
  return null;
}

afterEach(() => {
  clearTabs();
  window.history.replaceState(null, '', '/');
});

function renderBar() {
  return render(
    <BrowserRouter>
      <NavigatorBinder />
      <TabBar />
      <Suspense fallback={null}>
        <Routes>
          <Route path={C} element={<LoadingForEver />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}

const tabOfPath = (path: string) => document.querySelector<HTMLElement>(`[data-testid=tab][data-path="${path}"]`)!;

it('closing the tabs left of another keeps the page just navigated to, still loading', async () => {
  window.history.replaceState(null, '', L);
  setTabs([L, V, C].reduce((tabs, path) => openTab(tabs, tabOf(path)!), affixTabs()));
  renderBar();

  await act(async () => navigateTo(C));
  expect(window.location.pathname).toBe(C);
  // the bar still shows the dealer list as active: its render of the brand list is pending
  expect(tabOfPath(L).querySelector('a')!.getAttribute('aria-current')).toBe('page');

  await act(async () => fireEvent.contextMenu(tabOfPath(V)));
  const closeLeft = within(await screen.findByRole('menu')).getByTestId('tab-action-left');
  await act(async () => fireEvent.click(closeLeft));

  expect(tabState.get().tabs.map((t) => t.path)).toEqual([D, V, C]);
  expect(window.location.pathname).toBe(C);
});

it('a click on the tab of the page still shown, while another loads, goes back to it', async () => {
  window.history.replaceState(null, '', `${L}?filter=%7B%22level%22%3A2%7D`);
  setTabs(
    [`${L}?filter=%7B%22level%22%3A2%7D`, C].reduce(
      (tabs, path) => openTab(tabs, tabOf(...(path.split('?') as [string, string?]))!),
      affixTabs(),
    ),
  );
  renderBar();
  await act(async () => navigateTo(C));
  expect(window.location.pathname).toBe(C);
  // the dealer list is still the page rendered: its tab is the active one
  expect(tabOfPath(L).querySelector('a')!.getAttribute('aria-current')).toBe('page');
  await act(async () => fireEvent.click(tabOfPath(L).querySelector('a')!));
  expect(`${window.location.pathname}${window.location.search}`).toBe(`${L}?filter=%7B%22level%22%3A2%7D`);
});
