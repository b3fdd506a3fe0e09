import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import DistributorList from '../../../../src/distributor/DistributorList';
import { API, dealerAdmin, ok, renderPage } from '../support/render-page';
import { filterForm } from '../support/list-parts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const dealer = {
  id: 3,
  name: 'Jakarta Reseller',
  level: 2,
  parent_id: 2,
  country: 'ID',
  status: 'valid',
  created_at: '2025-01-02T03:04:05.000Z',
};
let lastQuery: URLSearchParams | undefined;

/** The dealer list: empty, or, when `rows` is given, those rows unless a name filter is sent. */
function answer(rows: unknown[] = []) {
  server.use(
    mock.get(`${API}/distributor/list`, ({ request }) => {
      lastQuery = new URL(request.url).searchParams;
      const list = lastQuery.has('name') ? [] : rows;
      return HttpResponse.json(ok({ list, total: list.length, page: 1, size: 20 }));
    }),
  );
}

describe('list empty state (src/common/ListEmpty.tsx)', () => {
  it('says what the list holds and how to add the first one, with Create when permitted', async () => {
    answer();
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    const empty = await screen.findByTestId('list-empty');
    expect(within(empty).getByText('No dealers yet')).toBeTruthy();
    expect(within(empty).getByText('Dealers you add sell stores under you.')).toBeTruthy();
    expect(
      within(empty)
        .getByRole('link', { name: /create/i })
        .getAttribute('href'),
    ).toMatch(/distributor/);
    expect(screen.queryByText(/No Dealers yet/)).toBeNull(); // not react-admin's own inbox
  });

  it('offers no Create without distributor:create, and speaks Chinese', async () => {
    answer();
    const noCreate = { ...dealerAdmin, perm_codes: dealerAdmin.perm_codes.filter((p) => p !== 'distributor:create') };
    renderPage(<DistributorList />, { user: noCreate, resource: 'distributor', lang: 'zh-CN' });
    const empty = await screen.findByTestId('list-empty');
    expect(within(empty).getByText('还没有经销商')).toBeTruthy();
    expect(within(empty).queryByRole('link')).toBeNull();
  });

  it('says no row matches the filters, and Clear filters asks for the whole list again', async () => {
    answer([dealer]);
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    await screen.findByText('Jakarta Reseller');
    fireEvent.change(within(filterForm()).getByLabelText('Name'), { target: { value: 'Zzz' } });
    const empty = await screen.findByTestId('list-empty');
    await waitFor(() => expect(within(empty).getByText('No dealers match these filters')).toBeTruthy());
    expect(lastQuery?.get('name')).toBe('Zzz');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Jakarta Reseller');
    expect(lastQuery?.has('name')).toBe(false);
  });
});
