import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import CompanyCreate from '../../../../src/company/CompanyCreate';
import CompanyEdit from '../../../../src/company/CompanyEdit';
import CompanyList from '../../../../src/company/CompanyList';
import { md5 } from '../../../../src/http/md5';
import { API, currentPath, dealerAdmin, dealerStaff, ok, renderPage, settle, toastTexts, userOf } from '../support/render-page';
import { brand, readAnswers } from './fixtures';
import { rowActionLabels } from '../support/list-parts';
import { openSelect } from '../support/select';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
const level2 = userOf({ role: 'admin', org_type: 'dealer', org_level: 2, org_id: 7, staff_id: 9 });

function answers(answer: () => Response = () => HttpResponse.json(ok({ id: 12 }))) {
  const sent: Record<string, unknown>[] = [];
  let lastQuery: URLSearchParams | undefined;
  server.use(
    mock.get(`${API}/company/list`, ({ request }) => {
      lastQuery = new URL(request.url).searchParams;
      return HttpResponse.json(ok({ list: [brand], total: 1, page: 1, size: 20 }));
    }),
    mock.get(`${API}/distributor/detail`, () => HttpResponse.json(ok({ id: 7, name: 'Jakarta Reseller', country: 'MY' }))),
    mock.post(`${API}/company/create`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
    ...readAnswers(),
  );
  return { sent, query: () => lastQuery };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /save|保存/i }));
const choose = async (label: RegExp, option: string) => {
  await openSelect(label);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
/** The country chosen in its select, or shown as read-only text where it is fixed. */
const countryShown = () =>
  screen.queryByRole('combobox', { name: /^country|^国家/i })?.textContent ??
  (screen.getByRole('textbox', { name: /^country|^国家/i }) as HTMLInputElement).value;
const buttonsIn = (row: HTMLElement) => rowActionLabels(row);

function fillValid() {
  type(/^name/i, 'Sate Khas Senayan');
  type(/^contact name/i, 'Rina');
  type(/^contact phone/i, '+62 811 000');
  type(/^admin account/i, 'satekhas');
  type(/^admin password/i, 'secret123');
  type(/^confirm password/i, 'secret123');
}

describe('brand pages', () => {
  it('lists brands with their number of stores and the actions the user may take', async () => {
    const { query } = answers();
    renderPage(<CompanyList />, { user: dealerAdmin, resource: 'company' });
    const row = (await screen.findByText('Kopi Kenangan Kita')).closest('tr')!;
    expect(query()?.get('sort')).toBe('created_at');
    expect(within(row).getByText('kopikita')).toBeTruthy();
    expect(within(row).getByText('Enabled')).toBeTruthy();
    expect(buttonsIn(row)).toEqual(['Edit', 'Disable']);
    expect(screen.getByRole('columnheader', { name: 'Branches' })).toBeTruthy();
  });

  it('gives the staff role Edit only, and a level-2 dealer no dealer column', async () => {
    answers();
    const { unmount } = renderPage(<CompanyList />, { user: dealerStaff, resource: 'company' });
    expect(buttonsIn((await screen.findByText('Kopi Kenangan Kita')).closest('tr')!)).toEqual(['Edit']);
    unmount();
    renderPage(<CompanyList />, { user: level2, resource: 'company' });
    await screen.findByText('Kopi Kenangan Kita');
    expect(screen.queryByRole('columnheader', { name: 'Dealer' })).toBeNull();
  });

  it('creates a dealer’s brand in its country, with the admin password as MD5', async () => {
    const { sent } = answers();
    renderPage(<CompanyCreate />, { user: dealerAdmin, resource: 'company', path: '/seller/company/add' });
    await waitFor(() => expect(countryShown()).toBe('Indonesia'));
    expect(screen.getByText('A dealer’s brands are in the dealer’s country.')).toBeTruthy();
    fillValid();
    await settle();
    save();
    await waitFor(() => expect(currentPath()).toBe('/seller/company/list'));
    expect(sent[0]).toMatchObject({
      name: 'Sate Khas Senayan',
      country: 'ID',
      contact_name: 'Rina',
      admin_account: 'satekhas',
      admin_password: md5('secret123'),
    });
    expect(sent[0]).not.toHaveProperty('admin_password_confirm');
    expect(toastTexts()).toContain('Brand created');
  });

  it('lets the operator place a brand under a dealer (its country follows) or keep it and choose one', async () => {
    answers();
    renderPage(<CompanyCreate />, { user: operator, resource: 'company' });
    fillValid();
    save();
    expect((await screen.findAllByText('This item is required')).length).toBe(1);
    await choose(/^dealer/i, 'Jakarta Reseller');
    await waitFor(() => expect(countryShown()).toBe('Malaysia'));
  });

  it('lists the user’s own dealer once in the Dealer select, as its empty choice', async () => {
    answers();
    // the dealer list also holds the user's own org
    server.use(
      mock.get(`${API}/distributor/list`, () =>
        HttpResponse.json(
          ok({
            list: [
              { id: 2, name: 'Dealer 2' },
              { id: 7, name: 'Jakarta Reseller' },
            ],
            total: 2,
            page: 1,
            size: 25,
          }),
        ),
      ),
    );
    renderPage(<CompanyCreate />, { user: dealerAdmin, resource: 'company' });
    await openSelect(/^dealer/i);
    await screen.findByRole('option', { name: 'Jakarta Reseller' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Dealer 2', 'Jakarta Reseller']);
  });

  it('checks required fields with the seed’s messages, in both languages', async () => {
    answers();
    const { unmount } = renderPage(<CompanyCreate />, { user: dealerAdmin, resource: 'company' });
    type(/^email/i, 'not-an-email');
    save();
    expect((await screen.findAllByText('This item is required')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Please enter the correct email format')).toBeTruthy();
    unmount();
    renderPage(<CompanyCreate />, { user: dealerAdmin, resource: 'company', lang: 'zh-CN' });
    type(/^邮箱/, 'wrong@');
    save();
    expect((await screen.findAllByText('此项为必填项')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('请输入正确的邮箱格式')).toBeTruthy();
  });

  it('shows the server’s refusals (2102, 2104) as toasts and keeps the form', async () => {
    answers(() => HttpResponse.json({ code: 2102, data: null, msg: 'Brand admin account already exists', reason: 'admin_account' }));
    renderPage(<CompanyCreate />, { user: dealerAdmin, resource: 'company', path: '/seller/company/add' });
    fillValid();
    await settle();
    save();
    await waitFor(() => expect(toastTexts()).toEqual(['Brand admin account already exists']));
    expect(currentPath()).toBe('/seller/company/add');
  });

  it('edits a brand without its admin account, which shows read-only', async () => {
    let body: unknown;
    server.use(
      ...readAnswers(),
      mock.post(`${API}/company/update`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ ...brand, contact_name: 'Dewi' }));
      }),
    );
    renderPage(<CompanyEdit />, { user: dealerAdmin, resource: 'company', path: '/seller/company/edit?id=11' });
    await waitFor(() => expect((screen.getByLabelText(/^contact name/i) as HTMLInputElement).value).toBe('Rina'));
    expect((screen.getByLabelText(/^admin account/i) as HTMLInputElement).readOnly).toBe(true);
    type(/^contact name/i, 'Dewi');
    await settle();
    save();
    await waitFor(() => expect(body).toEqual({ id: 11, contact_name: 'Dewi' }));
  });
});
