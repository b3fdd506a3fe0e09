/**
 * Account rescue end to end, in headless Chromium against the real server: a level-1 dealer opens
 * the admin accounts of its level-2 dealer from the dealer's row, resets the admin's password (the
 * server ends that admin's sessions), and the admin then logs in with the new password only.
 * Screenshots of the dialog in en-US and zh-CN go to screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { chooseLanguage, expectToast } from './app';
import { fillForm, rowAction, rowOf, shot, shown, useSuite } from './list-pages';

const suite = useSuite();

describe('account rescue', () => {
  it('dealer1 resets the password of its level-2 dealer’s admin, who then logs in with the new one only', async () => {
    const before = await suite.api.login('dealer2', 'dealer123');
    const page = await suite.start('dealer1');
    await suite.openList(page, '/distributor/list');
    const row = rowOf(page, 'Jakarta Selatan Reseller');
    const dialog = page.getByTestId('rescue-dialog');
    const admin = shown(dialog.locator('[data-testid=rescue-admin]')).filter({ hasText: 'dealer2' });

    await chooseLanguage(page, '简体中文');
    await rowAction(row, '账号救援');
    await dialog.getByText('Jakarta Selatan Reseller 的管理员账号').waitFor();
    await admin.getByText('Dewi Lestari').waitFor();
    await shot(page, 'rescue-dialog-zh-CN');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });
    await chooseLanguage(page, 'English');

    await rowAction(row, 'Account rescue');
    await admin.getByText('Dewi Lestari').waitFor();
    await admin.getByText('Enabled').waitFor();
    await shot(page, 'rescue-dialog-en-US');

    await admin.getByRole('button', { name: 'Reset password' }).click();
    const form = page.getByTestId('rescue-password');
    await form.getByText('New password for dealer2').waitFor();
    await fillForm(form, { new_password: 'rescued456', new_password_confirm: 'rescued456' });
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'The password of dealer2 was reset');

    // every session of the rescued admin ended
    expect((await suite.api.get('/account_info', { token: before })).code).toBe(8);

    await suite.loginAs(page, 'dealer2', 'dealer123');
    await expectToast(page, 'Incorrect account or password');
    await suite.loginAs(page, 'dealer2', 'rescued456');
    await page.getByTestId('side-menu').waitFor();
  });
});
