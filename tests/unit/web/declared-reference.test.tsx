/**
 * A resource declared in a test with a reference (tests/support/declared-resource.ts, `terminal`), in
 * the web app's registry as a folder would put it: its list shows the referenced store's name linked
 * to the store's page and filters by a store picked from a searchable select, its date-only field
 * shows the day itself, and its form picks the store with an autocomplete over the stores the user
 * sees and the day with a date picker in the user's language, sending `store_id` and `YYYY-MM-DD`.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceMessages } from '../../../i18n/resource-messages';
import { moduleOf } from '../../../src/admin/registry';
import type * as Registry from '../../../src/admin/registry';
import { ROUTES } from '../../../src/routes/table';
import { terminal } from '../../support/declared-resource';
import { API, currentPath, ok, renderPage, settle, userOf } from './support/render-page';

// The registry with the resource in it, as resources/terminal/ would have put it there.
vi.mock('../../../src/admin/registry', async (importOriginal) =>
  (await import('./support/declared-registry')).registryWith(await importOriginal<typeof Registry>(), 'terminal'),
);
addResourceMessages(terminal.name, terminal.messages);
const module = moduleOf('terminal')!;

it('has its list, create and edit pages in the menu group its texts name, right after the stores', () => {
  const seller = ROUTES.find((top) => top.name === 'Seller')!;
  expect(seller.children.filter((child) => !child.meta.hideMenu).map((child) => child.name)).toEqual([
    'CompanyList',
    'StoreList',
    'TerminalList',
    'SmsList',
  ]);
  expect(seller.children.filter((child) => child.path.startsWith('terminal/')).map((child) => child.path)).toEqual([
    'terminal/list',
    'terminal/edit',
  ]);
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const manager = userOf(
  { role: 'manager', org_type: 'dealer', org_level: 1, org_id: 2, staff_id: 4 },
  { perm_codes: ['terminal:list', 'terminal:create', 'terminal:update', 'terminal:status', 'terminal:export', 'store:list'] },
);
const row = {
  id: 7,
  serial_no: 'A920-0007',
  model: 'a920',
  store_id: 12,
  store_name: 'Kopi Kita Sudirman',
  installed_on: '2026-03-01',
  note: '',
  status: 'valid',
  created_at: '2026-01-05T02:00:00.000Z',
};
const stores = [
  { id: 12, name: 'Kopi Kita Sudirman' },
  { id: 13, name: 'Kopi Kita Senayan' },
];

/** The stores the user sees, as /store/list answers them: searched by name, or read back by id. */
function storeList(asked: URLSearchParams[]) {
  return mock.get(`${API}/store/list`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const name = query.get('name')?.toLowerCase() ?? '';
    const ids = query.get('ids')?.split(',').map(Number);
    const list = stores.filter((s) => s.name.toLowerCase().startsWith(name) && (!ids || ids.includes(s.id)));
    return HttpResponse.json(ok({ list, total: list.length, page: 1, size: 20 }));
  });
}

const pageOf = (Page: ComponentType | undefined) => () => <Suspense fallback={null}>{Page ? <Page /> : null}</Suspense>;

describe('a declared reference and a date-only field, in the web app', () => {
  it('lists the store by its name, linked to its page, and the day it was installed as that day', async () => {
    server.use(
      mock.get(`${API}/terminal/list`, () => HttpResponse.json(ok({ list: [row], total: 1, page: 1, size: 20 }))),
      storeList([]),
    );
    const List = pageOf(module.list);
    renderPage(<List />, { user: manager, resource: 'terminal' });
    const line = (await screen.findByText('A920-0007')).closest('tr')!;
    const link = within(line).getByTestId('ref-store_id');
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Kopi Kita Sudirman', '/store/12']);
    expect(within(line).getByText('Mar 1, 2026')).toBeTruthy();
  });

  it('filters by a store picked from a searchable select over the stores the user sees', async () => {
    const listed: URLSearchParams[] = [];
    const asked: URLSearchParams[] = [];
    server.use(
      mock.get(`${API}/terminal/list`, ({ request }) => {
        listed.push(new URL(request.url).searchParams);
        return HttpResponse.json(ok({ list: [row], total: 1, page: 1, size: 20 }));
      }),
      storeList(asked),
    );
    const List = pageOf(module.list);
    renderPage(<List />, { user: manager, resource: 'terminal' });
    await screen.findByText('A920-0007');
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Store' }));
    const filter = await screen.findByRole('combobox', { name: /^store/i });
    fireEvent.change(filter, { target: { value: 'Kopi Kita Sen' } });
    // the typed text is searched for on the server (after the input's debounce), then picked
    await waitFor(() => expect(asked.some((query) => query.get('name') === 'Kopi Kita Sen')).toBe(true));
    fireEvent.click(await screen.findByRole('option', { name: 'Kopi Kita Senayan' }));
    await waitFor(() => expect(listed.at(-1)?.get('store_id')).toBe('13'));
  });

  it('picks the store with an autocomplete and the day with a date picker, and sends store_id and YYYY-MM-DD', async () => {
    const sent: unknown[] = [];
    server.use(
      storeList([]),
      mock.post(`${API}/terminal/create`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok({ id: 8 }));
      }),
    );
    const Create = pageOf(module.create);
    renderPage(<Create />, { user: manager, resource: 'terminal', path: '/terminal/edit' });
    fireEvent.change(await screen.findByLabelText(/^serial number/i), { target: { value: 'T2-0042' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^model/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sunmi T2' }));
    const store = screen.getByRole('combobox', { name: /^store/i });
    fireEvent.change(store, { target: { value: 'Kopi' } });
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Kopi Kita Sudirman', 'Kopi Kita Senayan']);
    fireEvent.click(screen.getByRole('option', { name: 'Kopi Kita Sudirman' }));
    fireEvent.change(screen.getByLabelText(/^installed on/i), { target: { value: '03/01/2026' } });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(currentPath()).toBe('/seller/terminal/list'));
    expect(sent).toEqual([{ serial_no: 'T2-0042', model: 't2', store_id: 12, installed_on: '2026-03-01' }]);
  });
});
