/**
 * Login in headless Chromium against the real server: the route guard's redirect, the form's checks,
 * the server's refusal, the menu of each demo account, and the login page visited while logged in.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/routes/table';
import { expectPath, expectToast, fillLogin, login, menuKeys, useServerAndBrowser } from './app';

/** The whole menu as the web app's registry makes it (src/admin/registry.ts), without the entries named. */
const menuWithout = (...names: string[]) => ROUTES.map((top) => top.name).filter((name) => !names.includes(name));

const e2e = useServerAndBrowser();

describe('login', () => {
  it('sends the guest to login with a redirect, checks the fields, shows the server refusal', async () => {
    const { page } = await e2e.start();
    await page.goto(`${e2e.server.url}/distributor/list?page=2`);
    await page.waitForURL('**/login?redirect=*');
    expectPath(page, '/login?redirect=%2Fdistributor%2Flist%3Fpage%3D2');
    // the title follows the page once the login page has rendered, not at the redirect's very instant
    await expect.poll(() => page.title()).toBe('Sign in - Distributor Admin');

    await page.locator('button[type=submit]').click();
    await page.getByText('Please enter your account').waitFor();
    await page.getByText('Please enter your password').waitFor();

    await fillLogin(page, 'admin', 'wrong-password');
    await expectToast(page, 'Incorrect account or password');
    expectPath(page, '/login?redirect=%2Fdistributor%2Flist%3Fpage%3D2');

    await fillLogin(page, 'admin', 'admin123');
    await page.waitForURL('**/distributor/list?page=2');
    await page.getByTestId('side-menu').waitFor();
  });

  it.each([
    ['admin', menuWithout()],
    ['dealer1', menuWithout()],
    ['manager1', menuWithout('Audit')], // the activity is the admins'
    ['staff1', menuWithout('Employee', 'Audit')],
    ['dealer2', menuWithout('Distributor')],
  ] as const)('%s sees the menu of their role and level', async (account, keys) => {
    const { page } = await e2e.start();
    await page.goto(`${e2e.server.url}/`);
    await login(e2e.session, e2e.server.url, account);
    expectPath(page, '/dashboard/index');
    expect(await menuKeys(page)).toEqual(keys);
    await page.getByTestId('dashboard').waitFor();
  });

  it('loads the login page alone, then the app while the user types, and signs in without a reload', async () => {
    const { page } = await e2e.start();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${e2e.server.url}/login`, { waitUntil: 'networkidle' });
    const adminApp = (file: string) => /\/(AdminApp|Root)-/.test(file);
    expect(scripts.filter(adminApp)).toEqual([]);

    const appLoading = page.waitForRequest((request) => adminApp(new URL(request.url()).pathname));
    await page.locator('input[name=account]').pressSequentially('ad');
    await appLoading;
    // the sign-in hands over to the app in the same document: no second load of the page
    await page.evaluate(() => ((window as unknown as { signedOutDocument: boolean }).signedOutDocument = true));
    await page.locator('input[name=account]').fill('admin');
    await page.locator('input[name=password]').fill('admin123');
    await page.locator('button[type=submit]').click();
    await page.getByTestId('stat-dealers').waitFor();
    expectPath(page, '/dashboard/index');
    expect(await page.evaluate(() => (window as unknown as { signedOutDocument?: boolean }).signedOutDocument)).toBe(true);
  });

  it('visiting login while logged in reloads the user info and goes on', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'dealer1');
    const info = page.waitForResponse((r) => r.url().includes('/account_info'));
    await page.goto(`${e2e.server.url}/login?redirect=%2Fversion%2Flist`);
    await info;
    await page.waitForURL('**/version/list');
  });
});
