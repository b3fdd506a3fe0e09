/**
 * The list screens' work in headless Chromium against the real server: the phone's dialogs with
 * their Cancel and Close, the phone header's page title, and a typed forbidden address refused
 * inside the shell without a tab, in English and Chinese.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate, type Locale } from '../../i18n';
import { chooseLanguage, tabPaths } from './app';
import { shot, shown, useSuite } from './list-pages';

const suite = useSuite();

/** Names of the stores dealer1 sees in a status, newest first. */
async function storesIn(status: string, token: string): Promise<string[]> {
  const answer = await suite.api.get('/store/list', { token, query: { page: 1, size: 20, status } });
  return answer.data.list.map((store: { name: string }) => store.name);
}

const LANGS: [Locale, 'English' | '简体中文'][] = [
  ['en-US', 'English'],
  ['zh-CN', '简体中文'],
];

async function inLanguage(page: Page, lang: Locale, label: 'English' | '简体中文') {
  if (lang !== 'en-US') await chooseLanguage(page, label);
}

describe('on a phone (390 px)', () => {
  for (const [lang, label] of LANGS) {
    it(`shows Cancel and Close in the dialogs and the page's title in the header (${lang})`, async () => {
      const page = await suite.start('dealer1');
      await page.setViewportSize({ width: 390, height: 844 });
      await inLanguage(page, lang, label);
      await suite.open(page, '/seller/store/list');
      await page
        .getByTestId('phone-title')
        .filter({ hasText: translate(lang, 'app.route.store_list') })
        .waitFor();
      const waiting = (await storesIn('wait_activate', suite.session!.token!))[0];
      const card = shown(page.getByTestId('record-card')).filter({ hasText: waiting });
      await card.getByRole('button', { name: translate(lang, 'pages.store.action.activate') }).click();
      const cancel = shown(page.getByTestId('dialog-dismiss'));
      await cancel.filter({ hasText: translate(lang, 'ra.action.cancel') }).waitFor();
      expect((await cancel.boundingBox())!.width).toBeGreaterThan(40);
      await shot(page, `lists-phone-activate-${lang}`);
      await cancel.click();

      await suite.open(page, '/distributor/list');
      const dealer = shown(page.getByTestId('record-card')).filter({ hasText: 'Jakarta Selatan Reseller' });
      await dealer.getByTestId('row-menu-button').click();
      await shown(page.getByRole('menuitem', { name: translate(lang, 'pages.distributor.action.quota') })).click();
      const close = shown(page.getByTestId('dialog-dismiss')).filter({ hasText: translate(lang, 'ra.action.close') });
      await close.waitFor();
      await close.click();
      await page.getByTestId('quota-dialog').waitFor({ state: 'hidden' });
    });
  }
});

describe('a forbidden address typed in', () => {
  for (const account of ['staff1', 'dealer1', 'dealer2'] as const) {
    it(`shows the refusal inside the shell, and opens no tab (${account})`, async () => {
      const page = await suite.start(account);
      await suite.open(page, '/version/edit');
      await page.getByTestId('no-permission').waitFor();
      await page.getByTestId('side-menu').waitFor();
      expect(await page.getByTestId('not-found-back').count()).toBe(0);
      expect(await tabPaths(page)).not.toContain('/version/edit');
    });
  }
});
