/**
 * The tab bar with more tabs than it can show: the active tab is always wholly visible, never cut
 * at the bar's edge (the scroll arrows that appear narrow the row it scrolls in).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, openMenuGroup, useServerAndBrowser } from './app';

const e2e = useServerAndBrowser();

/** How far the active tab sticks out of the row the tabs scroll in, in pixels (under 1: wholly inside, scrolling is in whole pixels). */
const activeTabOverflow = (page: Page) =>
  page.evaluate(() => {
    const tab = document.querySelector('[data-testid=tab][data-active=true]');
    if (!tab?.parentElement) return -1;
    const at = tab.getBoundingClientRect();
    const row = tab.parentElement.getBoundingClientRect();
    return Math.max(0, row.left - at.left) + Math.max(0, at.right - row.right);
  });

describe('the active tab', () => {
  it('stays wholly visible however many tabs are open, at 1024 px', async () => {
    const { page } = await e2e.start({ width: 1024, height: 768 });
    await login(e2e.session, e2e.server.url, 'admin');
    await openMenuGroup(page, 'Seller');
    const pages: [key: string, path: string][] = [
      ['Distributor', '/distributor/list'],
      ['Version', '/version/list'],
      ['CompanyList', '/seller/company/list'],
      ['StoreList', '/seller/store/list'],
      ['SmsList', '/seller/sms/list'],
      ['Employee', '/employee/list'],
      ['Audit', '/audit/list'],
    ];
    for (const [key, path] of pages) {
      await page.getByTestId(`menu-${key}`).click();
      await page.locator(`[data-testid=tab][data-active=true][data-path="${path}"]`).waitFor();
      await expect.poll(() => activeTabOverflow(page), { message: path }).toBeLessThan(1);
    }
    // the bar overflows by now: going back to a tab scrolled out of view brings it in too
    await expect(page.getByTestId('tabs-scroll-back').isVisible()).resolves.toBe(true);
    await page.getByTestId('menu-Distributor').click();
    await page.locator('[data-testid=tab][data-active=true][data-path="/distributor/list"]').waitFor();
    await expect.poll(() => activeTabOverflow(page)).toBeLessThan(1);
  });
});
