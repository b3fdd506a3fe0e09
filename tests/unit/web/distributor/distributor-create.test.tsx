import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import DistributorCreate from '../../../../src/distributor/DistributorCreate';
import { md5 } from '../../../../src/http/md5';
import { toasts } from '../../../../src/notify/toast';
import { API, currentPath, dealerAdmin, helperTextOf, ok, renderPage, settle, toastTexts, userOf } from '../support/render-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The employees the "assigned employee" select offers. */
const staffOfOrg = () =>
  mock.get(`${API}/staff/list`, () => HttpResponse.json(ok({ list: [{ id: 4, name: 'Siti' }], total: 1, page: 1, size: 25 })));

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
/** The text under a field: its helper, counter or error. */
const helperOf = (label: RegExp) => helperTextOf(field(label));
const save = () => fireEvent.click(screen.getByRole('button', { name: /save|保存/i }));

function fillValid() {
  type(/^name/i, 'Bandung Reseller');
  type(/^contact \*/i, 'Rina');
  type(/^contact phone/i, '+62 811 000');
  type(/^email/i, 'rina@bandung.co.id');
  type(/^admin account/i, 'bandung_admin');
  type(/^admin password/i, 'secret123');
  type(/^confirm password/i, 'secret123');
}

/** Opens the create page, the server accepting every create: how many were sent. */
async function openCountingCreates() {
  let sent = 0;
  server.use(
    staffOfOrg(),
    mock.post(`${API}/distributor/create`, () => {
      sent += 1;
      return HttpResponse.json(ok({ id: 12 }));
    }),
  );
  renderPage(<DistributorCreate />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/edit' });
  await screen.findByText(/will be a Level 2 dealer/);
  return () => sent;
}

describe('dealer create', () => {
  it('checks required fields and the email format with the seed messages', async () => {
    server.use(staffOfOrg());
    renderPage(<DistributorCreate />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/edit' });
    await screen.findByText('The new dealer will be a Level 2 dealer under Dealer 2.');
    type(/^email/i, 'not-an-email');
    save();
    expect((await screen.findAllByText('This item is required')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Please enter the correct email format')).toBeTruthy();
  });

  it('shows the same messages in Chinese', async () => {
    server.use(staffOfOrg());
    renderPage(<DistributorCreate />, { user: dealerAdmin, resource: 'distributor', lang: 'zh-CN' });
    type(/^邮箱/, 'wrong@');
    save();
    expect((await screen.findAllByText('此项为必填项')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('请输入正确的邮箱格式')).toBeTruthy();
    // the level in the words of the list's chips (二级), never "2级"
    expect(screen.getByText(/的二级经销商。$/)).toBeTruthy();
  });

  it('sends the admin password as MD5, in the user’s country, and goes back to the list', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      staffOfOrg(),
      mock.post(`${API}/distributor/create`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(ok({ id: 12 }));
      }),
    );
    renderPage(<DistributorCreate />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/edit' });
    await screen.findByText(/will be a Level 2 dealer/);
    fillValid();
    save();
    await waitFor(() => expect(currentPath()).toBe('/distributor/list'));
    expect(body).toMatchObject({
      name: 'Bandung Reseller',
      country: 'ID',
      contact_name: 'Rina',
      contact_phone: '+62 811 000',
      email: 'rina@bandung.co.id',
      admin_account: 'bandung_admin',
      admin_password: md5('secret123'),
    });
    expect(body).not.toHaveProperty('admin_password_confirm');
    expect(toastTexts()).toContain('Dealer created');
    // a save is a success like every other action that worked: green, not react-admin's info blue
    expect(toasts.get().list.find((t) => t.message === 'Dealer created')?.type).toBe('success');
  });

  it('shows the server’s refusal of an existing account (2101) on the admin account field and keeps the form', async () => {
    server.use(
      staffOfOrg(),
      mock.post(`${API}/distributor/create`, () =>
        HttpResponse.json({ code: 2101, data: null, msg: 'Admin account already exists', reason: 'admin_account' }),
      ),
    );
    renderPage(<DistributorCreate />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/edit' });
    await screen.findByText(/will be a Level 2 dealer/);
    fillValid();
    save();
    await waitFor(() => expect(toastTexts()).toContain('Admin account already exists'));
    expect(toastTexts().filter((t) => t === 'Admin account already exists')).toHaveLength(1);
    expect(currentPath()).toBe('/distributor/edit');
    expect(field(/^admin account/i).value).toBe('bandung_admin');
    await waitFor(() => expect(helperOf(/^admin account/i)).toBe('Admin account already exists'));
    expect(field(/^admin account/i).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks a field as the user leaves it and as they change it, before any Save', async () => {
    server.use(staffOfOrg());
    renderPage(<DistributorCreate />, { user: dealerAdmin, resource: 'distributor', path: '/distributor/edit' });
    await screen.findByText(/will be a Level 2 dealer/);
    fireEvent.focus(field(/^contact \*/i));
    fireEvent.blur(field(/^contact \*/i));
    await waitFor(() => expect(helperOf(/^contact \*/i)).toBe('This item is required'));
    type(/^email/i, 'rina@');
    fireEvent.blur(field(/^email/i));
    await waitFor(() => expect(helperOf(/^email/i)).toBe('Please enter the correct email format'));
    type(/^email/i, 'rina@bandung.co.id');
    await waitFor(() => expect(helperOf(/^email/i)).toBe(''));
    type(/^contact \*/i, 'Rina');
    await waitFor(() => expect(helperOf(/^contact \*/i)).toBe(''));
  });

  it('saves at the first click while the field just left is still being checked', async () => {
    const created = await openCountingCreates();
    fillValid();
    await settle();
    // as a pointer does it: the press takes the focus from the field, whose check starts, then the click lands
    fireEvent.focus(field(/^name/i));
    type(/^name/i, 'Bandung Reseller 2');
    fireEvent.blur(field(/^name/i));
    save();
    await waitFor(() => expect(currentPath()).toBe('/distributor/list'));
    expect(created()).toBe(1);
  });

  it('counts the name’s characters and says when a pasted name is too long, without cutting it', async () => {
    const created = await openCountingCreates();
    expect(helperOf(/^name/i)).toBe('0/100');
    fillValid();
    await waitFor(() => expect(helperOf(/^name/i)).toBe('16/100'));
    type(/^name/i, 'N'.repeat(300));
    expect(field(/^name/i).value).toHaveLength(300);
    await waitFor(() => expect(helperOf(/^name/i)).toBe('300/100: at most 100 characters'));
    save();
    await settle();
    expect(created()).toBe(0);
    type(/^name/i, 'N'.repeat(100));
    await waitFor(() => expect(helperOf(/^name/i)).toBe('100/100'));
  });

  it('lets the operator choose the country of a level-1 dealer', async () => {
    const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
    server.use(staffOfOrg());
    renderPage(<DistributorCreate />, { user: operator, resource: 'distributor' });
    await screen.findByText('The new dealer will be a Level 1 dealer under Operator HQ.');
    expect(screen.queryByText('A level-2 dealer is in its upstream dealer’s country.')).toBeNull();
  });
});
