/** The dashboard's Dealers figure shows only to those who have dealers under them. */
import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../../../resources/dashboard';
import Dashboard from '../../../../src/pages/dashboard/Dashboard';
import { API, dealerAdmin, ok, renderPage, userOf } from '../support/render-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A dealer's summary with no store yet (the figures only). */
const summary: DashboardSummary = {
  dealers: 0,
  companies: 1,
  stores: { total: 0, wait_activate: 0, active: 0, expired: 0 },
  remaining_quota: 12,
  accounts: { held: 12, allocated: 0, used: 0 },
  stores_by_country: [],
  activations_by_month: [],
  new_stores_by_month: [],
  revenue_by_country: [],
  expiring: [],
  expiring_total: 0,
};

const levelTwoAdmin = userOf({ role: 'admin', org_type: 'dealer', org_level: 2, org_id: 7, staff_id: 9 });

describe("the dashboard's Dealers figure", () => {
  for (const lang of ['en-US', 'zh-CN'] as const) {
    it(`is left out for a level-2 dealer, who has no dealers under it (${lang})`, async () => {
      server.use(mock.get(`${API}/dashboard/summary`, () => HttpResponse.json(ok(summary))));
      renderPage(<Dashboard />, { user: levelTwoAdmin, resource: 'store', lang });
      await screen.findByTestId('stat-companies');
      expect(screen.queryByTestId('stat-dealers')).toBeNull();
      expect(screen.queryByText(lang === 'en-US' ? 'Dealers' : '经销商')).toBeNull();
    });
  }

  it('shows for a level-1 dealer, linking to its dealers', async () => {
    server.use(mock.get(`${API}/dashboard/summary`, () => HttpResponse.json(ok({ ...summary, dealers: 3 }))));
    renderPage(<Dashboard />, { user: dealerAdmin, resource: 'store' });
    expect((await screen.findByTestId('stat-dealers')).textContent).toBe('3');
    expect(screen.getByTestId('stat-dealers-link').getAttribute('href')).toBe('/distributor/list');
  });
});
