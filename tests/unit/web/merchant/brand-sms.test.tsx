import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import CompanyEdit from '../../../../src/company/CompanyEdit';
import { API, dealerAdmin, dealerStaff, ok, renderPage, settle } from '../support/render-page';
import { brand, readAnswers } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const record = {
  id: 1,
  kind: 'recharge',
  org_id: 2,
  org_name: 'Dealer 2',
  company_id: 11,
  company_name: brand.name,
  to_org_id: null,
  to_org_name: null,
  count: 500,
  org_balance_after: 19500,
  target_balance_after: 500,
  staff_id: 3,
  staff_name: 'Budi',
  created_at: '2026-11-20T03:00:00.000Z',
};

describe("a brand's SMS", () => {
  it('shows the balance with a warning under 200, the history, and recharges from the dealer', async () => {
    let sent: unknown;
    let history: URLSearchParams | undefined;
    server.use(
      mock.get(`${API}/sms/list`, ({ request }) => {
        history = new URL(request.url).searchParams;
        return HttpResponse.json(ok({ list: [record], total: 1, page: 1, size: 5 }));
      }),
      mock.post(`${API}/sms/recharge`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok({ ...brand, sms_balance: 1500 }));
      }),
      ...readAnswers(),
    );
    renderPage(<CompanyEdit />, { user: dealerAdmin, resource: 'company', path: '/seller/company/edit?id=11' });
    expect((await screen.findByTestId('sms-balance')).textContent).toBe('0');
    expect(screen.getByTestId('sms-low').textContent).toContain('Fewer than 200 SMS left');
    await waitFor(() => expect(within(screen.getByTestId('sms-history')).getByText('Budi')).toBeTruthy());
    expect(history?.get('company_id')).toBe('11');
    fireEvent.click(screen.getByTestId('sms-recharge'));
    const dialog = await screen.findByTestId('sms-recharge-dialog');
    expect(dialog.textContent).toContain('Paid from the SMS balance of Dealer 2');
    fireEvent.change(within(dialog).getByLabelText(/^SMS/), { target: { value: '1500' } });
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge SMS' }));
    await waitFor(() => expect(sent).toEqual({ company_id: 11, count: 1500 }));
  });

  it('refuses a count that is not a positive whole number before sending, in Chinese too', async () => {
    server.use(
      ...readAnswers(),
      mock.post(`${API}/sms/recharge`, () => HttpResponse.error()),
    );
    renderPage(<CompanyEdit />, { user: dealerAdmin, resource: 'company', path: '/seller/company/edit?id=11', lang: 'zh-CN' });
    fireEvent.click(await screen.findByTestId('sms-recharge'));
    const dialog = await screen.findByTestId('sms-recharge-dialog');
    fireEvent.change(within(dialog).getByLabelText(/^短信条数/), { target: { value: '0' } });
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: '充值短信' }));
    expect(await within(dialog).findByText(/短信条数/, { selector: 'p, span' })).toBeTruthy();
  });

  it('offers no recharge to the staff role', async () => {
    server.use(...readAnswers());
    renderPage(<CompanyEdit />, { user: dealerStaff, resource: 'company', path: '/seller/company/edit?id=11' });
    await screen.findByTestId('sms-balance');
    expect(screen.queryByTestId('sms-recharge')).toBeNull();
  });
});
