import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import DistributorEdit from '../../../../src/distributor/DistributorEdit';
import { API, dealerAdmin, ok, renderPage, userOf } from '../support/render-page';
import { rowActionLabels } from '../support/list-parts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
const barred = {
  id: 9,
  name: 'Barred Reseller',
  level: 2,
  parent_id: 2,
  parent_name: 'Nusantara',
  country: 'ID',
  contact_name: 'Made',
  contact_phone: '+62 361 1',
  email: '',
  remark: '',
  owner_staff_id: null,
  status: 'invalid',
  disabled_by: 'operator',
  disabled_by_name: 'Operator HQ',
  created_at: '2025-02-02T03:04:05.000Z',
};

function answer() {
  server.use(
    mock.get(`${API}/distributor/detail`, () => HttpResponse.json(ok(barred))),
    mock.get(`${API}/audit/list`, () => HttpResponse.json(ok({ list: [], total: 0, page: 1, size: 5 }))),
    mock.get(`${API}/staff/list`, () => HttpResponse.json(ok({ list: [], total: 0, page: 1, size: 100 }))),
  );
}

const open = (user = dealerAdmin, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  renderPage(<DistributorEdit />, { user, resource: 'distributor', path: '/distributor/edit?id=9', lang });

describe('disabled dealer notice on the edit page (src/distributor/DisabledBy.tsx)', () => {
  it('tells a level-1 dealer the operator disabled it, and offers no Enable', async () => {
    answer();
    open();
    const notice = await screen.findByTestId('disabled-notice');
    expect(notice.textContent).toContain('Disabled by the operator: only the operator can enable it again.');
    expect(rowActionLabels(notice)).toEqual([]);
  });

  it('offers the operator Enable beside who disabled it', async () => {
    answer();
    open(operator);
    const notice = await screen.findByTestId('disabled-notice');
    expect(notice.textContent).toContain('Disabled by the operator');
    expect(within(notice).getByRole('button', { name: 'Enable' })).toBeTruthy();
  });

  it('in Chinese', async () => {
    answer();
    open(dealerAdmin, 'zh-CN');
    expect((await screen.findByTestId('disabled-notice')).textContent).toContain('由运营方禁用：只有运营方可以重新启用。');
  });
});
