import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import StoreCreate from '../../../../src/store/StoreCreate';
import { API, currentPath, dealerAdmin, ok, renderPage, settle, toastTexts } from '../support/render-page';
import { stubPhoneWidth } from '../support/phone-width';
import { openSelect } from '../support/select';
import { readAnswers, storeOf } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The store list answers a template of the brand; create records what it received. */
function answers(answer: () => Response = () => HttpResponse.json(ok({ id: 30 }))) {
  const template = storeOf({
    id: 22,
    name: 'Kopi Kita Senayan',
    tables: 40,
    business_hours: [{ day: 5, open: '20:00', close: '03:00' }],
  });
  const sent: Record<string, unknown>[] = [];
  server.use(
    ...readAnswers([template]),
    mock.post(`${API}/store/create`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return sent;
}

const choose = async (label: RegExp, option: string) => {
  await openSelect(label);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const dayRow = (day: number) => within(screen.getByTestId(`hours-day-${day}`));
/** Types a time in a day's picker, once it is drawn (they come one per task). */
const setTime = async (day: number, edge: RegExp, value: string) =>
  fireEvent.change(await dayRow(day).findByLabelText(edge), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /save|保存/i }));

describe('store create', () => {
  it('takes the brand’s country and its map centre, hours that cross midnight, and goes back to the list', async () => {
    const sent = answers();
    renderPage(<StoreCreate />, { user: dealerAdmin, resource: 'store', path: '/seller/store/add' });
    await choose(/^brand/i, 'Kopi Kenangan Kita');
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^country/i }) as HTMLInputElement).value).toBe('Indonesia'));
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'Kopi Kita Kemang' } });
    // Friday night to Saturday 02:00, Sunday closed
    await setTime(5, /closes/i, '02:00 AM');
    expect(dayRow(5).getByTestId('overnight').textContent).toBe('Overnight: closes 02:00 AM the next day');
    fireEvent.click(dayRow(0).getByRole('switch'));
    await settle();
    save();
    await waitFor(() => expect(currentPath()).toBe('/seller/store/list'));
    expect(sent[0]).toMatchObject({ company_id: 11, name: 'Kopi Kita Kemang', country: 'ID', lat: -6.2088, lng: 106.8456, tables: 0 });
    const hours = sent[0].business_hours as { day: number }[];
    expect(hours.map((h) => h.day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hours).toContainEqual({ day: 5, open: '09:00', close: '02:00' });
    expect(toastTexts()).toContain('Store created: it waits for activation');
  });

  it('refuses a day that opens and closes at the same time, saying so on that day', async () => {
    const sent = answers();
    renderPage(<StoreCreate />, { user: dealerAdmin, resource: 'store' });
    await choose(/^brand/i, 'Kopi Kenangan Kita');
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'Kopi Kita Kemang' } });
    await setTime(3, /opens/i, '10:00 PM');
    expect(dayRow(3).getByText('Opening and closing times must differ')).toBeTruthy();
    await settle();
    save();
    await settle();
    expect(sent).toEqual([]);
    expect(currentPath()).not.toBe('/seller/store/list');
  });

  it('copies the template’s hours and tables into the form', async () => {
    const sent = answers();
    renderPage(<StoreCreate />, { user: dealerAdmin, resource: 'store' });
    await choose(/^brand/i, 'Kopi Kenangan Kita');
    await choose(/template store/i, 'Kopi Kita Senayan');
    await waitFor(() => expect((screen.getByLabelText(/^tables/i) as HTMLInputElement).value).toBe('40'));
    expect(dayRow(5).getByTestId('overnight').textContent).toBe('Overnight: closes 03:00 AM the next day');
    expect(dayRow(1).getByText('Closed')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'Kopi Kita Kemang' } });
    await settle();
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ template_store_id: 22, tables: 40, business_hours: [{ day: 5, open: '20:00', close: '03:00' }] });
  });

  it('shows the server’s refusal of a name the brand uses (2103) as a toast and keeps the form', async () => {
    answers(() => HttpResponse.json({ code: 2103, data: null, msg: 'Store name already exists', reason: 'name' }));
    renderPage(<StoreCreate />, { user: dealerAdmin, resource: 'store', path: '/seller/store/add' });
    await choose(/^brand/i, 'Kopi Kenangan Kita');
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'Kopi Kita Senayan' } });
    await settle();
    save();
    await waitFor(() => expect(toastTexts()).toEqual(['Store name already exists']));
    expect(currentPath()).toBe('/seller/store/add');
    expect((screen.getByLabelText(/^name/i) as HTMLInputElement).value).toBe('Kopi Kita Senayan');
  });

  it('names the weekdays and the overnight hours in Chinese', async () => {
    answers();
    renderPage(<StoreCreate />, { user: dealerAdmin, resource: 'store', lang: 'zh-CN' });
    expect(dayRow(1).getByText('星期一')).toBeTruthy();
    // the pickers follow the app's language, not the browser's: the 24-hour clock, no AM/PM
    expect(((await dayRow(1).findByLabelText(/开门/)) as HTMLInputElement).value).toBe('09:00');
    await setTime(6, /打烊/, '01:30');
    expect(dayRow(6).getByTestId('overnight').textContent).toBe('跨夜：次日 01:30 打烊');
  });
});

describe('store create on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names every button, the disabled ones drawn as icons alone too', async () => {
    stubPhoneWidth();
    answers();
    renderPage(<StoreCreate />, { user: dealerAdmin, resource: 'store', path: '/seller/store/add' });
    await screen.findByRole('combobox', { name: /^brand/i });
    await settle();
    const unnamed = screen.queryAllByRole('button', { name: /^$/ }).map((button) => button.outerHTML.slice(0, 120));
    expect(unnamed).toEqual([]);
  });
});
