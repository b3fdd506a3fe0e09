/**
 * The list's filter bar and views in headless Chromium against the real server: the search always
 * shown and the other filters added from the Filter button (a filter just chosen kept when the next
 * is added at once, even on a slow phone), a saved view that reopens its filters
 * after a reload, the store list's ready-made views (in both languages), and the filters' sheet on a
 * phone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate, type Locale } from '../../i18n';
import { chooseLanguage, settled } from './app';
import { addFilter, combobox, rows, shot, shown, useSuite } from './list-pages';

const suite = useSuite();

/** The list's filter and sort as the address holds them. */
function addressOf(page: Page) {
  const query = new URL(page.url()).searchParams;
  return { filter: JSON.parse(query.get('filter') ?? '{}') as Record<string, unknown>, sort: query.get('sort'), order: query.get('order') };
}

const view = (page: Page, key: string) => shown(page.locator(`[data-testid=list-view][data-view="${key}"]`));

/** Picks a choice of a select filter. */
async function choose(page: Page, name: RegExp, option: string) {
  await combobox(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the filter bar', () => {
  it('shows the search alone, adds a filter from the Filter button, and a saved view reopens its filters', async () => {
    const page = await suite.start('dealer1');
    await suite.openList(page, '/seller/store/list');
    const fields = page.locator('.RaFilterForm-filterFormInput');
    expect(await fields.evaluateAll((els) => els.map((el) => el.getAttribute('data-source')))).toEqual(['name']);
    await addFilter(page, 'Status');
    await choose(page, /^status/i, 'Awaiting activation');
    await expect.poll(() => addressOf(page).filter).toEqual({ status: 'wait_activate' });
    await addFilter(page, 'Brand');
    await combobox(page, /^brand/i).waitFor();
    // every field of the bar has one height
    const heights = await fields.evaluateAll((els) =>
      els.map((el) => Math.round(el.querySelector('.MuiInputBase-root')!.getBoundingClientRect().height)),
    );
    expect(new Set(heights).size).toBe(1);

    await shown(page.getByRole('button', { name: 'Add filter' })).click();
    await page.getByRole('menuitem', { name: 'Save current query...' }).click();
    await page.getByLabel('Query name').fill('To activate');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await view(page, 'saved-0').filter({ hasText: 'To activate' }).waitFor();

    await shown(page.getByRole('button', { name: 'Add filter' })).click();
    await page.getByRole('menuitem', { name: 'Remove all filters' }).click();
    await expect.poll(() => addressOf(page).filter).toEqual({});
    await page.reload();
    await rows(page).first().waitFor();
    await view(page, 'saved-0').click();
    await expect.poll(() => addressOf(page).filter).toEqual({ status: 'wait_activate' });
    await combobox(page, /^status/i)
      .filter({ hasText: 'Awaiting activation' })
      .waitFor();
    await expect.poll(() => view(page, 'saved-0').getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps a filter just chosen when the next one is added at once, on a slow phone', async () => {
    const page = await suite.start('dealer1');
    await suite.openList(page, '/seller/store/list');
    // six times slower, the list's render after each address change spans several input events
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await addFilter(page, 'Status');
    await choose(page, /^status/i, 'Awaiting activation');
    await expect.poll(() => addressOf(page).filter).toEqual({ status: 'wait_activate' });
    await addFilter(page, 'Brand');
    await combobox(page, /^brand/i).waitFor();
    expect(addressOf(page).filter).toEqual({ status: 'wait_activate' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});

const LANGS: [Locale, 'English' | '简体中文'][] = [
  ['en-US', 'English'],
  ['zh-CN', '简体中文'],
];

describe('the store list’s ready-made views', () => {
  for (const [lang, label] of LANGS) {
    it(`opens the licences expiring within 30 days, soonest first, and the expired stores (${lang})`, async () => {
      const page = await suite.start('dealer1');
      if (lang !== 'en-US') await chooseLanguage(page, label);
      await suite.openList(page, '/seller/store/list');
      const expiring = view(page, 'expiring_30');
      await expiring.filter({ hasText: translate(lang, 'resources.store.views.expiring_30') }).waitFor();
      await expiring.click();
      await expect.poll(() => addressOf(page)).toEqual({ filter: { expire_within_days: 30 }, sort: 'expire_at', order: 'ASC' });
      await expect.poll(() => expiring.getAttribute('aria-pressed')).toBe('true');
      await shown(page.locator('.RaFilterForm-filterFormInput[data-source=expire_within_days] input')).waitFor();
      await shot(page, `list-views-expiring-${lang}`);

      await view(page, 'expired').click();
      await expect.poll(() => addressOf(page).filter).toEqual({ status: 'expired' });
      const chip = translate(lang, 'app.status.expired');
      await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
      for (const row of await rows(page).all()) await row.getByText(chip, { exact: true }).waitFor();
      // a second click on the view in use clears it
      await view(page, 'expired').click();
      await expect.poll(() => addressOf(page).filter).toEqual({});
    });
  }
});

describe('on a phone (390 px)', () => {
  it('keeps the search on screen and the other filters in a sheet that counts them', async () => {
    const page = await suite.start('dealer1');
    await page.setViewportSize({ width: 390, height: 844 });
    await suite.open(page, '/seller/store/list');
    await shown(page.getByTestId('record-card')).first().waitFor();
    const fields = page.locator('.RaList-actions .RaFilterForm-filterFormInput');
    expect(await fields.evaluateAll((els) => els.map((el) => el.getAttribute('data-source')))).toEqual(['name']);
    await page.getByTestId('filter-sheet-button').click();
    const sheet = page.getByTestId('filter-sheet');
    await sheet.getByRole('dialog', { name: 'Filters' }).waitFor();
    await sheet.getByRole('combobox', { name: /^status/i }).click();
    await page.getByRole('option', { name: 'Expired', exact: true }).click();
    await expect.poll(() => addressOf(page).filter).toEqual({ status: 'expired' });
    await settled(page);
    await shot(page, 'list-views-phone-sheet');
    // the sheet's buttons show their words on a phone, in view
    const done = (await sheet.getByTestId('filter-sheet-done').boundingBox())!;
    expect(done.width).toBeGreaterThan(60);
    expect(done.y + done.height).toBeLessThanOrEqual(844);
    await sheet.getByTestId('filter-sheet-done').click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByTestId('filter-sheet-button').locator('.MuiBadge-badge').filter({ hasText: '1' }).waitFor();
    await expect.poll(() => view(page, 'expired').getAttribute('aria-pressed')).toBe('true');
  });
});
