/**
 * The keyboard alone, as a level-1 dealer: sign in, open the store list from the menu, filter it,
 * activate a store and renew it, sign out. After each step the focus is where the user expects it
 * and shows (`:focus-visible`). Also the skip link, and the tab bar once its tabs overflow.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { expectToast, login, useServerAndBrowser } from './app';
import { dialog, rowOf, rows } from './list-pages';

const e2e = useServerAndBrowser();

/** What has the focus: its test id, else its name or aria-label, else its tag; and whether it shows. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      id: element?.getAttribute('data-testid') ?? element?.id ?? '',
      name: element?.getAttribute('name') ?? element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      tag: element?.tagName.toLowerCase() ?? '',
      visible: !!element?.matches(':focus-visible'),
    };
  });

/** Presses `key` until the focused element matches `selector` (at most `max` presses); answers the presses. */
async function pressUntil(page: Page, key: string, selector: string, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return presses;
  }
  throw new Error(`${selector} not reached in ${max} presses of ${key}; focus on ${JSON.stringify(await focused(page))}`);
}

/** The focus lands on `selector` (polling: it may move as the page renders) and shows. */
async function expectFocusOn(page: Page, selector: string) {
  await expect.poll(() => page.evaluate((s) => !!document.activeElement?.matches(s), selector), { timeout: 15_000 }).toBe(true);
  expect((await focused(page)).visible).toBe(true);
}

/** A store of dealer1's waiting for its first licence. */
async function waitingStore(token: string): Promise<string> {
  const api = new ApiClient(e2e.server.api);
  const answer = await api.get('/store/list', { token, query: { page: 1, size: 1, status: 'wait_activate' } });
  return answer.data.list[0].name as string;
}

describe('keyboard only', () => {
  it('signs in, filters the store list, activates and renews a store, signs out', async () => {
    const { page } = await e2e.start();
    const api = new ApiClient(e2e.server.api);
    const store = await waitingStore(await api.login('dealer1', 'dealer123'));
    await page.goto(`${e2e.server.url}/login`);

    // sign in: the account field has the focus, Tab goes to the password, Enter signs in
    await expectFocusOn(page, 'input[name=account]');
    expect(await page.title()).toBe('Sign in - Distributor Admin');
    await page.keyboard.type('dealer1');
    await pressUntil(page, 'Tab', 'input[name=password]', 3);
    await page.keyboard.type('dealer123');
    await page.keyboard.press('Enter');
    await page.getByTestId('side-menu').waitFor();
    // the page's content has the focus, its title announced
    await expectFocusOn(page, 'main');
    await expect.poll(() => page.getByTestId('page-announcer').innerText()).toBe('Dashboard - Distributor Admin');

    // the store list from the side menu, back through the tabs and the header
    await pressUntil(page, 'Shift+Tab', '[data-testid=menu-Seller]');
    expect((await focused(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    await pressUntil(page, 'Tab', '[data-testid=menu-StoreList]', 3);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/seller/store/list');
    await expectFocusOn(page, 'main');
    expect(await page.title()).toBe('Store Manage - Distributor Admin');

    // the skip link is the first stop of the page, and leads past the shell to the content
    await pressUntil(page, 'Shift+Tab', '[data-testid=skip-link]');
    expect((await focused(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'main');

    // filter by the store's name: its first filter is a few presses away
    expect(await pressUntil(page, 'Tab', 'input[name=name]', 6)).toBeLessThanOrEqual(6);
    expect((await focused(page)).visible).toBe(true);
    await page.keyboard.type(store);
    const row = rowOf(page, store);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);

    // activate: the dialog takes the focus; after Confirm the focus goes to Renew, the next action
    await pressUntil(page, 'Tab', 'tbody [aria-label=Activate]');
    expect((await focused(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
    await pressUntil(page, 'Tab', '[role=dialog] button[type=submit]', 10);
    await page.keyboard.press('Enter');
    await expectToast(page, `${store} is active`);
    await row.getByText('Active', { exact: true }).waitFor();
    await expectFocusOn(page, 'tbody [aria-label=Renew]');

    // renew: the focus comes back to Renew when the dialog closes
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await pressUntil(page, 'Tab', '[role=dialog] button[type=submit]', 10);
    await page.keyboard.press('Enter');
    await expectToast(page, `${store} is renewed`);
    await expect.poll(() => page.getByTestId('toasts').innerText()).toContain(`${store} is renewed`);
    await expectFocusOn(page, 'tbody [aria-label=Renew]');

    // sign out from the user menu
    await pressUntil(page, 'Shift+Tab', '[data-testid=user-menu]');
    expect((await focused(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, '[role=menu] [role=menuitem]');
    await pressUntil(page, 'ArrowDown', '[data-testid=menu-logout]', 4);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await pressUntil(page, 'Tab', '[role=dialog] .ra-confirm', 4);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login**');
    await expectFocusOn(page, 'input[name=account]');
  });

  it('keeps the dashboard tab in view and the last tab clear of the refresh button as tabs overflow; Delete closes a tab', async () => {
    const { page } = await e2e.start({ width: 1000, height: 700 });
    await login(e2e.session, e2e.server.url, 'admin');
    const paths = ['/distributor/list', '/distributor/edit', '/seller/company/list', '/seller/store/list', '/seller/sms/list'];
    for (const path of [...paths, '/version/list', '/version/edit', '/employee/list', '/employee/edit']) {
      await page.goto(`${e2e.server.url}${path}`);
      await page.locator(`[data-testid=tab][data-path="${path}"]`).waitFor();
    }
    // a shell button is drawn anew once its tooltip's code comes (HoverTooltip.tsx): measured again if it was
    const box = async (selector: string) => {
      let found = await page.locator(selector).boundingBox();
      await expect.poll(async () => (found = await page.locator(selector).boundingBox())).not.toBeNull();
      return found!;
    };
    const bar = page.getByRole('navigation', { name: 'Open pages' });
    await bar.getByTestId('tabs-scroll-back').waitFor();
    const dashboard = await box('[data-testid=tab][data-path="/dashboard/index"]');
    const refresh = await box('[data-testid=tab-refresh]');
    const forward = await box('[data-testid=tabs-scroll-forward]');
    // the active (last) tab is scrolled into view, ending before the arrows and the refresh button
    const last = await box('[data-testid=tab][data-path="/employee/edit"]');
    expect(last.x + last.width).toBeLessThanOrEqual(forward.x + 1);
    expect(forward.x + forward.width).toBeLessThanOrEqual(refresh.x + 1);

    // scrolled back to the first tabs, the dashboard's tab has not moved
    await bar.getByTestId('tabs-scroll-back').click();
    await expect.poll(() => bar.getByTestId('tabs-scroll-forward').isDisabled()).toBe(false);
    expect(await box('[data-testid=tab][data-path="/dashboard/index"]')).toEqual(dashboard);

    // each close is named after its page; Delete on a tab closes it
    await bar.getByRole('button', { name: 'Close Employee List' }).waitFor({ state: 'attached' });
    await page.locator('[data-testid=tab][data-path="/employee/list"] a').focus();
    await page.keyboard.press('Delete');
    await page.locator('[data-testid=tab][data-path="/employee/list"]').waitFor({ state: 'detached' });
  });
});
