/**
 * The web app shell in headless Chromium against the real server (built app from dist/, fresh
 * database with the demo data): login, menu per role, languages, tabs, password, logout, 404 and an
 * expired session.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import {
  chooseLanguage,
  dismissToasts,
  expectPath,
  expectToast,
  fillLogin,
  login,
  menuKeys,
  openPage,
  SCREENSHOTS,
  tabPaths,
  type Session,
} from './app';

let server: TestServer;
let session: Session | undefined;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(async ({ task }) => {
  // a failed test leaves a picture of its page
  if (task.result?.state === 'fail') {
    await session?.page.screenshot({ path: `${SCREENSHOTS}failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}.png` });
  }
  await session?.browser.close();
  session = undefined;
});

async function start(viewport?: { width: number; height: number }) {
  session = await openPage(viewport);
  return session;
}

describe('login', () => {
  it('sends the guest to login with a redirect, checks the fields, shows the server refusal', async () => {
    const { page } = await start();
    await page.goto(`${server.url}/distributor/list?page=2`);
    await page.waitForURL('**/login?redirect=*');
    expectPath(page, '/login?redirect=%2Fdistributor%2Flist%3Fpage%3D2');
    expect(await page.title()).toBe('Distributor Admin');

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
    ['admin', ['Dashboard', 'Distributor', 'Seller', 'Version', 'Employee']],
    ['dealer1', ['Dashboard', 'Distributor', 'Seller', 'Version', 'Employee']],
    ['manager1', ['Dashboard', 'Distributor', 'Seller', 'Version', 'Employee']],
    ['staff1', ['Dashboard', 'Distributor', 'Seller', 'Version']],
    ['dealer2', ['Dashboard', 'Seller', 'Version', 'Employee']],
  ] as const)('%s sees the menu of their role and level', async (account, keys) => {
    const { page } = await start();
    await page.goto(`${server.url}/`);
    await login(session!, server.url, account);
    expectPath(page, '/dashboard/index');
    expect(await menuKeys(page)).toEqual(keys);
    await page.getByTestId('dashboard').waitFor();
  });

  it('visiting login while logged in reloads the user info and goes on', async () => {
    const { page } = await start();
    await login(session!, server.url, 'dealer1');
    const info = page.waitForResponse((r) => r.url().includes('/account_info'));
    await page.goto(`${server.url}/login?redirect=%2Fversion%2Flist`);
    await info;
    await page.waitForURL('**/version/list');
  });
});

describe('shell', () => {
  it('switches to Chinese and back, with screenshots of both', async () => {
    const { page } = await start();
    await login(session!, server.url, 'admin');
    await page.getByTestId('menu-Distributor').click();
    await page.getByText('Nusantara POS Partners').first().waitFor();
    await page.getByTestId('menu-Seller').click();
    await page.getByTestId('menu-StoreList').click();
    await page.getByTestId('menu-Dashboard').click();
    await page.getByTestId('dashboard').waitFor();
    await page.waitForTimeout(400);
    await dismissToasts(page);
    await page.screenshot({ path: `${SCREENSHOTS}shell-en-US.png` });

    await chooseLanguage(page, '简体中文');
    await page.getByTestId('side-menu').getByText('经销商管理').waitFor();
    expect(await page.title()).toBe('经销商管理后台');
    await page.getByTestId('tab').filter({ hasText: '门店管理' }).waitFor();
    await page.getByTestId('breadcrumbs').getByText('仪表盘').waitFor();
    await page.waitForTimeout(400);
    await dismissToasts(page);
    await page.screenshot({ path: `${SCREENSHOTS}shell-zh-CN.png` });

    await page.reload();
    await page.getByTestId('side-menu').getByText('经销商管理').waitFor();
    await page.getByTestId('menu-Distributor').click();
    await page.getByText('上级经销商').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}dealer-list-zh-CN.png` });

    await chooseLanguage(page, 'English');
    await page.getByText('Upstream dealer').waitFor();
    expect(await page.title()).toBe('Distributor Admin');
  });

  it('collapses the menu to 40 px, offers full screen, and folds into a drawer on a narrow screen', async () => {
    const { page } = await start();
    await login(session!, server.url, 'admin');
    const sidebar = page.getByTestId('sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(260);
    await expect(page.getByTestId('logo-title').first().textContent()).resolves.toBe('Distributor Admin');
    await page.getByTestId('menu-toggle').click();
    await page.waitForTimeout(400);
    expect((await sidebar.boundingBox())?.width).toBe(40);
    expect(await page.getByTestId('logo-title').count()).toBe(0);
    await page.getByTestId('full-screen').hover();
    await page.getByRole('tooltip', { name: 'Full Screen' }).waitFor();

    await page.setViewportSize({ width: 800, height: 700 });
    await page.waitForTimeout(300);
    await expect(page.getByTestId('side-menu').isVisible()).resolves.toBe(false);
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('menu-Version').click();
    await page.waitForURL('**/version/list');
    await page.waitForTimeout(400);
    await expect(page.getByTestId('side-menu').isVisible()).resolves.toBe(false);
  });

  it('an unknown path shows the 404 page, with a way back to login or home', async () => {
    const { page } = await start();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByText('Page Not Found').waitFor();
    await page.getByTestId('not-found-back').filter({ hasText: 'Back to Login' }).click();
    await page.waitForURL('**/login');
    await login(session!, server.url, 'dealer1');
    await page.goto(`${server.url}/404`);
    await page.getByText('Page Not Found').waitFor();
    await page.getByTestId('not-found-back').filter({ hasText: 'Back to Home' }).click();
    await page.waitForURL('**/dashboard/index');
  });
});

describe('errors', () => {
  it('a list the server cannot answer shows a clear message and one toast', async () => {
    const { page } = await start();
    await login(session!, server.url, 'admin');
    await page.route('**/distribution/b/v1/version/list*', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ code: 1004, data: null, msg: 'Not found', reason: 'route' }) }),
    );
    await page.getByTestId('menu-Version').click();
    await expectToast(page, 'Not found');
    // the page says what went wrong instead of staying blank
    await page.locator('main').getByText(/Not found/).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('toast').filter({ hasText: 'Not found' }).count()).toBe(1);
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
  });

  it('a network failure shows Network Error', async () => {
    const { page } = await start();
    await login(session!, server.url, 'admin');
    await page.route('**/distribution/b/v1/distributor/list*', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('menu-Distributor').click();
    await expectToast(page, 'Network Error');
    await page.locator('main').getByText(/Network Error/).first().waitFor();
  });
});

describe('tab bar', () => {
  it('opens a tab per page, closes them every way, refreshes, and restores them after a reload', async () => {
    const { page } = await start();
    await login(session!, server.url, 'admin');
    const open = async (key: string, path: string) => {
      await page.getByTestId(`menu-${key}`).click();
      await page.waitForURL(`**${path}`);
      await page.locator(`[data-testid=tab][data-path="${path}"]`).waitFor();
    };
    await open('Distributor', '/distributor/list');
    await open('Version', '/version/list');
    await page.getByTestId('menu-Seller').click();
    await open('CompanyList', '/seller/company/list');
    await open('StoreList', '/seller/store/list');
    await open('Employee', '/employee/list');
    const all = ['/dashboard/index', '/distributor/list', '/version/list', '/seller/company/list', '/seller/store/list', '/employee/list'];
    expect(await tabPaths(page)).toEqual(all);

    // the tab's own close button: the active tab closes, its left neighbour opens
    await page.locator('[data-path="/employee/list"] [data-testid=tab-close]').click();
    await page.waitForURL('**/seller/store/list');
    expect(await tabPaths(page)).toEqual(all.slice(0, 5));

    // right click: close the tabs left of the version list (the dashboard is affixed)
    await page.locator('[data-path="/version/list"]').click({ button: 'right' });
    await page.getByTestId('tab-action-left').click();
    expect(await tabPaths(page)).toEqual(['/dashboard/index', '/version/list', '/seller/company/list', '/seller/store/list']);

    // close right of the company list, from its context menu
    await page.locator('[data-path="/seller/company/list"]').click({ button: 'right' });
    await page.getByTestId('tab-action-right').click();
    await page.waitForURL('**/seller/company/list');
    expect(await tabPaths(page)).toEqual(['/dashboard/index', '/version/list', '/seller/company/list']);

    // the bar's menu: close others, then close current
    await page.getByTestId('tab-more').click();
    await expect(page.getByTestId('tab-action-left').isDisabled()).resolves.toBe(false);
    await page.getByTestId('tab-action-others').click();
    expect(await tabPaths(page)).toEqual(['/dashboard/index', '/seller/company/list']);
    await page.getByTestId('tab-more').click();
    await page.getByTestId('tab-action-current').click();
    await page.waitForURL('**/dashboard/index');
    expect(await tabPaths(page)).toEqual(['/dashboard/index']);

    // the affixed dashboard cannot be closed
    await page.getByTestId('tab-more').click();
    await expect(page.getByTestId('tab-action-current').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('tab-action-all').isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Escape');

    // refresh re-renders the routed view: its data is asked for again
    await open('Version', '/version/list');
    const again = page.waitForResponse((r) => r.url().includes('/version/list'));
    await page.getByTestId('tab-refresh').click();
    await again;

    // close all keeps the dashboard
    await open('Distributor', '/distributor/list');
    await page.locator('[data-path="/distributor/list"]').click({ button: 'right' });
    await page.getByTestId('tab-action-all').click();
    await page.waitForURL('**/dashboard/index');
    expect(await tabPaths(page)).toEqual(['/dashboard/index']);

    // tabs come back after a reload
    await open('Distributor', '/distributor/list');
    await page.goto(`${server.url}/distributor/edit?id=2`);
    await page.locator('[data-testid=tab][data-path="/distributor/edit"]').waitFor();
    await open('Version', '/version/list');
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    expect(await tabPaths(page)).toEqual(['/dashboard/index', '/distributor/list', '/distributor/edit', '/version/list']);
    await page.locator('[data-path="/distributor/edit"]').click();
    await page.waitForURL('**/distributor/edit?id=2');
  });

  it('keeps a list page alive while its tab is open', async () => {
    const { page } = await start();
    await login(session!, server.url, 'admin');
    await page.getByTestId('menu-Distributor').click();
    await page.getByText('Nusantara POS Partners').first().waitFor();
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/distributor/list')) asked++;
    });
    await page.getByTestId('menu-Version').click();
    await page.waitForURL('**/version/list');
    await page.locator('[data-path="/distributor/list"]').click();
    await page.getByText('Nusantara POS Partners').first().waitFor();
    expect(asked).toBe(0);
  });
});

describe('session', () => {
  it('changes the password: the seed messages, the old-password refusal, then a new login', async () => {
    const { page } = await start();
    await login(session!, server.url, 'dealer2');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-change-password').click();
    const dialog = page.getByTestId('change-password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Old password required').waitFor();
    await dialog.getByText('New password required').waitFor();
    await dialog.getByText('Confirm password required').waitFor();

    await dialog.getByLabel('Old Password').fill('not-my-password');
    await dialog.getByLabel('New Password').fill('newpass123');
    await dialog.getByLabel('Confirm Password').fill('newpass124');
    await dialog.getByText('Confirm password and password do not match').waitFor();
    await dialog.getByLabel('Confirm Password').fill('newpass123');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Incorrect old password');

    await dialog.getByLabel('Old Password').fill('dealer123');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Password changed, please login again');
    await page.waitForURL('**/login');

    await fillLogin(page, 'dealer2', 'dealer123');
    await expectToast(page, 'Incorrect account or password');
    await login(session!, server.url, 'dealer2', 'newpass123');
  });

  it('logs out after the confirm', async () => {
    const { page } = await start();
    await login(session!, server.url, 'manager1');
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
    await page.goto(`${server.url}/version/list`);
    await page.waitForURL('**/login?redirect=%2Fversion%2Flist');
  });

  it('code 8 on a call sends the user to login with the redirect kept, tabs cleared', async () => {
    const { page } = await start();
    await login(session!, server.url, 'admin');
    await page.getByTestId('menu-Version').click();
    await page.locator('[data-testid=tab][data-path="/version/list"]').waitFor();
    await page.route('**/distribution/b/v1/distributor/list*', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 8, data: null, msg: 'Login expired, please login again' }) }),
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
    const { page } = await start();
    await login(session!, server.url, 'admin');
    const revoked = await fetch(`${server.api}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session!.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin' }),
    });
    expect((await revoked.json()).code).toBe(0);
    await page.goto(`${server.url}/version/list`);
    await expectToast(page, 'Login expired, please login again');
    await page.waitForURL('**/login?redirect=%2Fversion%2Flist');
    await fillLogin(page, 'admin', 'admin123');
    await page.waitForURL('**/version/list');
  });
});
