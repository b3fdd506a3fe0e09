/**
 * The tab bar in headless Chromium against the real server: every close action, refresh, kept-alive
 * lists and tabs restored after a reload.
 */
import { describe, expect, it } from 'vitest';
import { login, openMenuGroup, tabPaths, useServerAndBrowser } from './app';

const e2e = useServerAndBrowser();

describe('tab bar', () => {
  it('opens a tab per page, closes them every way, refreshes, and restores them after a reload', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'admin');
    const open = async (key: string, path: string) => {
      await page.getByTestId(`menu-${key}`).click();
      await page.waitForURL(`**${path}`);
      await page.locator(`[data-testid=tab][data-path="${path}"]`).waitFor();
    };
    await open('Distributor', '/distributor/list');
    await open('Version', '/version/list');
    await openMenuGroup(page, 'Seller');
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
    await page.goto(`${e2e.server.url}/distributor/edit?id=2`);
    await page.locator('[data-testid=tab][data-path="/distributor/edit"]').waitFor();
    await open('Version', '/version/list');
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    expect(await tabPaths(page)).toEqual(['/dashboard/index', '/distributor/list', '/distributor/edit', '/version/list']);
    await page.locator('[data-path="/distributor/edit"]').click();
    await page.waitForURL('**/distributor/edit?id=2');
  });

  it('keeps a list page alive while its tab is open', async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'admin');
    await page.getByTestId('menu-Distributor').click();
    await page.getByText('Nusantara POS Partners').filter({ visible: true }).first().waitFor();
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/distributor/list')) asked++;
    });
    await page.getByTestId('menu-Version').click();
    await page.waitForURL('**/version/list');
    await page.locator('[data-path="/distributor/list"]').click();
    await page.getByText('Nusantara POS Partners').filter({ visible: true }).first().waitFor();
    expect(asked).toBe(0);
  });
});
