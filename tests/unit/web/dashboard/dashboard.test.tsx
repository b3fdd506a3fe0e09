import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../../../resources/dashboard';
import Dashboard from '../../../../src/pages/dashboard/Dashboard';
import { API, dealerAdmin, dealerStaff, ok, renderPage } from '../support/render-page';

const months = (count: number) =>
  Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, count: i === 11 ? count : 0 }));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 - 60_000).toISOString();

const summary = (over: Partial<DashboardSummary> = {}): DashboardSummary => ({
  dealers: 1,
  companies: 3,
  stores: { total: 7, wait_activate: 2, active: 4, expired: 1 },
  remaining_quota: 90,
  accounts: { held: 400, allocated: 60, used: 12 },
  stores_by_country: [{ country: 'ID', count: 7 }],
  activations_by_month: months(3),
  new_stores_by_month: months(2),
  revenue_by_country: [{ country: 'TR', currency: 'TRY', amount: 1234550 }],
  expiring: [
    { id: 5, name: 'Kopi Kita Senayan', org_id: 2, company_name: 'Kopi Kita', org_name: 'Nusantara', country: 'ID', expire_at: inDays(3) },
    { id: 6, name: 'Warung Menteng', org_id: 2, company_name: 'Warung', org_name: 'Nusantara', country: 'ID', expire_at: inDays(20) },
  ],
  expiring_total: 2,
  ...over,
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const answer = (data: DashboardSummary) => server.use(mock.get(`${API}/dashboard/summary`, () => HttpResponse.json(ok(data))));

describe('the dashboard', () => {
  it('lists the licences about to end with days left and a renew action that opens the renew dialog', async () => {
    answer(summary());
    server.use(mock.get(`${API}/account_info`, () => HttpResponse.json(ok(dealerAdmin))));
    renderPage(<Dashboard />, { user: dealerAdmin, resource: 'store' });
    const rows = await screen.findAllByTestId('expiring-store');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Kopi Kita Senayan'),
      expect.stringContaining('Warung Menteng'),
    ]);
    expect(rows[0].querySelectorAll('td')[4].textContent).toBe('3');
    expect(screen.getByText('Licences ending within 30 days (2)')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /renew/i })[0]);
    expect(await screen.findByTestId('licence-dialog')).toBeTruthy();
  });

  it("shows order revenue in each country's own currency, and accounts and counts", async () => {
    answer(summary());
    renderPage(<Dashboard />, { user: dealerAdmin, resource: 'store' });
    expect((await screen.findByTestId('revenue-TR')).textContent).toBe('12.345,50 TL');
    expect(screen.getByTestId('stat-stores').textContent).toBe('7');
    expect(screen.getByTestId('stat-quota').textContent).toBe('90');
  });

  it('says what to do when there is no store yet, in Chinese too', async () => {
    answer(summary({ stores: { total: 0, wait_activate: 0, active: 0, expired: 0 }, expiring: [], expiring_total: 0 }));
    renderPage(<Dashboard />, { user: dealerAdmin, resource: 'store', lang: 'zh-CN' });
    expect((await screen.findByTestId('dashboard-empty')).textContent).toContain('还没有门店');
    expect(screen.getByRole('link', { name: '添加品牌' }).getAttribute('href')).toBe('/seller/company/add');
  });

  it('shows the shape of the page while it loads, and no renew button to those who may not renew', async () => {
    let respond: () => void = () => undefined;
    server.use(
      mock.get(`${API}/dashboard/summary`, async () => {
        await new Promise<void>((resolve) => (respond = resolve));
        return HttpResponse.json(ok(summary()));
      }),
    );
    const noRenew = { ...dealerStaff, perm_codes: dealerStaff.perm_codes.filter((p) => p !== 'store:renew') };
    renderPage(<Dashboard />, { user: noRenew, resource: 'store' });
    expect(await screen.findByTestId('dashboard-loading')).toBeTruthy();
    respond();
    await screen.findAllByTestId('expiring-store');
    await waitFor(() => expect(screen.queryByTestId('dashboard-loading')).toBeNull());
    expect(screen.queryAllByRole('button', { name: /renew/i })).toHaveLength(0);
  });
});
