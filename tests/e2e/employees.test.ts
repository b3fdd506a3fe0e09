/**
 * Employees end to end, in headless Chromium against the real server: an admin creates an employee
 * (role select, seed messages), resets the password and disables the account, which then cannot log
 * in (2010); a manager gives only the roles it may and cannot touch the admin. Screenshots of the
 * list in en-US and zh-CN go to screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { chooseLanguage, expectToast } from './app';
import { combobox, fillForm, input, link, rowAction, rowButtons, rowOf, save, shot, shown, useSuite } from './list-pages';

const suite = useSuite();

describe('employees', () => {
  it('an admin creates an employee, resets the password and disables the account', async () => {
    const page = await suite.start('dealer1');
    await suite.openList(page, '/employee/list');
    await shot(page, 'employees-list-en-US');
    expect(await rowButtons(rowOf(page, 'dealer1'))).toEqual(['Edit']);
    expect(await rowButtons(rowOf(page, 'manager1'))).toEqual(['Edit', 'Reset password', 'Disable']);
    expect(await rowButtons(rowOf(page, 'dealer2'))).toEqual([]);

    await link(page, /create/i).click();
    await page.waitForURL('**/employee/edit');
    await input(page, 'password').waitFor();
    await combobox(page, /role/i).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Admin', 'Manager', 'Staff']);
    await page.getByRole('option', { name: 'Staff', exact: true }).click();
    await fillForm(page, { account: 'kasir01', name: 'Putri Kasir', email: 'putri@', password: 'kasir123', password_confirm: 'kasir124' });
    await save(page);
    await page.getByText('Please enter the correct email format').waitFor();
    await page.getByText('Confirm password and password do not match').waitFor();
    await input(page, 'email').fill('putri@nusantarapos.co.id');
    await input(page, 'password_confirm').fill('kasir123');
    await save(page);
    await page.waitForURL('**/employee/list');
    const row = rowOf(page, 'kasir01');
    await row.getByText('Staff').waitFor();

    await rowAction(row, 'Reset password');
    const reset = page.getByTestId('reset-password');
    await fillForm(reset, { new_password: 'kasir456', new_password_confirm: 'kasir456' });
    await reset.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'The password of Putri Kasir was reset; they must log in again.');

    await rowAction(row, 'Disable');
    await page.getByRole('dialog').getByText('Putri Kasir will be logged out and unable to log in until enabled again.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await row.getByText('Disabled').waitFor();
    expect(await rowButtons(row)).toContain('Enable');

    await chooseLanguage(page, '简体中文');
    await shown(page.getByText('最近登录')).waitFor();
    await shot(page, 'employees-list-zh-CN');
    await chooseLanguage(page, 'English');

    await suite.loginAs(page, 'kasir01', 'kasir456');
    await expectToast(page, 'The account is invalid, please contact the administrator');
  });

  it('a manager gives only manager and staff roles and cannot touch the admin', async () => {
    const page = await suite.start('manager1');
    await suite.openList(page, '/employee/list');
    expect(await rowButtons(rowOf(page, 'dealer1'))).toEqual([]);
    expect(await rowButtons(rowOf(page, 'staff1'))).toEqual(['Edit', 'Reset password', 'Disable']);
    await link(page, /create/i).click();
    await page.waitForURL('**/employee/edit');
    await input(page, 'password').waitFor();
    await combobox(page, /role/i).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Manager', 'Staff']);
  });
});
