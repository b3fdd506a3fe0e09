/**
 * Small things of the screens a dealer uses every day: the menu marks the list a store's page belongs
 * to, a store never activated says so beside its dates, no focus ring frames the page after a
 * navigation, the phone's filter labels stand level, and the dashboard's charts never draw at a
 * negative size while the dashboard is hidden behind another tab.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseLanguage, login, useServerAndBrowser } from './app';

const e2e = useServerAndBrowser();

/** The id of a demo store never activated. */
async function neverActivated(): Promise<number> {
  const { rows } = await e2e.server.server.database.pool.query<{ id: number; activated_at: Date | null }>(
    `select id, activated_at from stores where name = 'Bakso Pak Kumis Cilandak'`,
  );
  expect(rows[0].activated_at).toBeNull();
  return rows[0].id;
}

/** Whether the main region holds the focus, and the outline it shows for it. */
const mainFocus = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    return { focused: document.activeElement === main, outline: getComputedStyle(main).outlineStyle };
  });

const text = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true }).first().innerText();

describe('the screens in detail', () => {
  it("marks a store page's list in the menu, says a store was never activated, and frames no page in a focus ring", async () => {
    const { page } = await e2e.start({ width: 1440, height: 900 });
    await login(e2e.session, e2e.server.url, 'dealer1');
    // focus lands on the content after signing in and after each navigation, without a ring around it
    await expect.poll(() => mainFocus(page)).toEqual({ focused: true, outline: 'none' });
    await page.getByTestId('menu-Distributor').click();
    await page.waitForURL('**/distributor/list');
    await expect.poll(() => mainFocus(page)).toEqual({ focused: true, outline: 'none' });

    await page.goto(`${e2e.server.url}/seller/store/edit?id=${await neverActivated()}`);
    await page.getByTestId('store-summary').waitFor();
    await expect.poll(() => mainFocus(page)).toEqual({ focused: true, outline: 'none' });
    const storeEntry = page.getByTestId('menu-StoreList');
    await expect(storeEntry.getAttribute('aria-current')).resolves.toBe('true');
    await expect(storeEntry.evaluate((entry) => entry.classList.contains('Mui-selected'))).resolves.toBe(true);
    await expect(page.getByTestId('menu-CompanyList').getAttribute('aria-current')).resolves.toBeNull();

    expect(await text(page, 'summary-expire')).toMatch(/^Expires at\s+Not activated yet$/);
    expect(await text(page, 'store-activated')).toMatch(/^Activated at\s+Not activated yet$/);
    expect(await text(page, 'store-data-cleared')).toMatch(/^Data cleared at\s+Never$/);
    await chooseLanguage(page, '简体中文');
    await expect.poll(() => text(page, 'summary-expire')).toMatch(/尚未激活$/);
    expect(await text(page, 'store-activated')).toMatch(/尚未激活$/);
    expect(await text(page, 'store-data-cleared')).toMatch(/从未清除$/);

    // a keyboard user who tabs back to the content still sees where the focus is
    await page.locator('main').evaluate((main) => main.blur());
    await page.locator('main').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => mainFocus(page)).toEqual({ focused: true, outline: 'solid' });
  });

  it("lines up the phone filter sheet's labels, the countries' with the others", async () => {
    const { page } = await e2e.start();
    await login(e2e.session, e2e.server.url, 'admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${e2e.server.url}/seller/store/list`);
    await page.getByTestId('filter-sheet-button').filter({ visible: true }).click();
    const sheet = page.getByTestId('filter-sheet');
    await sheet.locator('[data-source=countries]').waitFor();
    await expect.poll(() => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running'))).toBe(true);
    // each empty filter's label, from the top of its box: the same for every one (a date's label
    // stays above its box, as the browser's date field always shows its placeholder)
    const offsets = await sheet.locator('.filter-field').evaluateAll((fields) =>
      fields
        .filter((field) => !field.querySelector('input[type=date]'))
        .map((field) => {
          const box = field.querySelector('.MuiInputBase-root')!.getBoundingClientRect();
          const label = field.querySelector('label')!.getBoundingClientRect();
          return [field.getAttribute('data-source'), Math.round(label.top - box.top)] as const;
        }),
    );
    expect(offsets.map(([source]) => source)).toContain('countries');
    const first = offsets[0][1];
    expect(Object.fromEntries(offsets)).toEqual(Object.fromEntries(offsets.map(([source]) => [source, first])));
  });

  it('lines up every row\'s "..." button, and centres each remove-filter button on its filter', async () => {
    const { page } = await e2e.start({ width: 1440, height: 900 });
    await login(e2e.session, e2e.server.url, 'dealer1');
    // rows whose primary action is Activate, and rows whose is Renew
    await page.goto(`${e2e.server.url}/seller/store/list`);
    const table = page.getByTestId('store-table').filter({ visible: true });
    await table.getByTestId('row-menu-button').nth(3).waitFor();
    const places = await table.locator('tbody [data-testid=row-actions]').evaluateAll((cells) =>
      cells.map((cell) => {
        const [primary, more] = [cell.firstElementChild!, cell.querySelector('[data-testid=row-menu-button]')!].map((n) =>
          n.getBoundingClientRect(),
        );
        return { text: cell.textContent, primary: [Math.round(primary.left), Math.round(primary.right)], more: Math.round(more.left) };
      }),
    );
    expect(new Set(places.map((place) => place.text)).size).toBeGreaterThan(1);
    expect(new Set(places.map((place) => JSON.stringify([place.primary, place.more]))).size, JSON.stringify(places)).toBe(1);

    // two filters with a remove button: a number field and a select
    const filter = { expire_within_days: 30, status: 'active' };
    await page.goto(`${e2e.server.url}/seller/store/list?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const fields = page.locator('.filter-field:has(.hide-filter)').filter({ visible: true });
    await fields.nth(1).waitFor();
    const offsets = await fields.evaluateAll((all) =>
      all.map((field) => {
        const box = field.querySelector('.MuiInputBase-root')!.getBoundingClientRect();
        const button = field.querySelector('.hide-filter')!.getBoundingClientRect();
        return [field.getAttribute('data-source'), Math.round(button.top + button.height / 2 - (box.top + box.height / 2))] as const;
      }),
    );
    expect(Object.fromEntries(offsets)).toEqual({ expire_within_days: 0, status: 0 });
  });

  it('draws the charts at no negative size when the dashboard is hidden behind another tab and shown again', async () => {
    const { page } = await e2e.start({ width: 1024, height: 768 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await login(e2e.session, e2e.server.url, 'admin');
    await page.getByTestId('chart-country').locator('svg').first().waitFor();
    await page.getByTestId('menu-Distributor').click();
    await page.waitForURL('**/distributor/list');
    await page.getByTestId('menu-Dashboard').click();
    await page.getByTestId('chart-country').locator('svg').filter({ visible: true }).first().waitFor();
    const widths = await page
      .getByTestId('dashboard-charts')
      .locator('svg rect')
      .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width') ?? 0)));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(0);
    expect(errors.filter((error) => /negative value/i.test(error))).toEqual([]);
  });
});
