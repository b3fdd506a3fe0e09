import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import DistributorSetting from '../../../../src/distributor/DistributorSetting';
import { API, dealerAdmin, dealerStaff, ok, renderPage, settle, toastTexts } from '../support/render-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const versions = [
  { id: 1, name: 'POS Android', version_no: '5.2.0' },
  { id: 2, name: 'POS Windows', version_no: '5.1.3' },
];

function answers(dealer: Record<string, unknown>, saved: unknown[] = []) {
  server.use(
    mock.get(`${API}/distributor/detail`, () => HttpResponse.json(ok(dealer))),
    mock.get(`${API}/distributor/setting`, () =>
      HttpResponse.json(
        ok({
          id: dealer.id,
          allowed_version_ids: [1],
          can_create_subdealer: true,
          updated_at: '2025-01-01T00:00:00.000Z',
          updated_by: null,
        }),
      ),
    ),
    mock.get(`${API}/version/list`, () => HttpResponse.json(ok({ list: versions, total: 2, page: 1, size: 100 }))),
    mock.get(`${API}/version/detail`, ({ request }) =>
      HttpResponse.json(ok(versions.find((v) => String(v.id) === new URL(request.url).searchParams.get('id')))),
    ),
    mock.post(`${API}/distributor/setting`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return HttpResponse.json(ok({ ...body, updated_at: '2025-01-02T00:00:00.000Z', updated_by: 3 }));
    }),
  );
}

const child = { id: 3, name: 'Jakarta Reseller', level: 2, parent_id: 2 };

describe('dealer settings', () => {
  it('lets the parent choose the versions a level-2 dealer may sell (no sub-dealer switch)', async () => {
    const saved: unknown[] = [];
    answers(child, saved);
    renderPage(<DistributorSetting />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/setting?id=3' });
    expect(await screen.findByText('Settings of Jakarta Reseller')).toBeTruthy();
    const windows = await screen.findByLabelText('POS Windows 5.1.3');
    expect((screen.getByLabelText('POS Android 5.2.0') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('May create level-2 dealers')).toBeNull();
    fireEvent.click(windows);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(saved).toEqual([{ id: 3, allowed_version_ids: [1, 2] }]));
    await waitFor(() => expect(toastTexts()).toContain('Settings saved'));
  });

  it('shows the settings read-only to whom may not change them', async () => {
    answers(child);
    renderPage(<DistributorSetting />, { user: dealerStaff, resource: 'distributor', path: '/distributor/setting?id=3' });
    expect(await screen.findByText('Only the upstream dealer or the operator may change these settings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('says so when no dealer was chosen, or when it cannot be read', async () => {
    const { unmount } = renderPage(<DistributorSetting />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/setting' });
    expect((await screen.findByTestId('load-error')).textContent).toContain('No dealer was chosen.');
    unmount();
    server.use(
      mock.get(`${API}/distributor/detail`, () => HttpResponse.json({ code: 1004, data: null, msg: 'Not found' }, { status: 404 })),
      mock.get(`${API}/distributor/setting`, () => HttpResponse.json({ code: 1004, data: null, msg: 'Not found' }, { status: 404 })),
    );
    renderPage(<DistributorSetting />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/setting?id=99' });
    expect((await screen.findByTestId('load-error')).textContent).toContain('Not found');
  });
});
