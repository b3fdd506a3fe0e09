/**
 * The shell around every screen, in headless Chromium against the real server: both languages (with
 * screenshots), the menu collapsed and folded, full screen, the 404 page, and failed calls.
 */
import { describe, expect, it } from 'vitest';
import { chooseLanguage, dismissToasts, expectToast, login, openMenuGroup, SCREENSHOTS, settled, useServerAndBrowser } from './app';

const e2e = useServerAndBrowser();

describe('shell', () => {
  it('switches to Chinese and back, with screenshots of both', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'admin');
    await page.getByTestId('menu-Distributor').click();
    await page.getByText('Nusantara POS Partners').filter({ visible: true }).first().waitFor();
    await openMenuGroup(page, 'Seller');
    await page.getByTestId('menu-StoreList').click();
    // a second click before the first navigation is committed could supersede it (a busy machine):
    // the store tab must be open before moving on
    await page.getByTestId('tab').filter({ hasText: 'Store Manage' }).waitFor();
    await page.getByTestId('menu-Dashboard').click();
    await page.getByTestId('dashboard').waitFor();
    await settled(page);
    await dismissToasts(page);
    await page.screenshot({ path: `${SCREENSHOTS}shell-en-US.png` });

    await chooseLanguage(page, '简体中文');
    await page.getByTestId('side-menu').getByText('经销商管理').waitFor();
    await page.waitForFunction((title) => document.title === title, '仪表盘 - 经销商管理后台');
    await page.getByTestId('tab').filter({ hasText: '门店管理' }).waitFor();
    await page.getByTestId('breadcrumbs').getByText('仪表盘').waitFor();
    await settled(page);
    await dismissToasts(page);
    await page.screenshot({ path: `${SCREENSHOTS}shell-zh-CN.png` });

    await page.reload();
    await page.getByTestId('side-menu').getByText('经销商管理').waitFor();
    await page.getByTestId('menu-Distributor').click();
    await page.getByText('剩余配额').filter({ visible: true }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}dealer-list-zh-CN.png` });

    await chooseLanguage(page, 'English');
    await page.getByText('Remaining quota').filter({ visible: true }).first().waitFor();
    await page.waitForFunction((title) => document.title === title, 'Dealer List - Distributor Admin');
  });

  it("fetches a page's code when its menu item is hovered, and shows the page's shape while it loads", async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'admin');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/DistributorList-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // the shell settled (its menu drawn from the user's info), the pointer away from the menu
    const asked: string[] = [];
    page.on('request', (request) => /\/DistributorList-[^/]*\.js$/.test(request.url()) && asked.push(request.url()));
    await page.waitForLoadState('networkidle');
    // asked for once the pointer comes onto the item; on a busy machine the pointer's move may be
    // handled after the menu moved under it, so each try moves it off and back onto the item
    await expect
      .poll(
        async () => {
          await page.mouse.move(800, 600);
          await page.getByTestId('menu-Distributor').hover();
          return asked.length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await page.getByTestId('menu-Distributor').click();
    await page.locator('[data-testid=page-skeleton][data-kind=list]').waitFor();
    release();
    await page.getByTestId('distributor-table').waitFor();
    await expect(page.locator('[data-testid=page-skeleton]').count()).resolves.toBe(0);
  });

  it('collapses the menu to 40 px, offers full screen, and folds into a drawer on a narrow screen', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'admin');
    const sidebar = page.getByTestId('sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(260);
    await expect(page.getByTestId('logo-title').first().textContent()).resolves.toBe('Distributor Admin');
    await page.getByTestId('menu-toggle').click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width, { timeout: 10_000 }).toBe(40);
    expect(await page.getByTestId('logo-title').count()).toBe(0);
    await page.getByTestId('full-screen').hover();
    await page.getByRole('tooltip', { name: 'Full Screen' }).waitFor();

    await page.setViewportSize({ width: 800, height: 700 });
    await page.getByTestId('side-menu').waitFor({ state: 'hidden' });
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('menu-Version').click();
    await page.waitForURL('**/version/list');
    await page.getByTestId('side-menu').waitFor({ state: 'hidden' });
  });

  it('an unknown path shows the 404 page, with a way back to login or home', async () => {
    const { page } = await e2e.start();
    await page.goto(`${e2e.server.url}/no/such/page`);
    await page.getByText('Page Not Found').waitFor();
    await page.getByTestId('not-found-back').filter({ hasText: 'Back to Login' }).click();
    await page.waitForURL('**/login');
    await login(e2e.session, e2e.server.url, 'dealer1');
    await page.goto(`${e2e.server.url}/404`);
    await page.getByText('Page Not Found').waitFor();
    await page.getByTestId('not-found-back').filter({ hasText: 'Back to Home' }).click();
    await page.waitForURL('**/dashboard/index');
  });

  it('loads ICU in a worker that the pages allow, on signing in and on a signed-in load', async () => {
    const { page } = await e2e.start();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // the worker closes itself once its formats are made: its end shows its code ran through
    const warmedOnce = async () => {
      const worker = await page.waitForEvent('worker', (started) => /warm-intl\.worker-[\w-]+\.js$/.test(started.url()));
      await new Promise<void>((resolve) => worker.once('close', () => resolve()));
    };
    const onSignIn = warmedOnce();
    await login(e2e.session, e2e.server.url, 'dealer1');
    await onSignIn;
    const onLoad = warmedOnce();
    await page.goto(`${e2e.server.url}/distributor/list`);
    await onLoad;
    expect(refused).toEqual([]);
  });
});

describe('errors', () => {
  it('a list the server cannot answer shows a clear message and one toast', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'admin');
    await page.route('**/distribution/b/v1/version/list*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ code: 1004, data: null, msg: 'Not found', reason: 'route' }),
      }),
    );
    await page.getByTestId('menu-Version').click();
    await expectToast(page, 'Not found');
    // the page says what went wrong instead of staying blank
    await page
      .locator('main')
      .getByText(/Not found/)
      .first()
      .waitFor();
    await page.getByTestId('toast').filter({ hasText: 'Not found' }).waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(await page.getByTestId('toast').filter({ hasText: 'Not found' }).count()).toBe(1);
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
  });

  it('a network failure shows Network Error', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'admin');
    await page.route('**/distribution/b/v1/distributor/list*', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('menu-Distributor').click();
    await expectToast(page, 'Network Error');
    await page
      .locator('main')
      .getByText(/Network Error/)
      .first()
      .waitFor();
  });
});
