/**
 * The store page keeps up with what is done on it, in English and in Chinese, at 1440, 1024 and 390
 * px: each section link marks its own section and brings it under the summary (the last ones too);
 * a saved section says which one and shows in History at once; a clearing shows its date at once;
 * the summary's actions are worded on a wide screen and named everywhere; an unavailable Clear data
 * says why when pressed (a touch user has no hover); on a phone no fact of the summary is cut.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate, type Locale } from '../../i18n';
import { chooseLanguage, expectToast } from './app';
import { confirm, dialog, goToSection, input, shown, useSuite } from './list-pages';

const suite = useSuite();

/** A store of dealer1's that data can be cleared from (created in the last two months), or not (long before). */
async function dealerStore(clearable: boolean): Promise<number> {
  const { rows } = await suite.server.server.database.pool.query(
    `select s.id from stores s join staff a on a.org_id = s.org_id and a.account = 'dealer1'
      where s.data_cleared_at is null and s.created_at ${clearable ? '>' : '<'} now() - interval '${clearable ? 50 : 80} days'
      order by s.id limit 1`,
  );
  return rows[0].id as number;
}

async function openStore(page: Page, id: number) {
  await suite.open(page, `/seller/store/edit?id=${id}`);
  await input(page, 'tables').waitFor();
}

const summary = (page: Page) => shown(page.getByTestId('store-summary'));
const sectionNav = (page: Page) => shown(page.getByTestId('section-nav'));
const historyEntries = (page: Page) => shown(page.getByTestId('history-entry'));

/** How far below the section nav the top of section `id` is, in pixels. */
const gapUnderNav = (page: Page, id: string) =>
  sectionNav(page).evaluate(
    (nav, section) => document.getElementById(section)!.getBoundingClientRect().top - nav.getBoundingClientRect().bottom,
    id,
  );

/** Each section link, down the page and back up, marks its section and brings it just under the summary. */
async function expectEveryLinkBringsItsSection(page: Page) {
  const links = sectionNav(page).getByRole('link');
  const count = await links.count();
  const order = [...Array(count).keys()];
  for (const index of [...order, ...order.reverse().slice(1)]) {
    const link = links.nth(index);
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await expect.poll(() => gapUnderNav(page, id), { message: id }).toBeGreaterThanOrEqual(0);
    await expect.poll(() => gapUnderNav(page, id), { message: id }).toBeLessThan(40);
    // once the scroll is over, the link chosen is the one marked
    await expect.poll(() => link.getAttribute('aria-current'), { message: id }).toBe('location');
    expect(await sectionNav(page).locator('[aria-current]').count()).toBe(1);
  }
}

/** The summary's actions: each one's accessible name, and whether it shows that name as words. */
async function summaryActions(page: Page) {
  const actions = await summary(page)
    .getByTestId('row-action')
    .evaluateAll((buttons) => buttons.map((b) => [b.getAttribute('aria-label') ?? '', (b as HTMLElement).innerText.trim()] as const));
  return {
    names: actions.map(([name]) => name),
    worded: actions.map(([name, text]) => name !== '' && text.toLowerCase() === name.toLowerCase()),
  };
}

/** Saves the Hours section with Friday closing at `close`; answers the toast's text to wait for. */
async function saveHours(page: Page, close: string, lang: Locale) {
  await goToSection(page, 'hours');
  const hours = shown(page.getByTestId('store-hours'));
  await hours
    .getByTestId('hours-day-5')
    .getByLabel(/closes|打烊/i)
    .fill(close);
  await hours.getByRole('button', { name: translate(lang, 'ra.action.save') }).click();
  await expectToast(page, translate(lang, 'pages.common.section_saved', { section: translate(lang, 'pages.store.section.hours') }));
}

/** Saving Hours says so by the section's name, and History shows the change without a reload. */
async function expectSaveInHistory(page: Page, close: string, lang: Locale) {
  const before = await historyEntries(page).count();
  expect(before).toBeLessThan(10);
  await saveHours(page, close, lang);
  await expect.poll(() => historyEntries(page).count()).toBe(before + 1);
}

/** The facts of the summary that do not wholly show: cut by their box, or past the window's edge. */
const cutFacts = (scope: Locator) =>
  scope
    .locator('[data-testid^="summary-"]')
    .evaluateAll((facts) =>
      facts
        .filter((f) => f.scrollWidth > f.clientWidth + 1 || f.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((f) => f.textContent),
    );

describe('store page updates', () => {
  it('marks and brings each section, words its actions, and shows a save and a clearing at once (English, 1440 and 1024)', async () => {
    const page = await suite.start('dealer1');
    await page.setViewportSize({ width: 1440, height: 900 });
    const id = await dealerStore(true);
    await openStore(page, id);
    const actions = await summaryActions(page);
    expect(actions.names).toEqual([expect.stringMatching(/^(Activate|Renew)$/), 'Clear data']);
    expect(actions.worded).toEqual([true, true]);
    await expectEveryLinkBringsItsSection(page);
    await expectSaveInHistory(page, '11:15 PM', 'en-US');

    await page.setViewportSize({ width: 1024, height: 768 });
    await expectEveryLinkBringsItsSection(page);

    // clearing: the date shows under Store at once, History has it, and the button now says why it is unavailable
    const cleared = shown(page.getByTestId('store-data-cleared'));
    const clearedDate = async () => (await cleared.innerText()).replace('Data cleared at', '').trim();
    expect(await clearedDate()).not.toMatch(/\d{4}/);
    const entries = await historyEntries(page).count();
    await summary(page).getByRole('button', { name: 'Clear data' }).click();
    await confirm(page);
    await expect.poll(clearedDate).toMatch(/\d{4}/);
    await expect.poll(() => historyEntries(page).count()).toBe(entries + 1);
    const clear = summary(page).getByRole('button', { name: 'Clear data' });
    await expect.poll(() => clear.getAttribute('aria-disabled')).toBe('true');
    // marked unavailable (aria-disabled), which Playwright will not press unforced; a browser delivers the press
    await clear.click({ force: true });
    const refusal = dialog(page);
    await refusal.getByText('The data cannot be cleared').waitFor();
    await refusal.getByText(/^Already cleared on .*\d{4}/).waitFor();
    await refusal.getByRole('button', { name: 'Close' }).click();
    await refusal.waitFor({ state: 'hidden' });
  }, 180_000);

  it('does the same in Chinese on a phone: nothing of the summary cut, actions named, the reason shown on a press', async () => {
    const page = await suite.start('dealer1');
    await chooseLanguage(page, '简体中文');
    await page.setViewportSize({ width: 390, height: 844 });
    await openStore(page, await dealerStore(false));
    expect(await cutFacts(summary(page))).toEqual([]);
    expect(await summary(page).getByTestId('summary-dealer').innerText()).toBe('经销商 Nusantara POS Partners');
    // only icons on a phone, each with its name
    const actions = await summaryActions(page);
    expect(actions.names).toEqual([expect.stringMatching(/^(激活|续费)$/), '清除数据']);
    expect(actions.worded).toEqual([false, false]);
    await expectEveryLinkBringsItsSection(page);
    await expectSaveInHistory(page, '22:15', 'zh-CN');

    // too old to clear: pressing says why, as a hover title would not on a touch screen
    const clear = summary(page).getByRole('button', { name: '清除数据' });
    expect(await clear.getAttribute('aria-disabled')).toBe('true');
    await clear.click({ force: true });
    await dialog(page).getByText('无法清除数据').waitFor();
    await dialog(page)
      .getByText(/^只能在 .* 之前清除（创建后两个月）$/)
      .waitFor();
    await dialog(page).getByRole('button', { name: '关闭' }).click();
  }, 180_000);
});
