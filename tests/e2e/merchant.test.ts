/**
 * Brands, stores and versions end to end, in headless Chromium against the real server (built app
 * from dist/, fresh demo database). A level-1 dealer admin creates a brand (2102 first) and a store
 * whose Friday runs past midnight, activates and renews it (its accounts and the new expiry shown
 * first), enables bill numbers and changes their format once (a second attempt is refused: 2202),
 * and clears the store's data once. The operator creates a version, allows it to the dealer, and the
 * dealer assigns it to a store. Screenshots in en-US and zh-CN go to screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, expectToast } from './app';
import {
  combobox,
  confirm,
  dialog,
  fillForm,
  goToSection,
  input,
  link,
  readOnlyText,
  rowAction,
  rowButtons,
  rowOf,
  save,
  shot,
  shown,
  useSuite,
} from './list-pages';

const suite = useSuite();

const dayRow = (page: Page, day: number) => shown(page.getByTestId(`hours-day-${day}`));
async function choose(page: Page, label: RegExp, option: string) {
  await combobox(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
/** The user's remaining accounts, as the API says. */
const remaining = async () => (await suite.api.get('/account_info', { token: suite.session!.token })).data.remaining_quota as number;
/** The whole store (its detail: a list row carries the list's fields only). */
const storeNamed = async (name: string) => {
  const token = suite.session!.token;
  const { id } = (await suite.api.get('/store/list', { token, query: { page: 1, size: 1, name } })).data.list[0];
  return (await suite.api.get('/store/detail', { token, query: { id } })).data;
};
const YEAR = 365 * 86_400_000;

describe('merchant area', () => {
  it('a dealer creates a brand and a store with overnight hours, activates, renews, sets bill numbers and clears data', async () => {
    const page = await suite.start('dealer1');
    await suite.openList(page, '/seller/company/list');
    await shot(page, 'brands-list-en-US');

    // a brand, whose admin account must be new (2102)
    await link(page, /create/i).click();
    await page.waitForURL('**/seller/company/add');
    await input(page, 'admin_account').waitFor();
    await expect.poll(() => readOnlyText(page, 'country').inputValue()).toBe('Indonesia');
    await fillForm(page, {
      name: 'Sate Khas Senayan',
      contact_name: 'Rina Wijaya',
      contact_phone: '+62 811 2233 4455',
      admin_account: 'kopikita',
      admin_password: 'satekhas123',
      admin_password_confirm: 'satekhas123',
    });
    await save(page);
    await expectToast(page, 'Brand admin account already exists');
    await input(page, 'admin_account').fill('satekhas');
    await save(page);
    await page.waitForURL('**/seller/company/list');
    await rowOf(page, 'Sate Khas Senayan').getByText('satekhas').waitFor();

    // a store of that brand: Indonesia's time zone and map centre, Friday until 02:00 on Saturday
    await suite.open(page, '/seller/store/list');
    await link(page, /create/i).click();
    await page.waitForURL('**/seller/store/add');
    await input(page, 'tables').waitFor();
    await choose(page, /^brand/i, 'Sate Khas Senayan');
    await expect.poll(() => readOnlyText(page, 'country').inputValue()).toBe('Indonesia');
    await expect.poll(() => input(page, 'lat').inputValue()).toBe('-6.2088');
    await input(page, 'name').fill('Sate Khas Kemang');
    await input(page, 'tables').fill('24');
    await dayRow(page, 5)
      .getByLabel(/closes/i)
      .fill('02:00 AM');
    await dayRow(page, 5).getByText('Overnight: closes 02:00 AM the next day').waitFor();
    await dayRow(page, 0).getByRole('switch').uncheck();
    await shot(page, 'store-add-en-US');
    await save(page);
    await page.waitForURL('**/seller/store/list');
    const row = rowOf(page, 'Sate Khas Kemang');
    await row.getByText('Awaiting activation').waitFor();
    expect(await rowButtons(row)).toEqual(['Activate', 'Edit', 'Clear data']);
    const created = await storeNamed('Sate Khas Kemang');
    expect(created.business_hours).toContainEqual({ day: 5, open: '09:00', close: '02:00' });
    expect(created.business_hours.map((h: { day: number }) => h.day)).not.toContain(0);

    // activate for one year: the dealer's accounts before and after, then the new expiry
    const before = await remaining();
    await rowAction(row, 'Activate');
    await dialog(page)
      .getByText(`${before} now, ${before - 1} after using 1`)
      .waitFor();
    await expect.poll(() => dialog(page).getByTestId('licence-expiry').innerText()).toMatch(/GMT\+7$/);
    await shot(page, 'store-activate-en-US');
    await confirm(page);
    await expectToast(page, 'Sate Khas Kemang is active');
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await remaining()).toBe(before - 1);

    // renew for two years, from the current expiry
    await rowAction(row, 'Renew');
    await input(dialog(page), 'years').fill('2');
    await dialog(page)
      .getByText(`${before - 1} now, ${before - 3} after using 2`)
      .waitFor();
    await confirm(page);
    await expectToast(page, 'Sate Khas Kemang is renewed');
    expect(await remaining()).toBe(before - 3);
    const renewed = await storeNamed('Sate Khas Kemang');
    expect(Date.parse(renewed.expire_at) - Date.now()).toBeGreaterThan(2.9 * YEAR);

    // bill numbers: a second page opened now will be stale
    const stale = await page.context().newPage();
    await suite.open(stale, `/seller/store/edit?id=${created.id}`);
    await goToSection(stale, 'bill');
    await stale.getByTestId('bill-preview').getByText('000000000001').waitFor();
    await rowAction(row, 'Edit');
    await page.waitForURL('**/seller/store/edit?id=*');
    await input(page, 'tables').waitFor();
    await goToSection(page, 'bill');
    const bill = shown(page.getByTestId('bill-settings'));
    await bill.getByText('Once enabled, bill numbers cannot be disabled.').waitFor();
    await bill.getByLabel('Bill feature').check();
    await bill.getByRole('button', { name: 'Save' }).click();
    await dialog(page)
      .getByText(/This is final/)
      .waitFor();
    await confirm(page);
    await expectToast(page, 'Bill settings saved');
    await bill.getByText('The Bill feature cannot be disabled once enabled').waitFor();
    await bill.getByLabel(/^Daily reset/).check();
    await bill.getByRole('button', { name: 'Save' }).click();
    await dialog(page)
      .getByText(/this is that change/)
      .waitFor();
    await confirm(page);
    await bill.getByText('The bill number format can only be changed once').waitFor();
    expect(await bill.getByLabel(/^Sequential/).isDisabled()).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: '2-digit', month: '2-digit', day: '2-digit' })
      .format(new Date())
      .replace(/-/g, '');
    await bill.getByText(`${today}000001`).waitFor();
    await shot(page, 'store-edit-en-US');
    // the stale page still offers the change: the server refuses it
    const staleBill = stale.getByTestId('bill-settings');
    await staleBill.getByLabel('Bill feature').check();
    await staleBill.getByRole('button', { name: 'Save' }).click();
    await stale.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectToast(stale, 'The bill number format can only be changed once');
    await stale.close();

    // data clearing: the rule before confirming, then once only
    await suite.open(page, '/seller/store/list');
    await rowAction(rowOf(page, 'Sate Khas Kemang'), 'Clear data');
    await dialog(page)
      .getByText(/only once, and only within two calendar months of the store’s creation/)
      .waitFor();
    await confirm(page);
    await expectToast(page, 'The data of Sate Khas Kemang was cleared');
    await rowOf(page, 'Sate Khas Kemang').getByTestId('row-menu-button').click();
    const clear = shown(page.getByTestId('clear-data')).first();
    await expect.poll(() => clear.getAttribute('title')).toMatch(/^Already cleared on /);
    expect(await clear.getByTestId('row-action').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    expect((await storeNamed('Sate Khas Kemang')).data_cleared_at).not.toBeNull();

    // the same pages in Chinese
    await chooseLanguage(page, '简体中文');
    await rowOf(page, 'Sate Khas Kemang').getByText('已激活').waitFor();
    await shot(page, 'stores-list-zh-CN');
    await rowAction(rowOf(page, 'Sate Khas Kemang'), '编辑');
    await goToSection(page, 'bill');
    await shown(page.getByTestId('bill-settings')).getByText('账单号格式只能修改一次').waitFor();
    await dayRow(page, 5).getByText('跨夜：次日 02:00 打烊').waitFor();
    await shot(page, 'store-edit-zh-CN');
    await suite.open(page, '/seller/company/list');
    await rowOf(page, 'Sate Khas Senayan').getByText('启用').waitFor();
    await shot(page, 'brands-list-zh-CN');
    await suite.open(page, '/seller/store/list');
    await rowOf(page, 'Kopi Kita Sudirman').waitFor();
    const waiting = rowOf(page, '待激活').first();
    await waiting.getByRole('button', { name: '激活' }).click();
    await dialog(page)
      .getByText(/使用 1 个后剩/)
      .waitFor();
    await shot(page, 'store-activate-zh-CN');
  }, 300_000); // the whole merchant day in one scenario: minutes on a busy 2-core machine

  it('the operator creates a version that a dealer then assigns to a store', async () => {
    const admin = await suite.start('admin');
    await suite.openList(admin, '/version/list');
    await link(admin, /create/i).click();
    await admin.waitForURL('**/version/edit');
    await input(admin, 'version_no').waitFor();
    await fillForm(admin, { name: 'POS Android', version_no: 'v5.3', download_url: 'https://dl.example.com/pos-5.3.0.apk' });
    await choose(admin, /^platform/i, 'Android');
    await save(admin);
    await admin.getByText('Wrong format').waitFor();
    await input(admin, 'version_no').fill('5.3.0');
    await input(admin, 'release_notes').fill('Split bills by seat.');
    await shot(admin, 'version-edit-en-US');
    await save(admin);
    await admin.waitForURL('**/version/list');
    await rowOf(admin, '5.3.0').getByText('Android', { exact: true }).waitFor();
    await shot(admin, 'versions-list-en-US');

    // a dealer may assign only the versions its settings allow
    const dealer = await suite.start('dealer1');
    await suite.openList(dealer, '/seller/store/list');
    await rowAction(rowOf(dealer, 'Kopi Kita Sudirman'), 'Edit');
    await input(dealer, 'tables').waitFor();
    await combobox(dealer, /^version/i).click();
    await dealer.getByRole('option', { name: 'POS Android 5.2.0' }).waitFor();
    expect(await dealer.getByRole('option', { name: 'POS Android 5.3.0' }).count()).toBe(0);
    await dealer.keyboard.press('Escape');

    // the operator allows it to the dealer
    const dealerOrg = (await suite.api.get('/account_info', { token: suite.session!.token })).data.org_id as number;
    const operator = await suite.start('admin');
    await suite.open(operator, `/distributor/setting?id=${dealerOrg}`);
    await operator.getByTestId('distributor-setting').waitFor();
    await operator.getByLabel('POS Android 5.3.0').check();
    await operator.getByRole('button', { name: 'Save' }).click();
    await expectToast(operator, 'Settings saved');

    const assigner = await suite.start('dealer1');
    await suite.openList(assigner, '/seller/store/list');
    await rowAction(rowOf(assigner, 'Kopi Kita Sudirman'), 'Edit');
    await input(assigner, 'tables').waitFor();
    await choose(assigner, /^version/i, 'POS Android 5.3.0');
    // the version is saved with its section (Basics), and the page's summary shows it
    await assigner.getByTestId('store-basics').getByRole('button', { name: 'Save' }).click();
    await shown(assigner.getByTestId('summary-version')).getByText('POS Android 5.3.0').waitFor();
    expect((await storeNamed('Kopi Kita Sudirman')).version_name).toBe('POS Android 5.3.0');

    await chooseLanguage(assigner, '简体中文');
    await suite.open(assigner, '/version/list');
    await rowOf(assigner, '5.3.0').getByText('启用').waitFor();
    await shot(assigner, 'versions-list-zh-CN');
  });
});
