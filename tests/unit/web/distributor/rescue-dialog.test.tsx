import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import DistributorList from '../../../../src/distributor/DistributorList';
import { md5 } from '../../../../src/http/md5';
import { API, dealerAdmin, dealerStaff, ok, renderPage, settle, toastTexts, userOf } from '../support/render-page';
import { rowActionLabels, rowActionNamed } from '../support/list-parts';

const dealer = (id: number, name: string, level: number, parent_id: number) => ({
  id,
  name,
  level,
  parent_id,
  parent_name: 'Nusantara',
  country: 'ID',
  quota: 5,
  remaining_quota: 5,
  sms_balance: 0,
  status: 'valid',
  created_at: '2025-01-02T03:04:05.000Z',
});
const dealers = [dealer(3, 'Jakarta Reseller', 2, 2), dealer(2, 'Nusantara POS', 1, 1)];
const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });

const server = setupServer();
let admins: { id: number; account: string; name: string; status: string; last_login_at: string | null }[] = [];
let sent: Record<string, unknown>[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent = [];
});
afterAll(() => server.close());

function answer() {
  admins = [
    { id: 11, account: 'jkt_admin', name: 'Budi', status: 'valid', last_login_at: '2025-03-04T05:06:07.000Z' },
    { id: 12, account: 'jkt_spare', name: 'Sari', status: 'invalid', last_login_at: null },
  ];
  server.use(
    mock.get(`${API}/distributor/list`, () => HttpResponse.json(ok({ list: dealers, total: dealers.length, page: 1, size: 20 }))),
    mock.get(`${API}/distributor/admins`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('id')).toBe('3');
      return HttpResponse.json(ok(admins));
    }),
    mock.post(`${API}/distributor/rescue`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      admins = admins.map((a) => (a.id === body.staff_id && body.enable ? { ...a, status: 'valid' } : a));
      return HttpResponse.json(ok(admins.find((a) => a.id === body.staff_id)));
    }),
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const labelsIn = (row: HTMLElement) => rowActionLabels(row);
const openRescue = async (label = 'Account rescue') => {
  fireEvent.click(rowActionNamed(await rowOf('Jakarta Reseller'), label));
  const dialog = await screen.findByTestId('rescue-dialog');
  await within(dialog).findByText('jkt_admin');
  return dialog;
};
const adminRow = (dialog: HTMLElement, account: string) => within(dialog).getByText(account).closest('tr')!;

describe('account rescue from the dealer row', () => {
  it('is offered by a level-1 dealer on its direct children, never on its own org nor to the staff role', async () => {
    answer();
    const { unmount } = renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    expect(labelsIn(await rowOf('Jakarta Reseller'))).toContain('Account rescue');
    expect(labelsIn(await rowOf('Nusantara POS'))).not.toContain('Account rescue');
    unmount();
    const again = renderPage(<DistributorList />, { user: dealerStaff, resource: 'distributor' });
    expect(labelsIn(await rowOf('Jakarta Reseller'))).not.toContain('Account rescue');
    again.unmount();
    renderPage(<DistributorList />, { user: operator, resource: 'distributor' });
    for (const name of ['Jakarta Reseller', 'Nusantara POS']) expect(labelsIn(await rowOf(name))).toContain('Account rescue');
  });

  it('lists the dealer’s admin accounts with status and last login; Enable only on a disabled one', async () => {
    answer();
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    const dialog = await openRescue();
    expect(within(dialog).getByText('Admin accounts of Jakarta Reseller')).toBeTruthy();
    const active = adminRow(dialog, 'jkt_admin');
    expect(within(active).getByText('Budi')).toBeTruthy();
    expect(within(active).getByText('Enabled')).toBeTruthy();
    expect(within(active).getByText(/2025/)).toBeTruthy();
    expect(within(active).queryByRole('button', { name: 'Enable' })).toBeNull();
    expect(within(adminRow(dialog, 'jkt_spare')).getByText('Disabled')).toBeTruthy();
  });

  it('resets a password: asks for it twice, sends its lowercase hex MD5, toasts', async () => {
    answer();
    renderPage(<DistributorList />, { user: dealerAdmin, resource: 'distributor' });
    const dialog = await openRescue();
    fireEvent.click(within(adminRow(dialog, 'jkt_admin')).getByRole('button', { name: 'Reset password' }));
    const form = await screen.findByTestId('rescue-password');
    expect(within(form).getByText('New password for jkt_admin')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^New password( \*)?$/), { target: { value: 'Fresh123' } });
    fireEvent.change(within(form).getByLabelText(/^Confirm password/), { target: { value: 'Other123' } });
    await settle();
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText(/do not match|not match/i)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/^Confirm password/), { target: { value: 'Fresh123' } });
    await settle();
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ id: 3, staff_id: 11, new_password: md5('Fresh123') }]));
    expect(String(sent[0].new_password)).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(toastTexts()).toContain('The password of jkt_admin was reset'));
    await waitFor(() => expect(screen.queryByTestId('rescue-password')).toBeNull());
  });

  it('enables a disabled admin, toasts and shows it enabled, in Chinese too', async () => {
    answer();
    renderPage(<DistributorList />, { user: operator, resource: 'distributor', lang: 'zh-CN' });
    const dialog = await openRescue('账号救援');
    expect(within(dialog).getByText('Jakarta Reseller 的管理员账号')).toBeTruthy();
    fireEvent.click(within(adminRow(dialog, 'jkt_spare')).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(sent).toEqual([{ id: 3, staff_id: 12, enable: true }]));
    await waitFor(() => expect(toastTexts()).toContain('jkt_spare 已重新启用'));
    await waitFor(() => expect(within(adminRow(dialog, 'jkt_spare')).getByText('启用')).toBeTruthy());
    expect(within(adminRow(dialog, 'jkt_spare')).queryByRole('button', { name: '启用' })).toBeNull();
  });
});
