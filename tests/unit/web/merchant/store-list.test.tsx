import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import StoreList from '../../../../src/store/StoreList';
import { API, dealerAdmin, dealerStaff, ok, renderPage, toastTexts, userOf } from '../support/render-page';
import { daysAgo, readAnswers, storeOf, stores } from './fixtures';
import { addFilter, isDisabled, rowActionLabels, rowActionNamed } from '../support/list-parts';

const server = setupServer();
let lastQuery: URLSearchParams | undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answerList(list = stores) {
  server.use(
    mock.get(`${API}/store/list`, ({ request }) => {
      lastQuery = new URL(request.url).searchParams;
      return HttpResponse.json(ok({ list, total: list.length, page: 1, size: 20 }));
    }),
    ...readAnswers(list),
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const buttonsIn = (row: HTMLElement) => rowActionLabels(row);
const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });

describe('store list', () => {
  it('asks for the newest stores first and shows the lifecycle with the seed’s labels', async () => {
    answerList();
    renderPage(<StoreList />, { user: dealerAdmin, resource: 'store' });
    const waiting = await rowOf('Kopi Kita Sudirman');
    expect(lastQuery?.get('sort')).toBe('created_at');
    expect(lastQuery?.get('order')).toBe('desc');
    expect(within(waiting).getByText('Awaiting activation')).toBeTruthy();
    expect(within(await rowOf('Kopi Kita Senayan')).getByText('Active')).toBeTruthy();
  });

  it('keeps its rows apart from the stores’ details: an edit page reads the whole store', async () => {
    answerList();
    const { queryClient } = renderPage(<StoreList />, { user: dealerAdmin, resource: 'store' });
    await rowOf('Kopi Kita Sudirman');
    const id = String(stores.find((s) => s.name === 'Kopi Kita Sudirman')!.id);
    // the key under which react-admin's edit page looks the store up (useGetOne)
    expect(queryClient.getQueryData(['store', 'getOne', { id }])).toBeUndefined();
  });

  it('shows each expiry on the store’s own calendar', async () => {
    answerList();
    renderPage(<StoreList />, { user: dealerAdmin, resource: 'store' });
    // 2030-01-01 18:30 UTC: 2 January in Jakarta, still 1 January in Istanbul
    expect(within(await rowOf('Kopi Kita Senayan')).getByText('Jan 2, 2030')).toBeTruthy();
    expect(within(await rowOf('Kebapçı Halil Kadıköy')).getByText('Jan 1, 2030')).toBeTruthy();
  });

  it('offers Activate to a store waiting for it and Renew to an active one, and clearing as the rule allows', async () => {
    answerList();
    renderPage(<StoreList />, { user: dealerAdmin, resource: 'store' });
    // the licence action is the row's labelled one; Edit and clearing are in its menu
    expect(buttonsIn(await rowOf('Kopi Kita Sudirman'))).toEqual(['Activate', 'Edit', 'Clear data']);
    expect(buttonsIn(await rowOf('Kopi Kita Senayan'))).toEqual(['Renew', 'Edit', 'Clear data']);
    expect((await rowOf('Kopi Kita Sudirman')).querySelector('[data-testid=row-actions] > [data-testid=row-action]')?.textContent).toBe(
      'Activate',
    );
    const clearOf = async (store: string) => rowActionNamed(await rowOf(store), 'Clear data');
    expect(isDisabled(await clearOf('Kopi Kita Sudirman'))).toBe(false);
    // created 200 days ago: outside the two months
    expect(isDisabled(await clearOf('Kopi Kita Senayan'))).toBe(true);
    expect((await clearOf('Kopi Kita Senayan')).closest('[data-testid=clear-data]')?.getAttribute('title')).toMatch(
      /^Allowed only until .* \(two months after creation\)$/,
    );
    // cleared yesterday: once only
    expect(isDisabled(await clearOf('Kebapçı Halil Kadıköy'))).toBe(true);
    expect((await clearOf('Kebapçı Halil Kadıköy')).closest('[data-testid=clear-data]')?.getAttribute('title')).toMatch(
      /^Already cleared on /,
    );
  });

  it('hides from the staff role what its perm_codes leave out (data clearing)', async () => {
    answerList();
    renderPage(<StoreList />, { user: dealerStaff, resource: 'store' });
    expect(buttonsIn(await rowOf('Kopi Kita Sudirman'))).toEqual(['Activate', 'Edit']);
  });

  it('clears data only after a confirmation that states the rule', async () => {
    answerList();
    let body: unknown;
    server.use(
      mock.post(`${API}/store/clear_data`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(storeOf({ id: 21, name: 'Kopi Kita Sudirman', data_cleared_at: daysAgo(0) })));
      }),
    );
    renderPage(<StoreList />, { user: dealerAdmin, resource: 'store' });
    fireEvent.click(rowActionNamed(await rowOf('Kopi Kita Sudirman'), 'Clear data'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Clear the data of Kopi Kita Sudirman?')).toBeTruthy();
    expect(dialog.textContent).toMatch(/only once, and only within two calendar months of the store’s creation \(until .+\)/);
    expect(body).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(body).toEqual({ id: 21 }));
    await waitFor(() => expect(toastTexts()).toContain('The data of Kopi Kita Sudirman was cleared'));
  });

  it('shows the server’s refusal of a second clearing (2203) as a toast', async () => {
    answerList();
    server.use(
      mock.post(`${API}/store/clear_data`, () => HttpResponse.json({ code: 2203, data: null, msg: 'Store data has already been cleared' })),
    );
    renderPage(<StoreList />, { user: dealerAdmin, resource: 'store' });
    fireEvent.click(rowActionNamed(await rowOf('Kopi Kita Sudirman'), 'Clear data'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(toastTexts()).toEqual(['Store data has already been cleared']));
  });

  it('filters by expiry within N days, and gives the operator a country filter and column', async () => {
    answerList();
    renderPage(<StoreList />, { user: operator, resource: 'store' });
    await rowOf('Kopi Kita Sudirman');
    expect(screen.getByRole('columnheader', { name: /country/i })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /dealer/i })).toBeTruthy();
    await addFilter('Expiring within (days)');
    fireEvent.change(await screen.findByLabelText('Expiring within (days)'), { target: { value: '30' } });
    await waitFor(() => expect(lastQuery?.get('expire_within_days')).toBe('30'));
  });

  it('speaks Chinese', async () => {
    answerList();
    renderPage(<StoreList />, { user: dealerAdmin, resource: 'store', lang: 'zh-CN' });
    const row = await rowOf('Kopi Kita Sudirman');
    expect(within(row).getByText('待激活')).toBeTruthy();
    expect(buttonsIn(row)).toEqual(['激活', '编辑', '清除数据']);
    expect(screen.queryByRole('columnheader', { name: /国家/ })).toBeNull();
  });
});
