/**
 * The records a change names show by their names, looked up through each kind's own list (so within
 * what the caller may see), one request a kind; a store's dates in its zone and its prices in its money.
 */
import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RecordContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChangeList } from '../../../../src/audit/ChangeList';
import { API, dealerAdmin, dealerStaff, ok, renderPage } from '../support/render-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const entry = {
  id: 1,
  resource: 'store',
  action: 'update',
  record_id: 7,
  changes: {
    created_by: { before: 1, after: 9 },
    expire_at: { before: null, after: '2027-11-10T05:48:17.294Z' },
  },
};

/** The list calls made, as `<kind>?ids=…`; the staff list answers only the employee the caller sees (1). */
function answers() {
  const asked: string[] = [];
  server.use(
    mock.get(`${API}/:kind/list`, ({ request, params }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? '';
      asked.push(`${String(params.kind)}?ids=${ids}`);
      const rows =
        params.kind === 'staff'
          ? [{ id: 1, name: 'Rina Admin' }]
          : [{ id: 7, name: 'Kopi Kita', timezone: 'Asia/Jakarta', country: 'ID', currency: 'IDR' }];
      return HttpResponse.json(ok({ list: rows, total: rows.length, page: 1, size: rows.length }));
    }),
  );
  return asked;
}

const view = (user = dealerAdmin) =>
  renderPage(
    <RecordContextProvider value={entry}>
      <ChangeList />
    </RecordContextProvider>,
    { user, resource: 'audit', lang: 'zh-CN' },
  );

describe('the names and zone of a change', () => {
  it('names the employees the caller sees, linked, in one request, and #id for the others', async () => {
    const asked = answers();
    view();
    const link = await screen.findByRole('link', { name: 'Rina Admin' });
    expect(link.getAttribute('href')).toBe('/staff/1');
    expect(screen.getByTestId('audit-changes').textContent).toContain('#9');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('audit-changes').textContent).toContain('GMT+7'));
    expect(asked.filter((call) => call.startsWith('staff'))).toEqual(['staff?ids=1,9']);
  });

  it('asks no list the caller may not read, and names no one', async () => {
    const asked = answers();
    view(dealerStaff);
    await waitFor(() => expect(screen.getByTestId('audit-changes').textContent).toContain('GMT+7'));
    expect(screen.getByTestId('audit-changes').textContent).toContain('#1');
    expect(asked.some((call) => call.startsWith('staff'))).toBe(false);
  });
});
