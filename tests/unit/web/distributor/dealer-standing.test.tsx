import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import DistributorEdit from '../../../../src/distributor/DistributorEdit';
import { API, dealerAdmin, ok, renderPage } from '../support/render-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const dealer = {
  id: 9,
  name: 'Bandung Reseller',
  level: 2,
  parent_id: 2,
  parent_name: 'Nusantara POS Partners',
  country: 'ID',
  contact_name: 'Made',
  contact_phone: '+62 361 1',
  email: '',
  remark: '',
  quota: 40,
  remaining_quota: 15,
  sms_balance: 0,
  owner_staff_id: null,
  status: 'valid',
  disabled_by: null,
  disabled_by_name: null,
  created_at: '2025-02-02T03:04:05.000Z',
};

function answer() {
  server.use(
    mock.get(`${API}/distributor/detail`, () => HttpResponse.json(ok(dealer))),
    mock.get(`${API}/audit/list`, () => HttpResponse.json(ok({ list: [], total: 0, page: 1, size: 5 }))),
    mock.get(`${API}/staff/list`, () => HttpResponse.json(ok({ list: [], total: 0, page: 1, size: 100 }))),
  );
}

const valueOf = async (source: string) =>
  ((await screen.findByTestId(`read-only-${source}`)).querySelector('input') as HTMLInputElement).value;

describe('the dealer’s edit page shows its level, upstream dealer and quota read-only', () => {
  it('in English', async () => {
    answer();
    renderPage(<DistributorEdit />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/edit?id=9' });
    expect(await valueOf('level')).toBe('Level 2');
    expect(await valueOf('parent_name')).toBe('Nusantara POS Partners');
    expect(await valueOf('quota')).toBe('40');
    expect(await valueOf('remaining_quota')).toBe('15');
    const quota = (await screen.findByTestId('read-only-quota')).querySelector('input')!;
    expect(quota.readOnly).toBe(true);
    expect(quota.getAttribute('name')).toBeNull();
  });

  it('in Chinese', async () => {
    answer();
    renderPage(<DistributorEdit />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/edit?id=9', lang: 'zh-CN' });
    expect(await valueOf('level')).toBe('二级');
  });
});
