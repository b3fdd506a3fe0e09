/**
 * Lists that fit the screen, in headless Chromium against the real server: the dealer, employee and
 * store lists of the operator admin (the most columns), with a dealer and a store whose names are 100
 * characters without a break, at 1440, 1280 and 1024 px (desktop) and 390 px (a phone), in English
 * and Chinese. On a desktop the list's essential columns show, no column overlaps another or spills
 * out of the list's card (nor hides under the sticky Actions), a column that gave way is in the row's
 * details, and the long name is capped with its whole text in a tooltip; on a phone every
 * column is in each card, no card is wider than the screen, and the Create button covers no row's
 * buttons. Screenshots: screenshots/responsive-<list>-<width>-<language>.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate, type Locale } from '../../i18n';
import { chooseLanguage, fillLogin, settled, useServerAndBrowser } from './app';
import { boxesOf, detailLabels, inside, overlappingPairs, overlaps, tableLayout } from './layout-checks';
import { shot } from './list-pages';
import { ApiClient, md5 } from '../support/api-client';
import { newStore } from '../support/merchant';

const e2e = useServerAndBrowser();

const LONG_NAME = `Pt${'Nusantararestaurantpointofsale'.repeat(4)}`.slice(0, 100);

const LISTS = {
  dealers: {
    path: '/distributor/list',
    resource: 'distributor',
    fields: ['id', 'name', 'level', 'parent_name', 'country', 'quota', 'remaining_quota', 'sms_balance', 'status', 'created_at'],
    essential: ['name', 'level', 'remaining_quota', 'status'],
  },
  employees: {
    path: '/employee/list',
    resource: 'staff',
    fields: ['id', 'account', 'name', 'org_name', 'role', 'phone', 'email', 'status', 'last_login_at'],
    essential: ['account', 'name', 'status'],
  },
  stores: {
    path: '/seller/store/list',
    resource: 'store',
    fields: ['id', 'name', 'company_name', 'org_name', 'country', 'version_name', 'tables', 'status', 'expire_at', 'created_at'],
    essential: ['name', 'status', 'expire_at'],
  },
} as const;
type ListName = keyof typeof LISTS;

const labelsOf = (list: ListName, lang: Locale) =>
  LISTS[list].fields.map((f) => translate(lang, `resources.${LISTS[list].resource}.fields.${f}`));
const LANGS: [Locale, 'English' | '简体中文'][] = [
  ['en-US', 'English'],
  ['zh-CN', '简体中文'],
];

beforeAll(async () => {
  // a level-2 dealer of dealer1 with the longest unbroken name the API takes; its admin is an employee of it
  const api = new ApiClient(e2e.server.api);
  const token = await api.login('dealer1', 'dealer123');
  const created = await api.post(
    '/distributor/create',
    {
      name: LONG_NAME,
      country: 'ID',
      contact_name: 'Long Name',
      contact_phone: '+62 800 1',
      admin_account: 'long_name_admin',
      admin_password: md5('longname123'),
    },
    { token },
  );
  expect(created.code).toBe(0);
  const brand = (await api.get('/company/list', { token, query: { page: 1, size: 1 } })).data.list[0];
  const store = await api.post('/store/create', { ...newStore(brand.id), name: LONG_NAME }, { token });
  expect(store.code).toBe(0);
});

async function openList(page: Page, list: ListName) {
  await page.goto(`${e2e.server.url}${LISTS[list].path}`);
  await page
    .locator('[data-testid=record-card], tbody tr')
    .filter({ hasText: LONG_NAME.slice(0, 20) })
    .first()
    .waitFor();
}

/** Desktop: columns fit and never overlap; what gave way is in the row's details; the long name is capped. */
async function checkTable(page: Page, list: ListName, lang: Locale) {
  const layout = await tableLayout(page);
  expect(layout.overflowsSideways, 'the table scrolls sideways').toBe(false);
  expect(overlappingPairs(layout)).toEqual([]);
  for (const head of layout.shown) expect(inside(head.box, layout.area), head.text).toBe(true);
  const shownTexts = layout.shown.map((h) => h.text);
  for (const field of LISTS[list].essential)
    expect(shownTexts).toContain(translate(lang, `resources.${LISTS[list].resource}.fields.${field}`));
  // a header without text (the bulk-selection checkbox) is no column of the list's own
  const all = [...shownTexts, ...layout.hidden].filter((text) => text !== '');
  expect(new Set(all)).toEqual(new Set([...labelsOf(list, lang), translate(lang, 'pages.common.actions')]));

  const row = page
    .locator('tbody tr')
    .filter({ hasText: LONG_NAME.slice(0, 20) })
    .first();
  const capped = row.locator(`[data-testid=text-cell][title="${LONG_NAME}"]`).filter({ visible: true });
  // the long name is in a column shown (capped, whole in its tooltip) or in the row's details (wrapped)
  if ((await capped.count()) > 0) expect((await capped.boundingBox())!.width).toBeLessThanOrEqual(220);
  if (layout.hidden.length > 0) {
    await row.locator('.RaDataTable-expandIcon').click();
    const details = page.getByTestId('row-details').filter({ visible: true });
    await details.waitFor();
    await settled(page);
    expect(await detailLabels(page, '[data-testid=row-details]')).toEqual(layout.hidden);
    expect(inside((await boxesOf(page, '[data-testid=row-details]'))[0], layout.area)).toBe(true);
    if ((await capped.count()) === 0) await details.getByText(LONG_NAME).waitFor();
  } else {
    expect(await page.locator('.RaDataTable-expandIcon').filter({ visible: true }).count()).toBe(0);
  }
}

/** Phone: every column in each card, no card wider than the screen, Create over no card (at the top or the bottom). */
async function checkCards(page: Page, list: ListName, lang: Locale, width: number) {
  expect(await page.locator('tbody tr').filter({ visible: true }).count()).toBe(0);
  expect(await detailLabels(page, '[data-testid=record-card]')).toEqual(labelsOf(list, lang));
  const cards = await boxesOf(page, '[data-testid=record-card]');
  expect(cards.length).toBeGreaterThan(1);
  for (const card of cards) expect(card.right).toBeLessThanOrEqual(width);
  const main = await page.locator('main').evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(main, 'the page scrolls sideways').toBe(true);
  for (const scrolled of [false, true]) {
    if (scrolled) await page.locator('main').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const create = await boxesOf(page, '.RaCreateButton-floating, .RaCreateButton-root');
    expect(create).toHaveLength(1);
    for (const card of await boxesOf(page, '[data-testid=record-card]'))
      expect(overlaps(card, create[0]), 'Create covers a card').toBe(false);
  }
}

describe('lists that fit the screen', () => {
  for (const width of [1440, 1280, 1024, 390]) {
    it(`dealer, employee and store lists at ${width} px in both languages`, async () => {
      const phone = width < 992;
      const session = await e2e.start({ width, height: phone ? 844 : 900 });
      const page = session.page;
      await page.goto(`${e2e.server.url}/login`);
      await fillLogin(page, 'admin', 'admin123');
      await page.getByTestId('dashboard').waitFor();
      for (const [lang, label] of LANGS) {
        if (lang !== 'en-US') await chooseLanguage(page, label);
        for (const list of Object.keys(LISTS) as ListName[]) {
          await openList(page, list);
          if (phone) {
            await shot(page, `responsive-${list}-${width}-${lang}`);
            await checkCards(page, list, lang, width);
          } else {
            await checkTable(page, list, lang);
            await shot(page, `responsive-${list}-${width}-${lang}`);
          }
        }
      }
    });
  }
});

describe('the columns chooser', () => {
  it('keeps a column chosen off after a reload, in the table and its rows’ details', async () => {
    const session = await e2e.start({ width: 1440, height: 900 });
    const page = session.page;
    await page.goto(`${e2e.server.url}/login`);
    await fillLogin(page, 'admin', 'admin123');
    await page.getByTestId('dashboard').waitFor();
    await openList(page, 'stores');
    const brand = translate('en-US', 'resources.store.fields.company_name');
    const headers = async () => {
      const layout = await tableLayout(page);
      return [...layout.shown.map((h) => h.text), ...layout.hidden];
    };
    expect(await headers()).toContain(brand);
    await page.getByRole('button', { name: translate('en-US', 'ra.action.select_columns') }).click();
    await page.locator('.MuiPopover-paper label').filter({ hasText: brand }).click();
    await page.keyboard.press('Escape');
    await expect.poll(headers, { timeout: 10_000 }).not.toContain(brand);
    await page.reload();
    await openList(page, 'stores');
    expect(await headers()).not.toContain(brand);
    expect(await page.getByTestId('row-details').filter({ hasText: brand }).count()).toBe(0);
  });
});
