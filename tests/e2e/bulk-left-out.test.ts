/**
 * Bulk actions say before confirming which ticked rows they leave out and why, by name, in English
 * and in Chinese: Enable/Disable the rows the user may not change (its own account),
 * Activate the stores not waiting for activation; the rest is changed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate, type Locale } from '../../i18n';
import { chooseLanguage, expectToast } from './app';
import { confirm, dialog, rowOf, shown, useSuite } from './list-pages';

const suite = useSuite();

async function tick(page: Page, ...names: string[]) {
  for (const name of names) await rowOf(page, name).first().getByRole('checkbox').check();
}

const statusOf = async (table: string, column: string, value: string) =>
  (await suite.server.server.database.pool.query(`select status from ${table} where ${column} = $1`, [value])).rows[0].status as string;

/** The warning of the dialog on screen that names the rows left out. */
const leftOut = (page: Page, testId: string) => shown(dialog(page).getByTestId(testId));

async function expectActivateNamesLeftOut(page: Page, lang: Locale) {
  await suite.openList(page, '/seller/store/list');
  const waiting = rowOf(page, translate(lang, 'app.status.wait_activate')).first();
  await waiting.getByRole('checkbox').check();
  await tick(page, 'Kopi Kita Senayan');
  await shown(page.getByTestId('bulk-activate')).click();
  await expect
    .poll(() => leftOut(page, 'bulk-licence-left-out').innerText())
    .toContain(`Kopi Kita Senayan (${translate(lang, 'pages.lists.licence.why_activate')})`);
  await dialog(page).getByTestId('dialog-dismiss').click();
}

describe('bulk actions name what they leave out before confirming', () => {
  it('Disable leaves out the user’s own account, Activate a store already active (English)', async () => {
    const page = await suite.start('dealer1');
    await suite.openList(page, '/employee/list');
    await tick(page, 'Budi Santoso', 'Agus Pratama');
    await shown(page.getByTestId('bulk-disable')).click();
    await dialog(page).getByText('Disable 1 record?').waitFor();
    expect(await leftOut(page, 'bulk-left-out').innerText()).toBe('1 record left out: Budi Santoso (not yours to change)');
    await confirm(page);
    await expectToast(page, '1 record changed');
    await expect.poll(() => statusOf('staff', 'account', 'staff1')).toBe('invalid');
    expect(await statusOf('staff', 'account', 'dealer1')).toBe('valid');

    await expectActivateNamesLeftOut(page, 'en-US');
  });

  it('does the same in Chinese', async () => {
    const page = await suite.start('dealer1');
    await chooseLanguage(page, '简体中文');
    await suite.openList(page, '/employee/list');
    await tick(page, 'Budi Santoso', 'Siti Rahayu');
    await shown(page.getByTestId('bulk-enable')).click();
    expect(await leftOut(page, 'bulk-left-out').innerText()).toBe(
      translate('zh-CN', 'pages.lists.bulk.left_out', {
        smart_count: 1,
        names: `Budi Santoso (${translate('zh-CN', 'pages.lists.bulk.why_1003')})`,
      }),
    );
    await dialog(page).getByRole('button', { name: /取消/ }).click();

    await expectActivateNamesLeftOut(page, 'zh-CN');
  });
});
