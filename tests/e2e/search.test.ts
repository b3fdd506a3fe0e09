/**
 * The search box end to end: Ctrl+K opens it anywhere, a part of a store's name finds the store
 * (within what the user sees), Enter opens its page; the header's icon opens it too; in English,
 * then in Chinese.
 */
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './app';
import { dialog, shown, useSuite } from './list-pages';

const suite = useSuite();

const storeId = async (name: string) =>
  (await suite.server.server.database.pool.query('select id from stores where name = $1', [name])).rows[0].id as number;

describe('search', () => {
  it('finds a store by a part of its name with Ctrl+K and opens it, in both languages', async () => {
    const page = await suite.start('dealer1');
    await page.keyboard.press('Control+k');
    const box = shown(page.getByTestId('search-input'));
    await box.fill('sudirman');
    const sudirman = await storeId('Kopi Kita Sudirman');
    const hit = page.getByTestId(`search-hit-store-${sudirman}`);
    await hit.waitFor({ timeout: 15_000 });
    expect(await shown(page.getByRole('listbox')).innerText()).toContain('Stores');
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/seller/store/edit' && url.searchParams.get('id') === String(sudirman), {
      timeout: 15_000,
    });
    await shown(page.locator('input[name=name]')).waitFor();
    expect(await shown(page.locator('input[name=name]')).inputValue()).toBe('Kopi Kita Sudirman');

    // another dealer's store is not found
    await page.keyboard.press('Control+k');
    await box.fill('kebap');
    await shown(dialog(page).getByText('Nothing found')).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');

    await chooseLanguage(page, '简体中文');
    await shown(page.getByTestId('search-open')).click();
    await box.fill('bakso');
    const blokM = await storeId('Bakso Pak Kumis Blok M');
    await page.getByTestId(`search-hit-store-${blokM}`).waitFor({ timeout: 15_000 });
    expect(await shown(page.getByRole('listbox')).innerText()).toContain('门店');
    await page.getByTestId(`search-hit-store-${blokM}`).click();
    await page.waitForURL((url) => url.pathname === '/seller/store/edit' && url.searchParams.get('id') === String(blokM), {
      timeout: 15_000,
    });
    await shown(page.getByTestId('search-open')).click();
    await box.fill('zzqx');
    await shown(dialog(page).getByText('没有找到')).waitFor({ timeout: 15_000 });
  });
});
