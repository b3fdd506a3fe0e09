/**
 * Every route of the app's route table (src/routes/table.ts), in headless Chromium against the real
 * server (built app from dist/, fresh demo database), as the operator admin, who may see them all:
 * each redirect lands on its page, and each page opens at its address with its translated title in
 * the browser tab and the tab bar, shows its content (a form field, a table row, the dashboard or an
 * import's upload), and no 404, no load error and no error toast. Pages about one record open with the first record of its list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { fullPathOf, REDIRECTS, ROUTES, type ChildRoute } from '../../src/routes/table';
import { expectPath } from './app';
import { shown, useSuite } from './list-pages';

const suite = useSuite();
const en = (key: string) => translate('en-US', key);

/** The address of a page: a page about one record gets `?id=` of the first record of the resource's list. */
async function addressOf(fullPath: string, child: ChildRoute): Promise<string> {
  const { view } = child;
  if ('page' in view || view.view === 'list' || view.view === 'create') return fullPath;
  const first = await suite.api.get(`/${view.resource}/list`, { token: suite.session!.token, query: { page: 1, size: 1 } });
  return `${fullPath}?id=${first.data.list[0].id}`;
}

async function expectScreen(page: Page, address: string, title: string) {
  await page.goto(`${suite.server.url}${address}`, { waitUntil: 'networkidle' });
  expectPath(page, address);
  await shown(page.locator('main').locator('input, textarea, tbody tr, [data-testid=dashboard], [data-testid=import-page]'))
    .first()
    .waitFor();
  expect(await page.title()).toBe(`${title} - ${en('webapp_title')}`);
  expect(await shown(page.getByTestId('tab')).filter({ hasText: title }).count(), `tab of ${address}`).toBe(1);
  expect(await page.getByText('Page Not Found').count(), `404 at ${address}`).toBe(0);
  expect(await page.getByTestId('load-error').count(), `load error at ${address}`).toBe(0);
  expect(await page.getByTestId('toast').count(), `toast at ${address}`).toBe(0);
}

describe('route table', () => {
  it('every redirect lands on its page', async () => {
    const page = await suite.start('admin');
    const redirects = { ...REDIRECTS, ...Object.fromEntries(ROUTES.map((top) => [top.path, top.redirect])) };
    for (const [from, to] of Object.entries(redirects)) {
      await page.goto(`${suite.server.url}${from}`);
      const final = REDIRECTS[to] ?? to;
      await page.waitForURL((url) => url.pathname === final);
      await shown(page.getByTestId('tab')).filter({ hasText: /\w/ }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
  });

  it('every page opens with its title and content, without 404, load error or toast', async () => {
    const page = await suite.start('admin');
    // the demo data has no SMS movement: one, so that the SMS records have a row to show
    const brand = (await suite.api.get('/company/list', { token: suite.session!.token, query: { page: 1, size: 1 } })).data.list[0];
    expect((await suite.api.post('/sms/recharge', { company_id: brand.id, count: 100 }, { token: suite.session!.token })).code).toBe(0);
    const pages = ROUTES.flatMap((top) => top.children.map((child) => ({ fullPath: fullPathOf(top, child), child })));
    expect(pages).toHaveLength(19); // the pages tests/unit/web/routes.test.ts lists: the seed's, the SMS records, the activity, the imports
    for (const { fullPath, child } of pages) {
      await expectScreen(page, await addressOf(fullPath, child), en(child.meta.title));
    }
  });
});
