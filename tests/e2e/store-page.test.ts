/**
 * The store page end to end, in English and in Chinese: its summary stays in view however far the
 * page scrolls (on a phone too), the section navigation scrolls to a section and marks it, Hours
 * saves only the hours, leaving with a section changed asks first (staying after Cancel, leaving
 * after OK: a tab, its close button, the browser's back), and a dashboard figure opens the list it counts.
 */
import type { Dialog, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './app';
import { boxesOf, inside } from './layout-checks';
import { input, rowAction, rowOf, rows, shown, useSuite } from './list-pages';

const suite = useSuite();

const storeId = async (name: string) =>
  (await suite.server.server.database.pool.query(`select id from stores where name = $1`, [name])).rows[0].id as number;
const storeRow = async (id: number) =>
  (await suite.server.server.database.pool.query(`select tables, business_hours from stores where id = $1`, [id])).rows[0] as {
    tables: number;
    business_hours: { day: number; open: string; close: string }[];
  };

/** The top of an element and of the page's scrolling main area, in viewport pixels. */
const topOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);
const mainTop = (page: Page) => topOf(page.locator('main'));

/**
 * Scrolls the main area to its end until it stays there: the sections drawn as they come near the
 * view grow the page, as a user pressing End again would find.
 */
async function scrollToEnd(page: Page) {
  const atEnd = () =>
    page.locator('main').evaluate((main) => {
      if (Math.ceil(main.scrollTop + main.clientHeight) >= main.scrollHeight - 2) return true;
      main.scrollTo(0, main.scrollHeight);
      return false;
    });
  await expect.poll(atEnd).toBe(true);
}

/** The next dialog of the browser (confirm), answered with `accept`; resolves to its message. */
function answerNextDialog(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

/** The browser's back button, without waiting for a page load (the guard may keep the page). */
const back = (page: Page) => page.evaluate(() => window.history.back());

/** Whether the list shows rows, and whether every one of them passes `test`. */
const rowTexts = async (page: Page, test: (text: string) => boolean) => {
  const texts = await rows(page).evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).innerText));
  return [texts.length > 0, texts.every(test)];
};

const sectionNav = (page: Page) => shown(page.getByTestId('section-nav'));

/** Opens a store's page from the store list (an address of the app's own history: back stays in the app). */
async function openStore(page: Page, name: string, edit: string) {
  await suite.openList(page, '/seller/store/list');
  await rowAction(rowOf(page, name), edit);
  await page.waitForURL('**/seller/store/edit?id=*');
  await input(page, 'tables').waitFor();
}

/** The summary stays at the top of the main area once the page is scrolled to its end. */
async function expectSummaryInView(page: Page) {
  const summary = shown(page.getByTestId('store-summary'));
  await summary.waitFor();
  await scrollToEnd(page);
  await expect.poll(async () => Math.abs((await topOf(summary)) - (await mainTop(page)))).toBeLessThanOrEqual(1);
  expect(await summary.isVisible()).toBe(true);
}

/** A nav link scrolls its section to just under the summary, and is marked the current one. */
async function expectNavScrolls(page: Page, name: string, section: string) {
  const link = sectionNav(page).getByRole('link', { name, exact: true });
  await link.click();
  const target = page.getByTestId(`section-${section}`);
  await expect
    .poll(async () => (await topOf(target)) - (await sectionNav(page).evaluate((nav) => nav.getBoundingClientRect().bottom)))
    .toBeGreaterThanOrEqual(0);
  await expect
    .poll(async () => (await topOf(target)) - (await sectionNav(page).evaluate((nav) => nav.getBoundingClientRect().bottom)))
    .toBeLessThan(40);
  await expect.poll(() => link.getAttribute('aria-current')).toBe('location');
}

/** Changes the closing time of Friday in the Hours section and saves that section alone; answers what was sent. */
async function saveHoursAlone(page: Page, close: string, saveLabel: RegExp): Promise<Record<string, unknown>> {
  const hours = page.getByTestId('store-hours');
  await hours
    .getByTestId('hours-day-5')
    .getByLabel(/closes|打烊/i)
    .fill(close);
  const answer = page.waitForResponse((r) => r.url().includes('/store/update') && r.request().method() === 'POST');
  await hours.getByRole('button', { name: saveLabel }).click();
  const response = await answer;
  expect(((await response.json()) as { code: number }).code).toBe(0);
  return response.request().postDataJSON() as Record<string, unknown>;
}

describe('store page', () => {
  it('keeps the summary in view, navigates by section, saves Hours alone and guards unsaved changes (English)', async () => {
    const page = await suite.start('dealer1');
    const id = await storeId('Kopi Kita Senayan');
    const before = await storeRow(id);
    await openStore(page, 'Kopi Kita Senayan', 'Edit');
    const summary = shown(page.getByTestId('store-summary'));
    expect(await summary.getByTestId('store-summary-name').innerText()).toBe('Kopi Kita Senayan');
    expect(await summary.getByTestId('summary-brand').innerText()).toMatch(/^Brand\s/);

    await expectSummaryInView(page);
    await expectNavScrolls(page, 'Location', 'location');
    await expectNavScrolls(page, 'Business hours', 'hours');

    // tables typed in Basics, not saved; Hours saved: only the hours go, the tables stay as they were
    await input(page, 'tables').fill(String(before.tables + 5));
    const sent = await saveHoursAlone(page, '11:30 PM', /^save$/i);
    expect(Object.keys(sent).sort()).toEqual(['business_hours', 'id']);
    const after = await storeRow(id);
    expect(after.tables).toBe(before.tables);
    expect(after.business_hours).toContainEqual({ day: 5, open: expect.any(String), close: '23:30' });
    expect(await input(page, 'tables').inputValue()).toBe(String(before.tables + 5));

    // Basics still holds the change: a tab, then the tab's close button, then back, each asks; Cancel stays
    const dashboardTab = page.locator('[data-testid="tab"][data-path="/dashboard/index"]');
    let asked = answerNextDialog(page, false);
    await dashboardTab.click();
    expect(await asked).toBe("Some of your changes weren't saved. Are you sure you want to ignore them?");
    const storeTab = page.locator('[data-testid="tab"][data-path="/seller/store/edit"]');
    asked = answerNextDialog(page, false);
    await storeTab.getByTestId('tab-close').click();
    await asked;
    asked = answerNextDialog(page, false);
    await back(page);
    await asked;
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller/store/edit');
    expect(await storeTab.count()).toBe(1);
    expect(await input(page, 'tables').inputValue()).toBe(String(before.tables + 5));

    // OK leaves, the change unsaved
    asked = answerNextDialog(page, true);
    await dashboardTab.click();
    await asked;
    await page.waitForURL('**/dashboard/index');
    expect((await storeRow(id)).tables).toBe(before.tables);

    // on the dashboard, a figure of the status chart opens the list it counts
    const active = shown(page.getByTestId('chart-status'))
      .getByTestId('chart-figure-link')
      .filter({ hasText: /^Active: \d+$/ });
    const count = Number((await active.innerText()).split(': ')[1]);
    await active.click();
    await page.waitForURL((url) => url.pathname === '/seller/store/list' && url.searchParams.get('filter') === '{"status":"active"}');
    // every row shown is active (the list's first page of them)
    await expect.poll(() => rowTexts(page, (text) => /\bActive\b/.test(text))).toEqual([true, true]);
    expect(await rows(page).count()).toBeLessThanOrEqual(count);
  }, 120_000);

  it('does the same in Chinese, on a phone', async () => {
    const page = await suite.start('dealer1');
    await chooseLanguage(page, '简体中文');
    const id = await storeId('Kopi Kita Sudirman');
    const before = await storeRow(id);
    await openStore(page, 'Kopi Kita Sudirman', '编辑');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await shown(page.getByTestId('store-summary')).getByTestId('summary-dealer').innerText()).toMatch(/^经销商\s/);
    await expectSummaryInView(page);
    await expectNavScrolls(page, '位置', 'location');
    await expectNavScrolls(page, '营业时间', 'hours');

    await input(page, 'tables').fill(String(before.tables + 3));
    const sent = await saveHoursAlone(page, '22:45', /^保存$/);
    expect(Object.keys(sent).sort()).toEqual(['business_hours', 'id']);
    expect((await storeRow(id)).tables).toBe(before.tables);

    // leaving by the browser's back: Cancel stays with the change, OK leaves
    let asked = answerNextDialog(page, false);
    await back(page);
    expect(await asked).toBe('部分修改尚未保存，确定要放弃吗？');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller/store/edit');
    expect(await input(page, 'tables').inputValue()).toBe(String(before.tables + 3));
    asked = answerNextDialog(page, true);
    await back(page);
    await asked;
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/seller/store/edit');

    // the country chart's figure opens the stores of that country
    await page.setViewportSize({ width: 1366, height: 800 });
    await suite.open(page, '/dashboard/index');
    const indonesia = shown(page.getByTestId('chart-country'))
      .getByTestId('chart-figure-link')
      .filter({ hasText: /^印度尼西亚: \d+$/ });
    const counted = Number((await indonesia.innerText()).split(': ')[1]);
    await indonesia.click();
    await page.waitForURL((url) => url.pathname === '/seller/store/list' && url.searchParams.get('filter') === '{"countries":"ID"}');
    // the list holds as many stores as the figure counts (the dealer's list has no country column)
    await expect.poll(() => rows(page).count()).toBe(Math.min(counted, 20));
  }, 120_000);

  it('keeps a day that closes after midnight inside the hours section on a phone (English)', async () => {
    const page = await suite.start('dealer1');
    await openStore(page, 'Kopi Kita Sudirman', 'Edit');
    await page.setViewportSize({ width: 412, height: 823 });
    await expectNavScrolls(page, 'Business hours', 'hours');
    const friday = page.getByTestId('store-hours').getByTestId('hours-day-5');
    await friday.getByLabel(/closes/i).fill('01:00 AM');
    await shown(friday.getByTestId('overnight')).waitFor();
    const [section] = await boxesOf(page, '[data-testid=store-hours]');
    const parts = await boxesOf(page, '[data-testid=store-hours] [data-testid^=hours-day-] > *');
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.filter((part) => !inside(part, section))).toEqual([]);
  });
});
