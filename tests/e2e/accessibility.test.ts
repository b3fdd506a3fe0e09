/**
 * axe-core over every page and dialog of the app (WCAG 2.0/2.1/2.2 A and AA), as the operator's admin
 * and as a level-1 dealer, in English and in Chinese: any serious or critical violation fails, listed
 * by page state, rule and element.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { chooseLanguage, login, useServerAndBrowser, type DemoAccount } from './app';
import { seriousViolations } from './axe';
import { dialog, drawEverySection, shown } from './list-pages';

const e2e = useServerAndBrowser();

const LABELS = {
  English: { activate: 'Activate', quota: 'Quota', loginTitle: 'Sign in - Distributor Admin' },
  简体中文: { activate: '激活', quota: '配额', loginTitle: '登录 - 经销商管理后台' },
} as const;
type Language = keyof typeof LABELS;

/** The id of a list's first record as this session sees it. */
async function firstId(api: ApiClient, token: string, resource: string): Promise<number> {
  const answer = await api.get(`/${resource}/list`, { token, query: { page: 1, size: 1 } });
  return answer.data.list[0].id as number;
}

async function audit(account: DemoAccount, language: Language) {
  const { page } = await e2e.start();
  const api = new ApiClient(e2e.server.api);
  const found: string[] = [];
  const check = async (state: string) => {
    found.push(...(await seriousViolations(page, `${account} ${language} ${state}`)));
  };
  const open = async (path: string) => {
    await page.goto(`${e2e.server.url}${path}`, { waitUntil: 'networkidle' });
    // the page as it settles: not a form still drawn in the background, nor a field loading its choices
    const busy = () => page.locator('[role=progressbar], [aria-busy=true]').count();
    await expect.poll(busy, { message: `${path} still loading` }).toBe(0);
    await drawEverySection(page);
    // a reference loaded after the first answers brings its own bar: settled means none once idle
    await page.waitForLoadState('networkidle');
    await expect.poll(busy, { message: `${path} still loading` }).toBe(0);
    await check(path);
  };
  /** Opens a dialog by a button of the page, checks it, and closes it with Escape. */
  const withDialog = async (state: string, openIt: (page: Page) => Promise<void>) => {
    await openIt(page);
    await dialog(page).waitFor();
    await page.waitForLoadState('networkidle');
    // faded in: colours measured mid-transition are the page's behind it
    await expect
      .poll(() =>
        page.evaluate(() => [...document.querySelectorAll('.MuiDialog-container')].every((c) => getComputedStyle(c).opacity === '1')),
      )
      .toBe(true);
    await check(state);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
  };
  const label = LABELS[language];

  await page.goto(`${e2e.server.url}/login`);
  if (language !== 'English') await chooseLanguage(page, language);
  await page.locator('input[name=account]').waitFor();
  await expect.poll(() => page.title()).toBe(LABELS[language].loginTitle);
  await check('/login');
  await login(e2e.session, e2e.server.url, account);
  const token = e2e.session.token!;
  const [dealer, brand, store] = await Promise.all(['distributor', 'company', 'store'].map((name) => firstId(api, token, name)));

  await open('/dashboard/index');
  await open('/distributor/list');
  await withDialog('quota dialog', async (p) => {
    // the first row whose "..." menu offers Quota (a menu is made when it first opens)
    const buttons = p.locator('tbody [data-testid=row-menu-button]');
    const quota = p.getByRole('menuitem', { name: label.quota, exact: true });
    const count = await buttons.count();
    for (let at = 0; at < count; at++) {
      await buttons.nth(at).click();
      const menu = p.getByRole('menu');
      await menu.waitFor();
      if ((await quota.count()) > 0) break;
      await p.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    }
    await shown(quota).click();
  });
  for (const path of [
    '/distributor/edit',
    `/distributor/edit?id=${dealer}`,
    `/distributor/setting?id=${dealer}`,
    '/seller/company/list',
    '/seller/company/add',
    `/seller/company/edit?id=${brand}`,
    '/seller/sms/list',
    '/seller/store/add',
    `/seller/store/edit?id=${store}`,
    `/seller/store/emenu?id=${store}`,
    '/version/list',
    '/version/edit',
    '/employee/list',
    '/employee/edit',
    '/no-such-page',
    '/seller/store/list',
  ]) {
    await open(path);
  }
  await withDialog('activate dialog', (p) =>
    shown(p.locator('tbody').getByRole('button', { name: label.activate, exact: true }))
      .first()
      .click(),
  );
  await withDialog('change password dialog', async (p) => {
    await p.getByTestId('user-menu').click();
    await p.getByTestId('menu-change-password').click();
  });
  await withDialog('logout dialog', async (p) => {
    await p.getByTestId('user-menu').click();
    await p.getByTestId('menu-logout').click();
  });
  expect(found.join('\n')).toBe('');
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const account of ['admin', 'dealer1'] as const) {
    for (const language of Object.keys(LABELS) as Language[]) {
      it(`${account} in ${language}: no serious or critical violation on any page or dialog`, () => audit(account, language), 600_000);
    }
  }
});
