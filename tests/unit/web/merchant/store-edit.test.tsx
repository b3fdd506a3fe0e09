import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import StoreEdit from '../../../../src/store/StoreEdit';
import { StoreLifecycle } from '../../../../src/store/StoreLifecycle';
import { API, dealerAdmin, dealerStaff, ok, renderPage, settle } from '../support/render-page';
import { readAnswers, stores } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const senayan = { ...stores[1], template_store_id: 21, business_hours: [{ day: 5, open: '22:00', close: '02:00' }] };

function answers() {
  const sent: unknown[] = [];
  server.use(
    ...readAnswers([stores[0], senayan, stores[2]]),
    mock.get(`${API}/store/bill_preview`, () =>
      HttpResponse.json(ok({ bill_enabled: false, bill_format: 'sequential', timezone: 'Asia/Jakarta', numbers: ['000000000001'] })),
    ),
    mock.post(`${API}/store/update`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json(ok({ ...senayan, ...body }));
    }),
  );
  return sent;
}

const open = (user = dealerAdmin) => renderPage(<StoreEdit />, { user, resource: 'store', path: '/seller/store/edit?id=22' });

describe('store edit', () => {
  it('shows the licence in the store’s time zone with the actions due, the sections and the bill settings', async () => {
    answers();
    open();
    const lifecycle = await screen.findByTestId('store-lifecycle');
    expect(within(lifecycle).getByText('Active')).toBeTruthy();
    expect(within(lifecycle).getByText(/^Jan 2, 2030, 1:30\sAM GMT\+7$/)).toBeTruthy();
    expect([...lifecycle.querySelectorAll('[data-testid=row-actions] [aria-label]')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Renew',
      'Clear data',
    ]);
    for (const section of ['Store', 'Business hours', 'Location', 'Contacts', 'POS version', 'Template store', 'Bill numbers']) {
      expect(screen.getAllByText(section).length).toBeGreaterThan(0);
    }
    await waitFor(() => expect(within(screen.getByTestId('hours-day-5')).getByTestId('overnight')).toBeTruthy());
    // the template it was copied from, and the brand, are fixed after creation
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /template store/i }) as HTMLInputElement).value).toBe('Kopi Kita Sudirman'),
    );
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^brand/i }) as HTMLInputElement).value).toBe('Kopi Kenangan Kita'));
  });

  it('sends only the fields that changed', async () => {
    const sent = answers();
    open();
    await waitFor(() => expect((screen.getByLabelText(/^tables/i) as HTMLInputElement).value).toBe('12'));
    fireEvent.change(screen.getByLabelText(/^tables/i), { target: { value: '20' } });
    fireEvent.change(within(screen.getByTestId('hours-day-5')).getByLabelText(/closes/i), { target: { value: '03:00 AM' } });
    await settle();
    fireEvent.click(screen.getAllByRole('button', { name: /^save$/i })[0]);
    await waitFor(() => expect(sent).toEqual([{ id: 22, tables: 20, business_hours: [{ day: 5, open: '22:00', close: '03:00' }] }]));
  });

  it('gives the staff role no bill settings and no data clearing', async () => {
    answers();
    open(dealerStaff);
    const lifecycle = await screen.findByTestId('store-lifecycle');
    expect([...lifecycle.querySelectorAll('[data-testid=row-actions] [aria-label]')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Renew',
    ]);
    expect((within(screen.getByTestId('bill-settings')).getByLabelText('Bill feature') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows a store known only from what its create page sent (react-admin caches it so) without failing', () => {
    answers();
    const sent = { id: 30, company_id: 11, name: 'Kopi Kita Kemang', tables: 0, business_hours: [] };
    renderPage(<StoreLifecycle store={sent} />, { user: dealerAdmin, resource: 'store' });
    expect(screen.getByTestId('store-lifecycle').textContent).toContain('Licence');
    expect(screen.queryByRole('button', { name: 'Clear data' })).toBeNull();
  });
});
