/**
 * A list's first page fetched ahead (a menu item hovered, src/lists/list-prefetch.ts) lands under
 * the key react-admin's list asks for: the list shows its rows in its first render, and does not
 * ask again, though a refresh right after does. A list the user left at other parameters is not
 * fetched ahead.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { memoryStore } from 'react-admin';
import { afterAll, afterEach, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { storeList } from '../../../../resources/store/list';
import { saveLogin } from '../../../../src/auth/session-state';
import { http } from '../../../../src/http';
import { prefetchFirstPage } from '../../../../src/lists/list-prefetch';
import { bindListPrefetch } from '../../../../src/lists/prefetch-target';
import { createDataProvider } from '../../../../src/providers/data-provider';
import StoreList from '../../../../src/store/StoreList';
import { readAnswers, stores } from '../merchant/fixtures';
import { API, dealerAdmin, ok, renderPage, settle } from '../support/render-page';

const server = setupServer();
const asked: URLSearchParams[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  bindListPrefetch(undefined);
  asked.length = 0;
});
afterAll(() => server.close());

function answerStores() {
  server.use(
    mock.get(`${API}/store/list`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(ok({ list: stores, total: stores.length, page: 1, size: 20 }));
    }),
    ...readAnswers(stores),
  );
}

/** Answers the store list as answerStores does, each answer held until the returned function is called. */
function answerStoresWhenReleased(): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    mock.get(`${API}/store/list`, async ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      await released;
      return HttpResponse.json(ok({ list: stores, total: stores.length, page: 1, size: 20 }));
    }),
    ...readAnswers(stores),
  );
  return release;
}

function boundApp() {
  saveLogin(`token-of-${dealerAdmin.staff_id}`, dealerAdmin.staff_id);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = memoryStore();
  store.setup();
  bindListPrefetch({ queryClient, dataProvider: createDataProvider(http), store });
  return { queryClient, store };
}

/** Once the open list `first` shows its rows, its tab's refresh (a new mount) asks for its first page again. */
async function refreshAsksAgain(first: { unmount(): void }, app: ReturnType<typeof boundApp>) {
  await screen.findByText(stores[0].name as string);
  first.unmount();
  renderPage(<StoreList />, { user: dealerAdmin, resource: 'store', ...app });
  await waitFor(() => expect(asked.filter((query) => query.get('page') === '1')).toHaveLength(2));
}

it('opens the list on the rows fetched ahead, in its first render, asking once', async () => {
  // the list opens at once after the fetch ahead, however long a busy machine takes to draw it
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  answerStores();
  const app = boundApp();
  await prefetchFirstPage('store', async () => storeList);
  expect(asked).toHaveLength(1);
  expect(asked[0].get('sort')).toBe('created_at');
  const first = renderPage(<StoreList />, { user: dealerAdmin, resource: 'store', ...app });
  // no waiting: the rows are there as the list first renders
  expect(screen.getByText(stores[0].name as string)).toBeTruthy();
  await settle();
  const firstPages = () => asked.filter((query) => query.get('page') === '1').length;
  expect(firstPages()).toBe(1);

  // opened again at once (its tab's refresh): it asks again
  first.unmount();
  renderPage(<StoreList />, { user: dealerAdmin, resource: 'store', ...app });
  await waitFor(() => expect(firstPages()).toBe(2));
});

it('fetches nothing ahead for a list the user left at other parameters', async () => {
  answerStores();
  const app = boundApp();
  app.store.setItem('store.listParams', { sort: 'name', order: 'ASC', page: 2, perPage: 20, filter: {} });
  await prefetchFirstPage('store', async () => storeList);
  expect(asked).toHaveLength(0);
});

it('a fetch ahead that waited for its code while the list opened does not keep its refresh from asking', async () => {
  const answerCame = answerStoresWhenReleased();
  const app = boundApp();
  let codeCame: () => void = () => undefined;
  const code = new Promise<typeof storeList>((resolve) => (codeCame = () => resolve(storeList)));
  // hovered: the list's code is still coming when the user opens the list, whose rows come after it
  const ahead = prefetchFirstPage('store', () => code);
  const first = renderPage(<StoreList />, { user: dealerAdmin, resource: 'store', ...app });
  await waitFor(() => expect(asked).toHaveLength(1));
  codeCame();
  await settle();
  answerCame();
  await ahead;
  await refreshAsksAgain(first, app);
});

it('a list hovered again while it asks for its rows does not keep its refresh from asking', async () => {
  const answerCame = answerStoresWhenReleased();
  const app = boundApp();
  const first = renderPage(<StoreList />, { user: dealerAdmin, resource: 'store', ...app });
  await waitFor(() => expect(asked).toHaveLength(1));
  // the menu item hovered again (the pointer still on it) while the open list's rows are coming
  const ahead = prefetchFirstPage('store', async () => storeList);
  answerCame();
  await ahead;
  await refreshAsksAgain(first, app);
});
