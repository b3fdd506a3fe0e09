/**
 * The session in headless Chromium against the real server: change password, logout after the
 * confirm, and an expired or revoked token.
 */
import { describe, expect, it } from 'vitest';
import { expectPath, expectToast, fillLogin, login, tabPaths, useServerAndBrowser } from './app';

const e2e = useServerAndBrowser();

describe('session', () => {
  it('changes the password: the seed messages, the old-password refusal, then a new login', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'dealer2');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-change-password').click();
    const dialog = page.getByTestId('change-password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Old password required').waitFor();
    await dialog.getByText('New password required').waitFor();
    await dialog.getByText('Confirm password required').waitFor();

    await dialog.getByLabel('Old password').fill('not-my-password');
    await dialog.getByLabel('New password').fill('newpass123');
    await dialog.getByLabel('Confirm password').fill('newpass124');
    await dialog.getByText('Confirm password and password do not match').waitFor();
    await dialog.getByLabel('Confirm password').fill('newpass123');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Incorrect old password');

    await dialog.getByLabel('Old password').fill('dealer123');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Password changed, please login again');
    await page.waitForURL('**/login');

    await fillLogin(page, 'dealer2', 'dealer123');
    await expectToast(page, 'Incorrect account or password');
    await login(e2e.session, e2e.server.url, 'dealer2', 'newpass123');
  });

  it('logs out after the confirm', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'manager1');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByText('Are you sure to logout?').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expectPath(page, '/dashboard/index');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    const loggedOut = page.waitForResponse((r) => r.url().includes('/logout'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect((await (await loggedOut).json()).code).toBe(0);
    await page.waitForURL('**/login');
    await page.goto(`${e2e.server.url}/version/list`);
    await page.waitForURL('**/login?redirect=%2Fversion%2Flist');
  });

  it('code 8 on a call sends the user to login with the redirect kept, tabs cleared', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'admin');
    await page.getByTestId('menu-Version').click();
    await page.locator('[data-testid=tab][data-path="/version/list"]').waitFor();
    await page.route('**/distribution/b/v1/distributor/list*', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 8, data: null, msg: 'Login expired, please login again' }),
      }),
    );
    await page.getByTestId('menu-Distributor').click();
    await expectToast(page, 'Login expired, please login again');
    await page.waitForURL('**/login?redirect=%2Fdistributor%2Flist');
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('TOKEN')))).toBe(false);

    await page.unroute('**/distribution/b/v1/distributor/list*');
    await fillLogin(page, 'admin', 'admin123');
    await page.waitForURL('**/distributor/list');
    await page.locator('[data-testid=tab][data-path="/distributor/list"]').waitFor();
    expect(await tabPaths(page)).toEqual(['/dashboard/index', '/distributor/list']);
  });

  it('a token the server revoked sends the user to login with the redirect kept', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'admin');
    // Leave the app before the revoke: a dashboard call still in flight would otherwise meet the
    // revoked token first, toast and clear the session on the page that the goto below replaces.
    await page.goto('about:blank');
    const revoked = await fetch(`${e2e.server.api}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${e2e.session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin' }),
    });
    expect((await revoked.json()).code).toBe(0);
    await page.goto(`${e2e.server.url}/version/list`);
    await expectToast(page, 'Login expired, please login again');
    await page.waitForURL('**/login?redirect=%2Fversion%2Flist');
    await fillLogin(page, 'admin', 'admin123');
    await page.waitForURL('**/version/list');
  });
});
