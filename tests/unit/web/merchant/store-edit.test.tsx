import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import StoreEdit from '../../../../src/store/StoreEdit';
import { StoreSummary } from '../../../../src/store/StoreSummary';
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
/** Goes to a section by the page's nav, which draws it and those above it (src/common/sections/PageSection.tsx). */
const goTo = async (name: string) => fireEvent.click(within(await screen.findByTestId('section-nav')).getByRole('link', { name }));

describe('store edit', () => {
  it('sums the store up (licence in the store’s time zone, dealer, brand, version, actions due), then the sections', async () => {
    answers();
    open();
    const summary = await screen.findByTestId('store-summary');
    expect(within(summary).getByText('Active')).toBeTruthy();
    expect(within(summary).getByText(/^Jan 2, 2030, 1:30\sAM GMT\+7$/)).toBeTruthy();
    expect(within(summary).getByTestId('summary-dealer').textContent).toBe('Dealer Dealer 2');
    expect(within(summary).getByTestId('summary-brand').textContent).toBe('Brand Kopi Kenangan Kita');
    expect(within(summary).getByTestId('summary-version').textContent).toBe('Version POS Android 5.2.0');
    expect([...summary.querySelectorAll('[data-testid=row-actions] [aria-label]')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Renew',
      'Clear data',
    ]);
    const nav = within(screen.getByRole('navigation', { name: 'Sections of the store page' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#basics',
      '#hours',
      '#location',
      '#bill',
      '#payments',
      '#emenu',
      '#history',
    ]);
    for (const section of ['Store', 'Business hours', 'Location', 'Contacts', 'POS version', 'Template store', 'Bill numbers']) {
      expect(screen.getAllByText(section).length).toBeGreaterThan(0);
    }
    await goTo('Business hours');
    await waitFor(() => expect(within(screen.getByTestId('hours-day-5')).getByTestId('overnight')).toBeTruthy());
    // the template it was copied from, and the brand, are fixed after creation
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /template store/i }) as HTMLInputElement).value).toBe('Kopi Kita Sudirman'),
    );
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^brand/i }) as HTMLInputElement).value).toBe('Kopi Kenangan Kita'));
  });

  it('saves each section on its own, only its changed fields, keeping what another section holds', async () => {
    const sent = answers();
    open();
    await waitFor(() => expect((screen.getByLabelText(/^tables/i) as HTMLInputElement).value).toBe('12'));
    fireEvent.change(screen.getByLabelText(/^tables/i), { target: { value: '20' } });
    await goTo('Business hours');
    fireEvent.change(await within(await screen.findByTestId('hours-day-5')).findByLabelText(/closes/i), { target: { value: '03:00 AM' } });
    await settle();
    fireEvent.click(within(screen.getByTestId('store-hours')).getByRole('button', { name: /^save$/i }));
    await waitFor(() => expect(sent).toEqual([{ id: 22, business_hours: [{ day: 5, open: '22:00', close: '03:00' }] }]));
    // the hours saved, the tables typed in Basics are still there, and go with Basics' Save
    await settle();
    expect((screen.getByLabelText(/^tables/i) as HTMLInputElement).value).toBe('20');
    fireEvent.click(within(screen.getByTestId('store-basics')).getByRole('button', { name: /^save$/i }));
    await waitFor(() => expect(sent[1]).toEqual({ id: 22, tables: 20 }));
  });

  it('gives the staff role no bill settings and no data clearing', async () => {
    answers();
    open(dealerStaff);
    const summary = await screen.findByTestId('store-summary');
    expect([...summary.querySelectorAll('[data-testid=row-actions] [aria-label]')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Renew',
    ]);
    await goTo('Bill numbers');
    expect((within(await screen.findByTestId('bill-settings')).getByLabelText('Bill feature') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows a store known only from what its create page sent (react-admin caches it so) without failing', () => {
    answers();
    const sent = { id: 30, company_id: 11, name: 'Kopi Kita Kemang', tables: 0, business_hours: [] };
    renderPage(<StoreSummary store={sent} />, { user: dealerAdmin, resource: 'store' });
    expect(screen.getByTestId('store-summary-name').textContent).toBe('Kopi Kita Kemang');
    expect(screen.queryByRole('button', { name: 'Clear data' })).toBeNull();
  });
});
