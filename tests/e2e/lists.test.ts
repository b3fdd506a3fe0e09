/**
 * The list screens' work in headless Chromium against the real server: bulk renewal of selected
 * stores in one dialog (N x years accounts, used once), the phone's dialogs with their Cancel and
 * Close, the phone header's page title, and a typed forbidden address refused inside the shell
 * without a tab, in English and Chinese.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate, type Locale } from '../../i18n';
import { chooseLanguage, tabPaths } from './app';
import { rowOf, shot, shown, useSuite } from './list-pages';

const suite = useSuite();

const remainingOf = async (token: string) => (await suite.api.get('/account_info', { token })).data.remaining_quota as number;

/** Names of the stores dealer1 sees in a status, newest first. */
async function storesIn(status: string, token: string, orgId?: number): Promise<string[]> {
  const query: Record<string, string | number> = { page: 1, size: 20, status };
  if (orgId) query.org_id = orgId;
  const answer = await suite.api.get('/store/list', { token, query });
  return answer.data.list.map((store: { name: string }) => store.name);
}

const LANGS: [Locale, 'English' | '简体中文'][] = [
  ['en-US', 'English'],
  ['zh-CN', '简体中文'],
];

async function inLanguage(page: Page, lang: Locale, label: 'English' | '简体中文') {
  if (lang !== 'en-US') await chooseLanguage(page, label);
}

describe('bulk renewal', () => {
  it('renews the selected stores in one dialog: N x years accounts, once', async () => {
    const page = await suite.start('dealer1');
    const token = suite.session!.token!;
    // stores of dealer1's own org: its accounts pay for them all
    const own = (await suite.api.get('/account_info', { token })).data.org_id as number;
    const active = (await storesIn('active', token, own)).slice(0, 2);
    expect(active).toHaveLength(2);
    await suite.openList(page, '/seller/store/list');
    for (const name of active) await rowOf(page, name).locator('input[type=checkbox]').check();
    const before = await remainingOf(token);
    await shown(page.getByTestId('bulk-renew')).click();
    const dialog = page.getByTestId('bulk-licence-dialog');
    await dialog.locator('input[name=years]').fill('2');
    await dialog.getByTestId('bulk-licence-cost').filter({ hasText: '2 stores x 2 years: 4 accounts' }).waitFor();
    await dialog
      .getByTestId('bulk-licence-left')
      .filter({ hasText: `${before - 4} after` })
      .waitFor();
    await shot(page, 'lists-bulk-renew-1440-en-US');
    await dialog.getByTestId('bulk-licence-confirm').click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => remainingOf(token), { timeout: 15_000 }).toBe(before - 4);
  });
});

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
