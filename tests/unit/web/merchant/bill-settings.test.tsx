import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BillSettings } from '../../../../src/store/BillSettings';
import { API, dealerAdmin, ok, renderPage, settle, toastTexts } from '../support/render-page';
import { storeOf } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The preview the server gives, and what the bill_setting call received. */
function answers(answer: () => Response = () => HttpResponse.json(ok(null))) {
  const sent: unknown[] = [];
  let previews = 0;
  server.use(
    mock.get(`${API}/store/bill_preview`, () => {
      previews += 1;
      return HttpResponse.json(
        ok({
          bill_enabled: false,
          bill_format: 'sequential',
          timezone: 'Asia/Jakarta',
          numbers: ['000000000001', '000000000002', '000000000003'],
        }),
      );
    }),
    mock.post(`${API}/store/bill_setting`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return { sent, previews: () => previews };
}

const open = (store: ReturnType<typeof storeOf>, editable = true, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  renderPage(<BillSettings store={store} editable={editable} />, { user: dealerAdmin, resource: 'store', lang });
const save = () => fireEvent.click(screen.getByRole('button', { name: /^save$|保存/i }));

describe('bill settings', () => {
  it('states both once-only rules and shows the next numbers before anything is changed', async () => {
    answers();
    open(storeOf({ id: 21, name: 'Kopi Kita Sudirman' }));
    const rules = screen.getByTestId('bill-rules').textContent;
    expect(rules).toContain('Once enabled, bill numbers cannot be disabled.');
    expect(rules).toContain('The format may be chosen freely until then; once they are enabled, it can be changed only once.');
    const preview = await screen.findByText('000000000001');
    expect(within(screen.getByTestId('bill-preview')).getAllByText(/^0{11}[123]$/)).toHaveLength(3);
    expect(preview).toBeTruthy();
    expect((screen.getByRole('button', { name: /^save$/i }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables bill numbers only after a confirmation that says it is final', async () => {
    const { sent } = answers();
    open(storeOf({ id: 21, name: 'Kopi Kita Sudirman' }));
    fireEvent.click(screen.getByLabelText('Bill feature'));
    await settle();
    save();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Enable bill numbers with the format “Sequential (12 digits)”? This is final');
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(sent).toEqual([{ id: 21, bill_enabled: true, bill_format: 'sequential' }]));
    await waitFor(() => expect(toastTexts()).toContain('Bill settings saved'));
  });

  it('says that a change of format is the only one allowed, before sending it', async () => {
    const { sent } = answers();
    open(storeOf({ id: 21, name: 'Kopi Kita Sudirman', bill_enabled: true }));
    fireEvent.click(screen.getByLabelText(/^Daily/));
    await settle();
    save();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The format can be changed only once: this is that change.');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(sent).toEqual([{ id: 21, bill_enabled: true, bill_format: 'daily' }]));
  });

  it('changes the format of bill numbers not yet enabled without asking (it commits to nothing)', async () => {
    const { sent } = answers();
    open(storeOf({ id: 21, name: 'Kopi Kita Sudirman' }));
    fireEvent.click(screen.getByLabelText(/^Daily/));
    await settle();
    save();
    await waitFor(() => expect(sent).toEqual([{ id: 21, bill_enabled: false, bill_format: 'daily' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps enabled bill numbers enabled and a changed format as it is, saying why', async () => {
    answers();
    open(storeOf({ id: 21, name: 'Kopi Kita Sudirman', bill_enabled: true, bill_format: 'daily', bill_format_changed: true }));
    expect(screen.getByTestId('bill-rules').textContent).toContain('The bill number format can only be changed once');
    expect(screen.getByText('The Bill feature cannot be disabled once enabled')).toBeTruthy();
    expect((screen.getByLabelText('Bill feature') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Sequential/) as HTMLInputElement).disabled).toBe(true);
  });

  it('shows the server’s refusal of a second change (2202) as a toast', async () => {
    answers(() => HttpResponse.json({ code: 2202, data: null, msg: 'The bill number format can only be changed once' }));
    open(storeOf({ id: 21, name: 'Kopi Kita Sudirman', bill_enabled: true }));
    fireEvent.click(screen.getByLabelText(/^Daily/));
    await settle();
    save();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(toastTexts()).toEqual(['The bill number format can only be changed once']));
  });

  it('is read-only for whom may not change it', async () => {
    answers();
    open(storeOf({ id: 21, name: 'Kopi Kita Sudirman' }), false);
    await screen.findByText('000000000001');
    expect(screen.queryByRole('button', { name: /^save$/i })).toBeNull();
    expect((screen.getByLabelText('Bill feature') as HTMLInputElement).disabled).toBe(true);
  });

  it('speaks Chinese', async () => {
    answers();
    open(storeOf({ id: 21, name: 'Kopi Kita Sudirman', bill_enabled: true, bill_format_changed: true }), true, 'zh-CN');
    expect(screen.getByTestId('bill-rules').textContent).toContain('账单号格式只能修改一次');
    expect(screen.getByText('账单功能一旦开启便不能关闭')).toBeTruthy();
  });
});
