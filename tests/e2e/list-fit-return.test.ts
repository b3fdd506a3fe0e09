/**
 * A kept-alive list keeps its fit when the user comes back to it (src/common/FitTable.tsx): the
 * operator admin (the most columns) creates a store, saves, and is back on the store list; a dealer
 * adds a dealer and is back on the dealer list; at 1440 and 1024 px. The essential columns show, none
 * sits under the sticky Actions column, and the table does not scroll sideways.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate } from '../../i18n';
import { fillLogin, tabPaths, useServerAndBrowser } from './app';
import { overlappingPairs, tableLayout } from './layout-checks';
import { combobox, fillForm, link, rowOf, save } from './list-pages';

const e2e = useServerAndBrowser();

/** The list's layout holds: essential headers shown, none overlapping another, no sideways scroll. */
async function expectFits(page: Page, resource: string, essential: string[]) {
  const labels = essential.map((field) => translate('en-US', `resources.${resource}.fields.${field}`));
  await expect
    .poll(async () => {
      const layout = await tableLayout(page);
      const shown = layout.shown.map((head) => head.text);
      return { sideways: layout.overflowsSideways, overlaps: overlappingPairs(layout), missing: labels.filter((l) => !shown.includes(l)) };
    })
    .toEqual({ sideways: false, overlaps: [], missing: [] });
}

describe('a kept-alive list after a create page', () => {
  for (const width of [1440, 1024]) {
    it(`the store list keeps its essential columns after Create at ${width} px`, async () => {
      const { page } = await e2e.start({ width, height: 900 });
      await page.goto(`${e2e.server.url}/login`);
      await fillLogin(page, 'admin', 'admin123');
      await page.getByTestId('dashboard').waitFor();

      await page.goto(`${e2e.server.url}/seller/store/list`);
      await rowOf(page, 'Kopi').first().waitFor();
      await expectFits(page, 'store', ['name', 'status', 'expire_at']);
      await link(page, /create/i).click();
      await page.waitForURL('**/seller/store/add');
      await combobox(page, /^brand/i).click();
      await page.getByRole('option', { name: 'Kopi Kenangan Kita', exact: true }).click();
      await fillForm(page, { name: `Fit Return ${width}`, tables: '8' });
      await save(page);
      await page.waitForURL('**/seller/store/list');
      await rowOf(page, `Fit Return ${width}`).getByText('Awaiting activation').waitFor();
      await expectFits(page, 'store', ['name', 'status', 'expire_at']);
      // the Add tab closed, the saved store's tab opened in its place
      const tabs = await tabPaths(page);
      expect(tabs).not.toContain('/seller/store/add');
      expect(tabs).toContain('/seller/store/edit');
    });

    it(`the dealer list keeps its essential columns after Add Dealer at ${width} px`, async () => {
      const { page } = await e2e.start({ width, height: 900 });
      await page.goto(`${e2e.server.url}/login`);
      await fillLogin(page, 'dealer1', 'dealer123');
      await page.getByTestId('dashboard').waitFor();
      await page.goto(`${e2e.server.url}/distributor/list`);
      await rowOf(page, 'Jakarta').first().waitFor();
      await expectFits(page, 'distributor', ['name', 'level', 'remaining_quota', 'status']);
      await link(page, /create/i).click();
      await page.waitForURL('**/distributor/edit');
      await fillForm(page, {
        name: `Fit Return Dealer ${width}`,
        contact_name: 'Rina Wijaya',
        contact_phone: '+62 811 2233 4455',
        email: 'rina@fit-return.co.id',
        admin_account: `fit_return_${width}`,
        admin_password: 'fitreturn123',
        admin_password_confirm: 'fitreturn123',
      });
      await save(page);
      await page.waitForURL('**/distributor/list');
      await rowOf(page, `Fit Return Dealer ${width}`).waitFor();
      await expectFits(page, 'distributor', ['name', 'level', 'remaining_quota', 'status']);
    });
  }
});
