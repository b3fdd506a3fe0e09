import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RecordContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QuotaDialog } from '../../../../src/distributor/QuotaDialog';
import { API, dealerAdmin, helperTextOf, ok, renderPage, toastTexts } from '../support/render-page';

const dealer = { id: 3, name: 'Jakarta Reseller', level: 2, parent_id: 2, quota: 60, remaining_quota: 59, remark: 'a VIP dealer' };
const entry = (id: number, kind: string, delta: number) => ({
  id,
  kind,
  from_org_id: 2,
  from_org_name: 'Nusantara',
  to_org_id: 3,
  to_org_name: 'Jakarta Reseller',
  store_id: null,
  change: Math.abs(delta),
  delta,
  remark: `move ${id}`,
  staff_id: 3,
  staff_name: 'Budi',
  created_at: '2025-03-04T05:06:07.000Z',
});

const server = setupServer();
let log = [entry(1, 'allocate', 60)];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  log = [entry(1, 'allocate', 60)];
});
afterAll(() => server.close());

const answers = (quota: (body: Record<string, unknown>) => Response | Promise<Response>) =>
  server.use(
    mock.get(`${API}/distributor/quota_log`, () => HttpResponse.json(ok({ list: log, total: log.length, page: 1, size: 10 }))),
    mock.get(`${API}/account_info`, () => HttpResponse.json(ok({ ...dealerAdmin, remaining_quota: 90 }))),
    mock.post(`${API}/distributor/quota`, async ({ request }) => quota((await request.json()) as Record<string, unknown>)),
  );

/** As the list opens it: inside the dealer's row. */
const open = (lang: 'en-US' | 'zh-CN' = 'en-US') =>
  renderPage(
    <RecordContextProvider value={dealer}>
      <QuotaDialog dealer={dealer} open onClose={() => undefined} />
    </RecordContextProvider>,
    { user: dealerAdmin, resource: 'distributor', lang },
  );
const amount = () => screen.getByLabelText(/accounts to move|调整账号数/i);
const helperOfAmount = () => helperTextOf(amount());
const submit = () => fireEvent.click(screen.getByRole('button', { name: /submit|提交/i }));

describe('quota dialog', () => {
  it('shows the dealer’s quota, what the user has left, and the log of movements', async () => {
    answers(() => HttpResponse.json(ok(dealer)));
    open();
    expect(screen.getByTestId('quota-summary').textContent).toBe('Quota 60, remaining 59 · you have 100 accounts left to allocate');
    const row = await screen.findByTestId('quota-log-row');
    expect(within(row).getByText('+60')).toBeTruthy();
    expect(within(row).getByText('Allocate')).toBeTruthy();
    expect(within(row).getByText('Budi')).toBeTruthy();
  });

  it('asks for a number greater than 0 (docs/domain.md), in both languages', async () => {
    answers(() => HttpResponse.json(ok(dealer)));
    const { unmount } = open();
    fireEvent.change(amount(), { target: { value: '0' } });
    submit();
    expect(await screen.findByText('Accounts to move should be greater than 0')).toBeTruthy();
    unmount();
    open('zh-CN');
    submit();
    expect(await screen.findByText('此项为必填项')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '-2' } });
    expect(await screen.findByText('调整账号数必须大于 0')).toBeTruthy();
  });

  it('reclaims with a negative change, then shows the new movement', async () => {
    let body: Record<string, unknown> | undefined;
    answers((sent) => {
      body = sent;
      log = [entry(2, 'reclaim', -5), ...log];
      return HttpResponse.json(ok(dealer));
    });
    open();
    await screen.findByTestId('quota-log-row');
    expect((screen.getByLabelText(/remark/i) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByLabelText('Reclaim'));
    fireEvent.change(amount(), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/remark/i), { target: { value: 'unused' } });
    submit();
    await waitFor(() => expect(body).toEqual({ id: 3, change: -5, remark: 'unused' }));
    await waitFor(() => expect(screen.getAllByTestId('quota-log-row')).toHaveLength(2));
    expect(toastTexts()).toContain('Quota updated');
  });

  it('refuses on the field, before sending, more than the user has left or more than the child has unused', async () => {
    let sent = 0;
    answers(() => {
      sent += 1;
      return HttpResponse.json(ok(dealer));
    });
    open();
    fireEvent.change(amount(), { target: { value: '101' } }); // the user's org has 100 left
    submit();
    expect(await screen.findByText('Purchased Accounts is not enough')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Reclaim'));
    fireEvent.change(amount(), { target: { value: '60' } });
    submit();
    expect(await screen.findByText('This dealer has only 59 unused accounts to give back')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('shows "not enough" (61001) when accounts ran out meanwhile on the amount, besides the server’s toast', async () => {
    answers(() => HttpResponse.json({ code: 61001, data: null, msg: 'Purchased Accounts is not enough' }));
    open();
    fireEvent.change(amount(), { target: { value: '50' } });
    submit();
    await waitFor(() => expect(toastTexts()).toEqual(['Purchased Accounts is not enough']));
    await waitFor(() => expect(helperOfAmount()).toBe('Purchased Accounts is not enough'));
    expect(amount().getAttribute('aria-invalid')).toBe('true');
  });

  it('says a reclaim the child can no longer give back (61001) in its own words, on the amount, in both languages', async () => {
    answers(() => HttpResponse.json({ code: 61001, data: null, msg: 'Purchased Accounts is not enough' }));
    const { unmount } = open();
    fireEvent.click(screen.getByLabelText('Reclaim'));
    fireEvent.change(amount(), { target: { value: '5' } });
    submit();
    await waitFor(() => expect(helperOfAmount()).toBe('This dealer no longer has that many unused accounts to give back'));
    unmount();
    open('zh-CN');
    fireEvent.click(screen.getByLabelText('回收'));
    fireEvent.change(amount(), { target: { value: '5' } });
    submit();
    await waitFor(() => expect(helperOfAmount()).toBe('该经销商已没有这么多未使用的账号可收回'));
  });

  it('moves once however often Move is clicked while the move is on its way', async () => {
    let sent = 0;
    let finish: () => void = () => undefined;
    answers(async () => {
      sent += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return HttpResponse.json(ok(dealer));
    });
    open();
    fireEvent.change(amount(), { target: { value: '5' } });
    submit();
    await waitFor(() => expect(sent).toBe(1));
    expect((screen.getByTestId('quota-submit') as HTMLButtonElement).disabled).toBe(true);
    submit();
    submit();
    finish();
    await waitFor(() => expect(toastTexts()).toContain('Quota updated'));
    expect(sent).toBe(1);
  });

  it('shows a refusal (1003) as the server’s toast', async () => {
    answers(() => HttpResponse.json({ code: 1003, data: null, msg: 'No permission' }, { status: 403 }));
    open();
    fireEvent.change(amount(), { target: { value: '1' } });
    submit();
    await waitFor(() => expect(toastTexts()).toEqual(['No permission']));
  });
});
