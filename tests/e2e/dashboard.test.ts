/**
 * The dashboard end to end, in headless Chromium against the real server (built app from dist/,
 * fresh demo database): a level-1 dealer's figures, its charts (MUI X Charts, loaded lazily) drawn
 * as SVG with data, the licences ending within 30 days soonest first, one of them renewed from the
 * list (it leaves the list), and its order revenue per country; in English, then in Chinese.
 * The charts' category labels (months, countries, accounts) are shown whole. Screenshots in en-US
 * and zh-CN, of the window and of the charts, go to screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { chooseLanguage, expectToast, SCREENSHOTS } from './app';
import { confirm, dialog, input, shot, shown, useSuite } from './list-pages';

const suite = useSuite();

/** Two of dealer1's stores (one of its level-2 dealer's) whose licence ends soon, as the API test of the dashboard sets them. */
const EXPIRING = { 'Bakso Pak Kumis Cilandak': 3, 'Warung Sederhana Menteng': 20 } as const;
async function licencesEndingSoon() {
  for (const [name, days] of Object.entries(EXPIRING)) {
    await suite.server.server.database.pool.query(
      `update stores set status = 'active', expire_at = now() + make_interval(days => $2) where name = $1`,
      [name, days],
    );
  }
}

const CHARTS = ['chart-months', 'chart-status', 'chart-country', 'chart-accounts'] as const;
/** What each chart drew: its bars or pie arcs (MUI X Charts' SVG elements). */
const marks = (page: Page, chart: string) => shown(page.getByTestId(chart)).locator('svg .MuiBarElement-root, svg .MuiPieArc-root').count();
const expiring = (page: Page) => shown(page.getByTestId('expiring-store'));
/** Every chart drawn with data: each is drawn as it comes near the view, in a task of its own (src/pages/dashboard/DashboardCharts.tsx). */
async function everyChartDrawn(page: Page) {
  for (const chart of CHARTS) await expect.poll(() => marks(page, chart), { message: chart }).toBeGreaterThan(0);
}
/** The category labels a chart shows under or beside its bars (neither hidden nor cut off). */
const tickLabels = (page: Page, chart: string) =>
  shown(page.getByTestId(chart))
    .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel, .MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
    .allTextContents();
/** Every chart's category labels readable: all twelve months or most of them, whole country and account names. */
async function expectReadableLabels(page: Page, texts: { country: string; accounts: string[]; month: RegExp }) {
  const months = (await tickLabels(page, 'chart-months')).filter((label) => !/^\d+$/.test(label));
  expect(months.length, 'month labels').toBeGreaterThanOrEqual(6);
  for (const month of months) expect(month, 'a whole month label').toMatch(texts.month);
  expect(await tickLabels(page, 'chart-country')).toContain(texts.country);
  expect(await tickLabels(page, 'chart-accounts')).toEqual(expect.arrayContaining(texts.accounts));
}
/** The charts, scrolled into view (they are below the window's fold). */
const chartsShot = (page: Page, name: string) =>
  shown(page.getByTestId('dashboard-charts')).screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });

describe('dashboard', () => {
  it('shows a dealer its charts with data and the licences to renew, renews one, in both languages', async () => {
    await licencesEndingSoon();
    const page = await suite.start('dealer1');
    await shown(page.getByTestId('chart-months')).locator('svg').first().waitFor();
    await everyChartDrawn(page);
    // the status pie: one arc per status that has stores (dealer1 sees all three)
    expect(await marks(page, 'chart-status')).toBe(3);
    expect(await shown(page.getByTestId('stat-stores')).innerText()).toMatch(/\d+/);

    // the expiring licences, soonest first, each with its renew action
    await shown(page.getByText('Licences ending within 30 days (2)')).waitFor();
    expect(await expiring(page).locator('td:first-child').allInnerTexts()).toEqual(Object.keys(EXPIRING));
    expect(await expiring(page).getByRole('button', { name: 'Renew' }).count()).toBe(2);
    expect(await shown(page.getByTestId('revenue-ID')).innerText()).toMatch(/^Rp/);
    await shot(page, 'dashboard-en-US');
    await chartsShot(page, 'dashboard-charts-en-US');
    await expectReadableLabels(page, {
      country: 'Indonesia',
      accounts: ['Given to dealers below', 'Used by stores'],
      month: /^[A-Z][a-z]{2} \d{4}$/,
    });

    // renewed from the dashboard: a year later, it leaves the list
    await expiring(page).first().getByRole('button', { name: 'Renew' }).click();
    await dialog(page).getByText('Renew Bakso Pak Kumis Cilandak').waitFor();
    await input(dialog(page), 'years').fill('1');
    await confirm(page);
    await expectToast(page, 'Bakso Pak Kumis Cilandak is renewed');
    await shown(page.getByText('Licences ending within 30 days (1)')).waitFor();
    expect(await expiring(page).locator('td:first-child').allInnerTexts()).toEqual(['Warung Sederhana Menteng']);

    await chooseLanguage(page, '简体中文');
    await shown(page.getByText('30 天内到期的授权（1）')).waitFor();
    await shown(page.getByText('近 12 个月新增门店与授权')).waitFor();
    await everyChartDrawn(page);
    expect(await expiring(page).getByRole('button', { name: '续费' }).count()).toBe(1);
    await shot(page, 'dashboard-zh-CN');
    await chartsShot(page, 'dashboard-charts-zh-CN');
    await expectReadableLabels(page, { country: '印度尼西亚', accounts: ['已分配给下级', '门店已使用'], month: /^\d{4}年\d{1,2}月$/ });
  });

  it('tells a dealer with no licence ending soon so, its charts still drawn', async () => {
    const page = await suite.start('dealer2');
    await shown(page.getByTestId('chart-months')).locator('svg').first().waitFor();
    await shown(page.getByText('No licence ends in the next 30 days.')).waitFor();
    await everyChartDrawn(page);
  });
});
