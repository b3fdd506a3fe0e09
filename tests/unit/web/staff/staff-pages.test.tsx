import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../../../src/http/md5';
import StaffCreate from '../../../../src/staff/StaffCreate';
import StaffEdit from '../../../../src/staff/StaffEdit';
import StaffList from '../../../../src/staff/StaffList';
import { API, currentPath, dealerAdmin, dealerManager, ok, renderPage, settle, toastTexts, userOf } from '../support/render-page';
import { addFilter, rowActionLabels, rowActionNamed } from '../support/list-parts';

const people = [
  {
    id: 3,
    org_id: 2,
    org_name: 'Nusantara',
    account: 'dealer1',
    name: 'Budi',
    phone: '',
    email: '',
    role: 'admin',
    status: 'valid',
    created_at: '2025-01-01T00:00:00.000Z',
    last_login_at: null,
  },
  {
    id: 4,
    org_id: 2,
    org_name: 'Nusantara',
    account: 'manager1',
    name: 'Siti',
    phone: '',
    email: '',
    role: 'manager',
    status: 'valid',
    created_at: '2025-01-01T00:00:00.000Z',
    last_login_at: null,
  },
  {
    id: 5,
    org_id: 2,
    org_name: 'Nusantara',
    account: 'staff1',
    name: 'Agus',
    phone: '',
    email: '',
    role: 'staff',
    status: 'invalid',
    created_at: '2025-01-01T00:00:00.000Z',
    last_login_at: null,
  },
  {
    id: 6,
    org_id: 7,
    org_name: 'Jakarta',
    account: 'dealer2',
    name: 'Dewi',
    phone: '',
    email: '',
    role: 'admin',
    status: 'valid',
    created_at: '2025-01-01T00:00:00.000Z',
    last_login_at: null,
  },
];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The dealers below org 2, for the Organisation filter. */
const below = [{ id: 7, name: 'Jakarta', parent_id: 2, level: 2 }];
const dealersBelow = () =>
  mock.get(`${API}/distributor/list`, ({ request }) =>
    HttpResponse.json(ok({ list: new URL(request.url).searchParams.get('parent_id') === '2' ? below : [], total: 1, page: 1, size: 100 })),
  );
/** The employee list, answered with `people` whatever the query, and the dealers below for the filter. */
const listed = () => [
  mock.get(`${API}/staff/list`, () => HttpResponse.json(ok({ list: people, total: people.length, page: 1, size: 20 }))),
  dealersBelow(),
];
const rowOf = async (account: string) => (await screen.findByText(account)).closest('tr')!;
const buttonsIn = (row: HTMLElement) => rowActionLabels(row);
const openReset = async (account: string) => {
  fireEvent.click(rowActionNamed(await rowOf(account), 'Reset password'));
  return screen.findByTestId('reset-password');
};
const roleOptions = async () => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /role|角色/i }));
  return within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent)
    .filter(Boolean);
};

describe('employee list', () => {
  it('shows role and status chips and only the actions the user may take per row', async () => {
    server.use(...listed());
    renderPage(<StaffList />, { user: dealerManager, resource: 'staff' });
    const agus = await rowOf('staff1');
    expect(within(agus).getByText('Staff')).toBeTruthy();
    expect(within(agus).getByText('Disabled')).toBeTruthy();
    expect(buttonsIn(agus)).toEqual(['Edit', 'Reset password', 'Enable']);
    expect(buttonsIn(await rowOf('manager1'))).toEqual(['Edit']);
    expect(buttonsIn(await rowOf('dealer1'))).toEqual([]);
    expect(buttonsIn(await rowOf('dealer2'))).toEqual([]);
  });

  it('resets a password with its MD5 once the confirmation matches', async () => {
    let body: unknown;
    server.use(
      ...listed(),
      mock.post(`${API}/staff/reset_password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(null));
      }),
    );
    renderPage(<StaffList />, { user: dealerAdmin, resource: 'staff' });
    const dialog = await openReset('manager1');
    expect(within(dialog).getByText('Reset the password of Siti')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^new password/i), { target: { value: 'n3w-pass' } });
    fireEvent.change(within(dialog).getByLabelText(/^confirm password/i), { target: { value: 'n3w-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(body).toEqual({ id: 4, new_password: md5('n3w-pass') }));
    await waitFor(() => expect(toastTexts()).toContain('The password of Siti was reset; they must log in again.'));
  });

  it('refuses a confirmation that differs, with the seed message', async () => {
    server.use(...listed());
    renderPage(<StaffList />, { user: dealerAdmin, resource: 'staff' });
    const dialog = await openReset('manager1');
    fireEvent.change(within(dialog).getByLabelText(/^new password/i), { target: { value: 'n3w-pass' } });
    fireEvent.change(within(dialog).getByLabelText(/^confirm password/i), { target: { value: 'other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    expect(await within(dialog).findByText('Confirm password and password do not match')).toBeTruthy();
  });

  it('filters by organisation, its own or a dealer below, kept in the address', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      dealersBelow(),
      mock.get(`${API}/staff/list`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const list = people.filter((p) => !query.has('org_id') || String(p.org_id) === query.get('org_id'));
        return HttpResponse.json(ok({ list, total: list.length, page: 1, size: 20 }));
      }),
    );
    renderPage(<StaffList />, { user: dealerAdmin, resource: 'staff', path: '/employee/list' });
    await rowOf('dealer2');
    await addFilter('Organisation');
    const org = await screen.findByRole('combobox', { name: 'Organisation' });
    fireEvent.mouseDown(org);
    fireEvent.change(org, { target: { value: 'Jak' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Jakarta' }));
    await waitFor(() => expect(asked.at(-1)?.get('org_id')).toBe('7'));
    await waitFor(() => expect(screen.queryByText('dealer1')).toBeNull());
    expect(screen.getByText('dealer2')).toBeTruthy();
    const address = new URL(currentPath(), 'http://x');
    expect(address.pathname).toBe('/employee/list');
    expect(JSON.parse(address.searchParams.get('filter')!)).toEqual({ org_id: 7 });
    // its own org is a choice too
    fireEvent.change(org, { target: { value: 'Dealer' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Dealer 2' }));
    await waitFor(() => expect(asked.at(-1)?.get('org_id')).toBe('2'));
  });

  it('offers no organisation filter to a level-2 dealer, who has no dealer below', async () => {
    server.use(...listed());
    renderPage(<StaffList />, {
      user: userOf({ role: 'admin', org_type: 'dealer', org_level: 2, org_id: 7, staff_id: 6 }),
      resource: 'staff',
    });
    await rowOf('dealer2');
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Role' })).toBeTruthy();
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Organisation' })).toBeNull();
  });
});

describe('employee create and edit', () => {
  it('offers an admin every role and a manager only manager and staff', async () => {
    renderPage(<StaffCreate />, { user: dealerAdmin, resource: 'staff' });
    expect(await roleOptions()).toEqual(['Admin', 'Manager', 'Staff']);
  });

  it('limits a manager to manager and staff, in Chinese too', async () => {
    renderPage(<StaffCreate />, { user: dealerManager, resource: 'staff', lang: 'zh-CN' });
    expect(await roleOptions()).toEqual(['Manager', 'Staff'].map((r) => ({ Manager: '经理', Staff: '员工' })[r]));
  });

  it('checks the email format before sending anything', async () => {
    renderPage(<StaffCreate />, { user: dealerManager, resource: 'staff', path: '/employee/edit' });
    fireEvent.change(screen.getByLabelText(/^email/i), { target: { value: 'putri@' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Please enter the correct email format')).toBeTruthy();
    expect(screen.getAllByText('This item is required').length).toBeGreaterThanOrEqual(4);
  });

  it('creates an employee with the password as MD5 and shows an existing account (2101) on the account field', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      mock.post(`${API}/staff/create`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return bodies.length === 1
          ? HttpResponse.json({ code: 2101, data: null, msg: 'Admin account already exists' })
          : HttpResponse.json(ok({ id: 20 }));
      }),
    );
    renderPage(<StaffCreate />, { user: dealerManager, resource: 'staff', path: '/employee/edit' });
    fireEvent.change(screen.getByLabelText(/^account/i), { target: { value: 'staff1' } });
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'Putri' } });
    fireEvent.change(screen.getByLabelText(/^email/i), { target: { value: 'putri@nusantara.id' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /role/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Staff' }));
    fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'pw123456' } });
    fireEvent.change(screen.getByLabelText(/^confirm password/i), { target: { value: 'pw123456' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(toastTexts()).toEqual(['Admin account already exists']));
    const account = screen.getByLabelText(/^account/i);
    await waitFor(() => expect(account.closest('.MuiFormControl-root')!.textContent).toContain('Admin account already exists'));
    expect(account.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(account, { target: { value: 'putri' } });
    // checked on change: the refusal goes as soon as the account is changed
    await waitFor(() => expect(account.closest('.MuiFormControl-root')!.textContent).not.toContain('already exists'));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(currentPath()).toBe('/employee/list'));
    expect(bodies[1]).toEqual({ account: 'putri', name: 'Putri', email: 'putri@nusantara.id', role: 'staff', password: md5('pw123456') });
  });

  it('shows an admin to a manager read-only, without Save', async () => {
    server.use(mock.get(`${API}/staff/detail`, () => HttpResponse.json(ok(people[0]))));
    renderPage(<StaffEdit />, { user: dealerManager, resource: 'staff', path: '/employee/edit?id=3' });
    expect(await screen.findByTestId('read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
    // nothing can be typed into its fields either: they sit in a disabled fieldset (browsers disable every control in it)
    for (const label of [/^name/i, /^phone/i, /^email/i]) expect(screen.getByLabelText(label).closest('fieldset[disabled]')).not.toBeNull();
  });

  it('leaves the fields of an employee the user manages open', async () => {
    server.use(mock.get(`${API}/staff/detail`, () => HttpResponse.json(ok(people[2]))));
    renderPage(<StaffEdit />, { user: dealerAdmin, resource: 'staff', path: '/employee/edit?id=5' });
    await screen.findByRole('button', { name: /save/i });
    expect(screen.getByLabelText(/^name/i).closest('fieldset[disabled]')).toBeNull();
  });

  it('shows why an employee cannot be loaded', async () => {
    server.use(mock.get(`${API}/staff/detail`, () => HttpResponse.json({ code: 1004, data: null, msg: 'Not found' }, { status: 404 })));
    renderPage(<StaffEdit />, { user: dealerAdmin, resource: 'staff', path: '/employee/edit?id=99' });
    expect((await screen.findByTestId('load-error')).textContent).toContain('Not found');
  });
});
