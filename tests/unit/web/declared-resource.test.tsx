/**
 * A resource declared in a test (tests/support/declared-resource.ts), added to the web app's registry
 * as a folder would add it, gets a menu entry where its texts place it and the CRUD kit's pages: its
 * list with its own choice labels and the app's Enable/Disable confirmation (it has none of its own),
 * and its form with the declaration's defaults and a hint under a select, back to its list once saved.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../i18n';
import { addResourceMessages } from '../../../i18n/resource-messages';
import { moduleOf } from '../../../src/admin/registry';
import type * as Registry from '../../../src/admin/registry';
import { menuFor } from '../../../src/layout/sidebar/menu';
import { ROUTES } from '../../../src/routes/table';
import { promotion } from '../../support/declared-resource';
import { API, currentPath, ok, renderPage, settle, userOf } from './support/render-page';
import { rowActionNamed } from './support/list-parts';

// The registry with the resource in it, as resources/promotion/ would have put it there.
vi.mock('../../../src/admin/registry', async (importOriginal) =>
  (await import('./support/declared-registry')).registryWith(await importOriginal<typeof Registry>(), 'promotion'),
);
addResourceMessages(promotion.name, promotion.messages);
const module = moduleOf('promotion')!;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const manager = userOf(
  { role: 'manager', org_type: 'dealer', org_level: 1, org_id: 2, staff_id: 4 },
  { perm_codes: ['promotion:list', 'promotion:create', 'promotion:update', 'promotion:status', 'promotion:export'] },
);
const record = {
  id: 7,
  org_id: 2,
  org_name: 'Dealer 2',
  title: 'Lunch deal',
  platform: 'pos',
  discount: 15,
  starts_at: null,
  status: 'valid',
  created_at: '2026-01-05T02:00:00.000Z',
};

const pageOf = (Page: ComponentType | undefined) => () => <Suspense fallback={null}>{Page ? <Page /> : null}</Suspense>;

describe('a resource declared in a test, in the web app', () => {
  it('gets a menu entry where its texts place it, guarded by its list permission', () => {
    expect(menuFor(manager).map((item) => item.key)).toEqual(['Dashboard', 'Promotion']);
    expect(menuFor(manager)[1]).toMatchObject({ title: 'app.menu.promotion', path: '/promotion/list' });
    expect(menuFor({ ...manager, perm_codes: [] }).map((item) => item.key)).toEqual(['Dashboard']);
    expect(translate('zh-CN', 'app.menu.promotion')).toBe('促销');
    const pages = ROUTES.find((top) => top.name === 'Promotion')!.children.map((child) => [child.path, child.meta]);
    expect(pages).toEqual([
      ['list', expect.objectContaining({ title: 'app.route.promotion_list', permission: 'promotion:list' })],
      ['edit', expect.objectContaining({ title: 'app.route.promotion_edit', createTitle: 'app.route.promotion_add' })],
    ]);
  });

  it('lists its records with its own choice labels, and disables one after the app’s confirmation', async () => {
    const sent: unknown[] = [];
    server.use(
      mock.get(`${API}/promotion/list`, () => HttpResponse.json(ok({ list: [record], total: 1, page: 1, size: 20 }))),
      mock.post(`${API}/promotion/status`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok({ ...record, status: 'invalid' }));
      }),
    );
    const List = pageOf(module.list);
    renderPage(<List />, { user: manager, resource: 'promotion' });
    const row = (await screen.findByText('Lunch deal')).closest('tr')!;
    expect(within(row).getByTestId('chip-platform').textContent).toBe('POS terminal');
    fireEvent.click(rowActionNamed(row, 'Disable'));
    expect(await screen.findByText('Lunch deal stays in the list but is no longer in use until it is enabled again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(sent).toEqual([{ id: 7, status: 'invalid' }]));
  });

  it('makes its form from the create body, with the declaration’s defaults and the hint under its select', async () => {
    const sent: unknown[] = [];
    server.use(
      mock.post(`${API}/promotion/create`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok({ id: 8 }));
      }),
    );
    const Create = pageOf(module.create);
    renderPage(<Create />, { user: manager, resource: 'promotion', path: '/promotion/edit' });
    const discount = (await screen.findByLabelText(/^discount/i)) as HTMLInputElement;
    expect(discount.value).toBe('10');
    expect(screen.getByText('Where the customers see it')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^title/i), { target: { value: 'Happy hour' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^shown on/i }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['POS terminal', 'Online ordering']);
    fireEvent.click(screen.getByRole('option', { name: 'Online ordering' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(currentPath()).toBe('/promotion/list'));
    expect(sent).toEqual([{ title: 'Happy hour', platform: 'web', discount: 10 }]);
  });
});
