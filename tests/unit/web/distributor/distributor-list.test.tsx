import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import DistributorList from '../../../../src/distributor/DistributorList';
import { API, currentPath, dealerAdmin, dealerStaff, ok, renderPage, settle, toastTexts, userOf } from '../support/render-page';
import { addFilter, filterForm, rowActionLabels, rowActionNamed } from '../support/list-parts';

/** A level-2 dealer its parent disabled. */
const closed = {
  id: 9,
  name: 'Closed Reseller',
  level: 2,
  parent_id: 2,
  parent_name: 'Nusantara',
  country: 'ID',
  quota: 5,
  remaining_quota: 5,
  sms_balance: 0,
  status: 'invalid',
  disabled_by: 'dealer',
  disabled_by_name: 'Nusantara',
  created_at: '2025-02-02T03:04:05.000Z',
};

const dealers = [
  {
    id: 3,
    name: 'Jakarta Reseller',
    level: 2,
    parent_id: 2,
    parent_name: 'Nusantara',
    country: 'ID',
    quota: 60,
    remaining_quota: 59,
    sms_balance: 150,
    status: 'valid',
    created_at: '2025-01-02T03:04:05.000Z',
  },
  {
    id: 2,
    name: 'Nusantara POS',
    level: 1,
    parent_id: 1,
    parent_name: 'Operator HQ',
    country: 'ID',
    quota: 400,
    remaining_quota: 335,
    sms_balance: 5000,
    status: 'valid',
    created_at: '2024-01-02T03:04:05.000Z',
  },
  closed,
  // the same, disabled by the operator: its parent may not enable it
  { ...closed, id: 10, name: 'Barred Reseller', disabled_by: 'operator', disabled_by_name: 'Operator HQ' },
];

const server = setupServer();
let lastQuery: URLSearchParams | undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answerList() {
  server.use(
    mock.get(`${API}/distributor/list`, ({ request }) => {
      lastQuery = new URL(request.url).searchParams;
      return HttpResponse.json(ok({ list: dealers, total: dealers.length, page: 1, size: 20 }));
    }),
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const buttonsIn = (row: HTMLElement) => rowActionLabels(row);

describe('dealer list', () => {
  it('asks the server for the first page, newest first, and shows level and status chips and quotas', async () => {
    answerList();
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    const row = await rowOf('Jakarta Reseller');
    expect(lastQuery?.get('page')).toBe('1');
    expect(lastQuery?.get('size')).toBe('20');
    expect(lastQuery?.get('sort')).toBe('created_at');
    expect(lastQuery?.get('order')).toBe('desc');
    expect(within(row).getByText('Level 2')).toBeTruthy();
    expect(within(row).getByText('Enabled')).toBeTruthy();
    expect(within(row).getByText('59')).toBeTruthy();
    expect(within(await rowOf('Closed Reseller')).getByText('Disabled')).toBeTruthy();
  });

  it('gives an admin the actions on its own level-2 dealers and none on its own org', async () => {
    answerList();
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    expect(buttonsIn(await rowOf('Jakarta Reseller'))).toEqual(['Edit', 'Quota', 'SMS top-up', 'Account rescue', 'Settings', 'Disable']);
    expect(buttonsIn(await rowOf('Closed Reseller'))).toContain('Enable');
    expect(buttonsIn(await rowOf('Nusantara POS'))).toEqual([]);
    expect(screen.getByRole('link', { name: /create/i })).toBeTruthy();
    expect(screen.getByTestId('export-button')).toBeTruthy();
  });

  it('says who disabled a dealer, and hides Enable from a level-1 dealer when the operator disabled it', async () => {
    answerList();
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    const barred = await rowOf('Barred Reseller');
    expect(within(barred).getByTestId('disabled-by').textContent).toBe('Disabled by the operator');
    expect(buttonsIn(barred)).not.toContain('Enable');
    expect(buttonsIn(barred)).toContain('Edit');
    const closed = await rowOf('Closed Reseller');
    expect(within(closed).getByTestId('disabled-by').textContent).toBe('Disabled by Nusantara');
    expect(buttonsIn(closed)).toContain('Enable');
    expect(within(await rowOf('Jakarta Reseller')).queryByTestId('disabled-by')).toBeNull();
  });

  it('offers the operator Enable on a dealer it disabled', async () => {
    answerList();
    const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
    renderPage(<DistributorList />, { user: operator, resource: 'distributor' });
    expect(buttonsIn(await rowOf('Barred Reseller'))).toContain('Enable');
  });

  it('gives the operator a country filter and column, sent as `countries`', async () => {
    answerList();
    const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
    renderPage(<DistributorList />, { user: operator, resource: 'distributor' });
    await rowOf('Jakarta Reseller');
    expect(screen.getByRole('columnheader', { name: /country/i })).toBeTruthy();
    await addFilter(/country/i);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /country/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Malaysia' }));
    await waitFor(() => expect(lastQuery?.get('countries')).toBe('MY'));
  });

  it('shows a dealer, who sees one country, neither', async () => {
    answerList();
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    await rowOf('Jakarta Reseller');
    expect(screen.queryByRole('columnheader', { name: /country/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: /level/i })).toBeTruthy();
    expect(screen.queryByRole('menuitemcheckbox', { name: /country/i })).toBeNull();
  });

  it('speaks of the dealers below only when disabling a level-1 dealer', async () => {
    answerList();
    const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
    renderPage(<DistributorList />, { user: operator, resource: 'distributor' });
    fireEvent.click(rowActionNamed(await rowOf('Nusantara POS'), 'Disable'));
    expect((await screen.findByRole('dialog')).textContent).toContain('Every account of Nusantara POS and of the dealers below it');
  });

  it('offers to sort by ID with the label as it is written ("Sort by ID", not "iD")', async () => {
    answerList();
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    await rowOf('Jakarta Reseller');
    expect(screen.getByLabelText(/^Sort by ID/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Sort by iD/)).toBeNull();
  });

  it('hides from the staff role what its perm_codes leave out (quota, SMS top-up, settings, status)', async () => {
    answerList();
    renderPage(<DistributorList />, { user: dealerStaff, resource: 'distributor' });
    expect(buttonsIn(await rowOf('Jakarta Reseller'))).toEqual(['Edit']);
  });

  it('hides Create when the server left distributor:create out of perm_codes', async () => {
    answerList();
    const noCreate = { ...dealerAdmin, perm_codes: dealerAdmin.perm_codes.filter((p) => p !== 'distributor:create') };
    renderPage(<DistributorList />, { user: noCreate, resource: 'distributor' });
    await rowOf('Jakarta Reseller');
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
  });

  it('disables a dealer only after the confirmation, then reloads the list', async () => {
    answerList();
    let body: unknown;
    server.use(
      mock.post(`${API}/distributor/status`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(null));
      }),
    );
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    fireEvent.click(rowActionNamed(await rowOf('Jakarta Reseller'), 'Disable'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Disable Jakarta Reseller?')).toBeTruthy();
    // a level-2 dealer has no dealers below it
    expect(dialog.textContent).not.toMatch(/below/);
    expect(dialog.textContent).toContain('Every account of Jakarta Reseller will be logged out');
    expect(body).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(body).toEqual({ id: 3, status: 'invalid' }));
  });

  it('exports what the list shows: its filters and its sort, as the server’s file', async () => {
    answerList();
    let body: unknown;
    server.use(
      mock.post(`${API}/distributor/export`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(new Blob(['xlsx']), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': "attachment; filename*=UTF-8''Dealers-1.xlsx",
          },
        });
      }),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    await rowOf('Jakarta Reseller');
    fireEvent.change(within(filterForm()).getByLabelText('Name'), { target: { value: 'Jak' } });
    await waitFor(() => expect(lastQuery?.get('name')).toBe('Jak'));
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(saved).toEqual(['Dealers-1.xlsx']));
    expect(body).toEqual({ name: 'Jak', sort: 'created_at', order: 'desc', tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
    click.mockRestore();
  });

  it('shows grey lines, not a blank area, while the first page loads', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock.get(`${API}/distributor/list`, async () => {
        await answered;
        return HttpResponse.json(ok({ list: dealers, total: dealers.length, page: 1, size: 20 }));
      }),
    );
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    expect(await screen.findByTestId('list-skeleton')).toBeTruthy();
    release();
    await rowOf('Jakarta Reseller');
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
  });

  it('shows only the error when a later page fails: neither the stale rows nor the pager', async () => {
    server.use(
      mock.get(`${API}/distributor/list`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ code: 1003, data: null, msg: 'No permission' }, { status: 403 })
          : HttpResponse.json(ok({ list: dealers, total: 45, page: 1, size: 20 })),
      ),
    );
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/list' });
    await rowOf('Jakarta Reseller');
    const pager = () => document.querySelector('.MuiTablePagination-root');
    expect(pager()?.textContent).toMatch(/1.20 of 45/);
    fireEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect((await screen.findByTestId('load-error')).textContent).toContain('No permission');
    expect(screen.queryByText('Jakarta Reseller')).toBeNull();
    expect(pager()).toBeNull();
    expect(currentPath()).toContain('page=2');
  });

  it('shows why the list is empty when the server refuses it', async () => {
    server.use(
      mock.get(`${API}/distributor/list`, () => HttpResponse.json({ code: 1003, data: null, msg: 'No permission' }, { status: 403 })),
    );
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    expect((await screen.findByTestId('load-error')).textContent).toContain('No permission');
  });
});

describe('dealer list: SMS top-up', () => {
  const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
  /** The server: the list with the balances as they are, and `/sms/topup` answering `answer`. */
  function answerTopUp(answer: (body: { org_id: number; count: number }) => Response) {
    const balances = new Map(dealers.map((d) => [d.id, d.sms_balance]));
    const sent: unknown[] = [];
    server.use(
      mock.get(`${API}/distributor/list`, () =>
        HttpResponse.json(
          ok({ list: dealers.map((d) => ({ ...d, sms_balance: balances.get(d.id) })), total: dealers.length, page: 1, size: 20 }),
        ),
      ),
      mock.post(`${API}/sms/topup`, async ({ request }) => {
        const body = (await request.json()) as { org_id: number; count: number };
        sent.push(body);
        const response = answer(body);
        if (response.ok) balances.set(body.org_id, balances.get(body.org_id)! + body.count);
        return response;
      }),
    );
    return sent;
  }
  const topUp = async (name: string, count: string, label = 'SMS top-up') => {
    fireEvent.click(rowActionNamed(await rowOf(name), label));
    const dialog = await screen.findByTestId('sms-topup-dialog');
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: count } });
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: /top up|充值$/i }));
    return dialog;
  };

  it('tops up a direct child (any whole count): sends the count, toasts, closes and shows the new balance', async () => {
    const sent = answerTopUp(() => HttpResponse.json(ok(dealers[0])));
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    expect(within(await rowOf('Jakarta Reseller')).getByText('150')).toBeTruthy();
    await topUp('Jakarta Reseller', '250');
    await waitFor(() => expect(sent).toEqual([{ org_id: 3, count: 250 }]));
    await waitFor(() => expect(toastTexts()).toContain('SMS balance of Jakarta Reseller topped up'));
    await waitFor(() => expect(screen.queryByTestId('sms-topup-dialog')).toBeNull());
    await waitFor(() => expect(within(screen.getByText('Jakarta Reseller').closest('tr')!).getByText('400')).toBeTruthy());
  });

  it('in Chinese too', async () => {
    const sent = answerTopUp(() => HttpResponse.json(ok(dealers[0])));
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor', lang: 'zh-CN' });
    const dialog = await topUp('Jakarta Reseller', '200', '短信充值');
    expect(within(dialog).getByText('为 Jakarta Reseller 充值短信余额')).toBeTruthy();
    await waitFor(() => expect(sent).toEqual([{ org_id: 3, count: 200 }]));
    await waitFor(() => expect(toastTexts()).toContain('已为 Jakarta Reseller 充值短信余额'));
  });

  it('is offered by the operator on every dealer, by a dealer only on its direct children, never to the staff role', async () => {
    answerTopUp(() => HttpResponse.json(ok(null)));
    const { unmount } = renderPage(<DistributorList />, { user: operator, resource: 'distributor' });
    for (const name of ['Jakarta Reseller', 'Nusantara POS']) expect(buttonsIn(await rowOf(name))).toContain('SMS top-up');
    unmount();
    const again = renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    expect(buttonsIn(await rowOf('Nusantara POS'))).not.toContain('SMS top-up');
    again.unmount();
    renderPage(<DistributorList />, { user: dealerStaff, resource: 'distributor' });
    expect(buttonsIn(await rowOf('Jakarta Reseller'))).not.toContain('SMS top-up');
  });

  it('refuses a count under 1 on the field, before sending', async () => {
    const sent = answerTopUp(() => HttpResponse.json(ok(null)));
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    await topUp('Jakarta Reseller', '0');
    expect(await screen.findByText('SMS should be greater than 0')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows "not enough" (61002) as the server’s toast and keeps the dialog and the balance', async () => {
    const sent = answerTopUp(() => HttpResponse.json({ code: 61002, data: null, msg: 'SMS balance is not enough' }));
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    const dialog = await topUp('Jakarta Reseller', '5000');
    await waitFor(() => expect(sent).toEqual([{ org_id: 3, count: 5000 }]));
    await waitFor(() => expect(toastTexts()).toEqual(['SMS balance is not enough']));
    expect(dialog.isConnected).toBe(true);
    expect(within(await rowOf('Jakarta Reseller')).getByText('150')).toBeTruthy();
  });
});
