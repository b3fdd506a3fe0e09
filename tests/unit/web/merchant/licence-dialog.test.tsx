import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expiryAfter } from '../../../../resources/store';
import { formatZoned } from '../../../../src/merchant/zone';
import { LicenceDialog } from '../../../../src/store/LicenceDialog';
import { API, dealerAdmin, ok, renderPage, toastTexts, userOf } from '../support/render-page';
import { stores } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [waiting, active, turkish] = stores;
const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });

/** The user's own org has `remaining` accounts; the purchase call answers with `answer`. */
function answers(remaining: number, answer: (body: unknown, action: string) => Response = () => HttpResponse.json(ok(null))) {
  const sent: { action: string; body: unknown }[] = [];
  server.use(
    mock.get(`${API}/account_info`, () => HttpResponse.json(ok({ ...dealerAdmin, remaining_quota: remaining }))),
    mock.get(`${API}/distributor/detail`, () => HttpResponse.json(ok({ id: 2, name: 'Dealer 2', remaining_quota: 40 }))),
    mock.post(`${API}/store/:action`, async ({ request, params }) => {
      const body = await request.json();
      sent.push({ action: String(params.action), body });
      return answer(body, String(params.action));
    }),
  );
  return sent;
}

const years = () => screen.getByLabelText(/years|年数/i);
const confirm = () => screen.getByRole('button', { name: /confirm|确认/i }) as HTMLButtonElement;
const expiryText = (store: typeof waiting, count: number) =>
  formatZoned(expiryAfter(store.expire_at, count, store.timezone), store.country, 'en-US', true);

describe('activate and renew dialogs', () => {
  it('shows the dealer’s accounts before and after, and the new expiry in the store’s zone, before activating', async () => {
    const sent = answers(100);
    renderPage(<LicenceDialog store={waiting} action="activate" onClose={() => undefined} />, { user: dealerAdmin, resource: 'store' });
    expect(screen.getByText('Activate Kopi Kita Sudirman')).toBeTruthy();
    fireEvent.change(years(), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('licence-remaining').textContent).toBe('100 now, 98 after using 2'));
    expect(screen.getByTestId('licence-expiry').textContent).toBe(expiryText(waiting, 2));
    expect(screen.getByTestId('licence-expiry').textContent).toMatch(/GMT\+7$/);
    expect(sent).toEqual([]);
    fireEvent.click(confirm());
    await waitFor(() => expect(sent).toEqual([{ action: 'activate', body: { id: 21, years: 2 } }]));
    await waitFor(() => expect(toastTexts()).toContain('Kopi Kita Sudirman is active'));
  });

  it('renews from the current expiry of an active store, on its own calendar', async () => {
    const sent = answers(100);
    renderPage(<LicenceDialog store={turkish} action="renew" onClose={() => undefined} />, { user: dealerAdmin, resource: 'store' });
    expect(screen.getByTestId('licence-current').textContent).toMatch(/^Jan 1, 2030, 9:30\sPM GMT\+3$/);
    await waitFor(() => expect(screen.getByTestId('licence-expiry').textContent).toMatch(/^Jan 1, 2031, 9:30\sPM GMT\+3$/));
    fireEvent.click(confirm());
    await waitFor(() => expect(sent).toEqual([{ action: 'renew', body: { id: 23, years: 1 } }]));
  });

  it('says the dealer lacks the accounts (61001) and keeps Confirm off', async () => {
    answers(1);
    renderPage(<LicenceDialog store={active} action="renew" onClose={() => undefined} />, { user: dealerAdmin, resource: 'store' });
    await waitFor(() => expect(screen.getByTestId('licence-remaining').textContent).toBe('1 now, 0 after using 1'));
    expect(confirm().disabled).toBe(false);
    fireEvent.change(years(), { target: { value: '3' } });
    expect((await screen.findByTestId('licence-short')).textContent).toBe('Purchased Accounts is not enough');
    expect(confirm().disabled).toBe(true);
  });

  it('refuses more years than one purchase may buy, with the form’s message', async () => {
    answers(100);
    renderPage(<LicenceDialog store={waiting} action="activate" onClose={() => undefined} />, { user: dealerAdmin, resource: 'store' });
    fireEvent.change(years(), { target: { value: '11' } });
    fireEvent.click(confirm());
    expect(await screen.findByText('Must be 10 or less')).toBeTruthy();
  });

  it('reads the accounts of a dealer below the user (the operator renewing a dealer’s store)', async () => {
    answers(0);
    renderPage(<LicenceDialog store={active} action="renew" onClose={() => undefined} />, { user: operator, resource: 'store' });
    await waitFor(() => expect(screen.getByTestId('licence-remaining').textContent).toBe('40 now, 39 after using 1'));
    expect(screen.getByText('Accounts of Dealer 2')).toBeTruthy();
  });

  it('shows a refusal that came meanwhile (61001) as the server’s toast, and stays open', async () => {
    answers(100, () => HttpResponse.json({ code: 61001, data: null, msg: 'Purchased Accounts is not enough' }));
    renderPage(<LicenceDialog store={waiting} action="activate" onClose={() => undefined} />, { user: dealerAdmin, resource: 'store' });
    await waitFor(() => expect(screen.getByTestId('licence-remaining').textContent).toBe('100 now, 99 after using 1'));
    fireEvent.click(confirm());
    await waitFor(() => expect(toastTexts()).toEqual(['Purchased Accounts is not enough']));
    expect(screen.getByTestId('licence-dialog')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    answers(100);
    renderPage(<LicenceDialog store={waiting} action="activate" onClose={() => undefined} />, {
      user: dealerAdmin,
      resource: 'store',
      lang: 'zh-CN',
    });
    expect(screen.getByText('激活 Kopi Kita Sudirman')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('licence-remaining').textContent).toBe('现有 100，使用 1 个后剩 99'));
  });
});
