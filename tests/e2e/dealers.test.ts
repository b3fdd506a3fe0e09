/**
 * Dealers end to end, in headless Chromium against the real server (built app from dist/, fresh
 * demo database): a level-1 admin creates a level-2 dealer with its admin account, moves quota and
 * reads the log, exports the list (read back with exceljs), and the new admin logs in; buttons
 * follow perm_codes and the server's refusals (2101, 61001, 1003) show as toasts. Screenshots of the
 * list and the quota dialog in en-US and zh-CN go to screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { chooseLanguage, expectPath, expectToast, menuKeys } from './app';
import {
  combobox,
  download,
  fillForm,
  input,
  link,
  rowAction,
  readOnlyText,
  rowButtons,
  rowOf,
  rows,
  save,
  shot,
  shown,
  useSuite,
} from './list-pages';

const suite = useSuite();

describe('dealers', () => {
  it('a level-1 admin creates a level-2 dealer, moves quota, exports, and the new admin logs in', async () => {
    const page = await suite.start('dealer1');
    await suite.openList(page, '/distributor/list');
    await shot(page, 'dealers-list-en-US');

    // create, with the app's validation messages and the server's 2101
    await link(page, /create/i).click();
    await page.waitForURL('**/distributor/edit');
    await input(page, 'email').fill('not-an-email');
    await save(page);
    await expect.poll(() => page.getByText('This item is required').count()).toBeGreaterThanOrEqual(5);
    await page.getByText('Please enter the correct email format').waitFor();
    await expect.poll(() => readOnlyText(page, 'country').inputValue()).toBe('Indonesia');
    await fillForm(page, {
      name: 'Bandung Reseller',
      contact_name: 'Rina Wijaya',
      contact_phone: '+62 811 2233 4455',
      email: 'rina@bandung-reseller.co.id',
      admin_account: 'dealer2',
      admin_password: 'bandung123',
      admin_password_confirm: 'bandung123',
    });
    await save(page);
    await expectToast(page, 'Admin account already exists');
    expectPath(page, '/distributor/edit');
    await input(page, 'admin_account').fill('bandung_admin');
    await save(page);
    await page.waitForURL('**/distributor/list');
    const row = rowOf(page, 'Bandung Reseller');
    await row.waitFor();
    await row.getByText('Level 2').waitFor();
    expect(await rowButtons(row)).toEqual(['Edit', 'Quota', 'SMS top-up', 'Account rescue', 'Settings', 'Disable']);

    // quota: validation, 61001, allocate, reclaim, the log
    await rowAction(row, 'Quota');
    const dialog = page.getByTestId('quota-dialog');
    await input(dialog, 'amount').fill('0');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Accounts to move should be greater than 0').waitFor();
    // more than the dealer has left: refused on the field before anything is sent (61001's text)
    await input(dialog, 'amount').fill('100000');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Purchased Accounts is not enough').waitFor();
    await input(dialog, 'amount').fill('25');
    await input(dialog, 'remark').fill('first batch');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Quota updated');
    await dialog.getByTestId('quota-log-row').filter({ hasText: '+25' }).waitFor();
    await dialog.getByLabel('Reclaim').check();
    await input(dialog, 'amount').fill('5');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByTestId('quota-log-row').filter({ hasText: '-5' }).waitFor();
    await dialog.getByText('Quota 20, remaining 20').waitFor();
    const log = await dialog.getByTestId('quota-log-row').allInnerTexts();
    expect(log).toHaveLength(2);
    expect(log[1]).toContain('first batch');
    await shot(page, 'quota-dialog-en-US');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await row.getByText('20', { exact: true }).first().waitFor();

    // export: every row the list has, then only the filtered ones
    const total = (await suite.api.get('/distributor/list', { token: suite.session!.token, query: { page: 1, size: 1 } })).data
      .total as number;
    const all = await download(page);
    expect(all.name).toMatch(/^Dealers-.*\.xlsx$/);
    expect(all.rows).toHaveLength(total + 1);
    expect(all.rows[0]).toContain('Remaining quota');
    expect(all.rows.some((r) => r.includes('Bandung Reseller'))).toBe(true);
    await input(page, 'name').fill('Band');
    await rowOf(page, 'Jakarta').waitFor({ state: 'detached' });
    const filtered = await download(page);
    expect(filtered.rows).toHaveLength(2);
    expect(filtered.rows[1]).toContain(20);

    // the same pages in Chinese
    await input(page, 'name').fill('');
    await chooseLanguage(page, '简体中文');
    await shown(page.getByText('剩余配额')).first().waitFor();
    await shot(page, 'dealers-list-zh-CN');
    await rowAction(rowOf(page, 'Bandung Reseller'), '配额');
    await page.getByTestId('quota-dialog').getByText('变动记录').waitFor();
    await page.getByTestId('quota-log-row').nth(1).waitFor();
    await shot(page, 'quota-dialog-zh-CN');
    await page.getByTestId('quota-dialog').getByRole('button', { name: '关闭' }).click();
    await chooseLanguage(page, 'English');

    // the new admin logs in: a level-2 dealer has no Dealer Manage, and 20 accounts
    await suite.loginAs(page, 'bandung_admin', 'bandung123');
    await page.getByTestId('side-menu').waitFor();
    expect(await menuKeys(page)).not.toContain('Distributor');
    await page.getByTestId('stat-quota').getByText('20').waitFor();
    await suite.open(page, '/distributor/list');
    await page.getByTestId('no-permission').waitFor();
  });

  it('hides what perm_codes leave out, and shows the server’s refusal when they are stale (1003)', async () => {
    // the admin assigns a dealer to its employee, who then sees it with Edit only
    const admin = await suite.start('dealer1');
    await suite.openList(admin, '/distributor/list');
    await rowOf(admin, 'Jakarta Selatan Reseller').getByRole('link', { name: 'Edit' }).click();
    await admin.waitForURL('**/distributor/edit?id=*');
    await combobox(admin, /assigned employee/i).click();
    await admin.getByRole('option', { name: 'Agus Pratama' }).click();
    await save(admin);
    await admin.waitForURL('**/distributor/list');

    const page = await suite.start('staff1');
    await suite.openList(page, '/distributor/list');
    expect(await rows(page).allInnerTexts()).toHaveLength(1);
    expect(await rowButtons(rowOf(page, 'Jakarta Selatan Reseller'))).toEqual(['Edit']);

    const manager = await suite.start('manager1');
    await suite.openList(manager, '/distributor/list');
    await link(manager, /create/i).click();
    await manager.waitForURL('**/distributor/edit');
    // meanwhile the operator stops this dealer from creating level-2 dealers
    const adminToken = await suite.api.login('admin', 'admin123');
    const orgId = (await suite.api.get('/account_info', { token: suite.session!.token })).data.org_id as number;
    const changed = await suite.api.post('/distributor/setting', { id: orgId, can_create_subdealer: false }, { token: adminToken });
    expect(changed.code).toBe(0);
    await fillForm(manager, {
      name: 'Too Late Reseller',
      contact_name: 'Nobody',
      contact_phone: '+62 800',
      admin_account: 'too_late',
      admin_password: 'toolate123',
      admin_password_confirm: 'toolate123',
    });
    await save(manager);
    await expectToast(manager, 'No permission');
    expectPath(manager, '/distributor/edit');
    // fresh user info: Create is gone
    await suite.openList(manager, '/distributor/list');
    expect(await link(manager, /create/i).count()).toBe(0);
    await suite.api.post('/distributor/setting', { id: orgId, can_create_subdealer: true }, { token: adminToken });
  });
});
