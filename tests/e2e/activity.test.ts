/**
 * The activity trail and the dashboard's links end to end: a dealer's change shows on the Activity
 * page (filtered by account and action, the record's name linking to it) and in the store's History
 * section, in English, then in Chinese; the dashboard's store card opens the store list, its
 * expiring licences the list filtered to them.
 */
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './app';
import { goToSection, rows, shown, useSuite } from './list-pages';

const suite = useSuite();

describe('activity', () => {
  it('shows who changed a store on the Activity page and in its History, in both languages', async () => {
    const { rows: stores } = await suite.server.server.database.pool.query(`select id from stores where name = 'Kopi Kita Senayan'`);
    const id = stores[0].id as number;
    const page = await suite.start('dealer1');
    const token = await suite.api.login('manager1', 'dealer123');
    const business_hours = [{ day: 1, open: '08:30', close: '21:00' }];
    expect((await suite.api.post('/store/update', { id, contact_name: 'Rina Activity', business_hours }, { token })).code).toBe(0);

    await suite.open(page, `/audit/list?filter=${encodeURIComponent(JSON.stringify({ staff_account: 'manager', action: 'update' }))}`);
    const row = rows(page).filter({ hasText: 'Kopi Kita Senayan' }).first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('Rina Activity');
    expect(await row.innerText()).toContain('manager1');
    await row.getByTestId('audit-record-link').click();
    await page.waitForURL((url) => url.pathname === '/seller/store/edit' && url.searchParams.get('id') === String(id), { timeout: 15_000 });

    await goToSection(page, 'history');
    // the e-menu card has a title like the page's other cards
    expect(await shown(page.getByTestId('emenu-card')).innerText()).toMatch(/^E-menu/);
    const history = shown(page.getByTestId('record-history'));
    await history.getByText('Rina Activity').first().waitFor({ timeout: 15_000 });
    expect(await history.innerText()).toContain('History');
    expect(await history.getByTestId('history-entry').first().innerText()).toContain('Changed');

    // a new language draws the app anew, from the top of the page
    await chooseLanguage(page, '简体中文');
    await goToSection(page, 'history');
    await history.getByText('历史记录').waitFor();
    expect(await history.getByTestId('history-entry').first().innerText()).toContain('修改');
    await suite.open(page, `/audit/list?filter=${encodeURIComponent(JSON.stringify({ resource: 'store', record_id: id }))}`);
    await rows(page).filter({ hasText: 'Rina Activity' }).first().waitFor({ timeout: 15_000 });
    expect(await rows(page).first().innerText()).toContain('门店');
    // the change in the words of the store's page: its labels, its hours as a week, no key, code, ISO time or JSON
    const change = await rows(page).filter({ hasText: 'Rina Activity' }).first().getByTestId('audit-changes').innerText();
    expect(change).toContain('联系人');
    expect(change).toContain('星期一 08:30–21:00');
    expect(change).not.toMatch(/\d{4}-\d{2}-\d{2}T|\b[a-z]+_[a-z_]+\b|[{}[\]"]/);
  });

  it('opens the lists the dashboard counts, the expiring licences filtered', async () => {
    await suite.server.server.database.pool.query(
      `update stores set status = 'active', expire_at = now() + interval '5 days' where name = 'Warung Sederhana Menteng'`,
    );
    const page = await suite.start('dealer1');
    await shown(page.getByTestId('stat-stores-link')).click();
    await page.waitForURL((url) => url.pathname === '/seller/store/list', { timeout: 15_000 });
    await suite.open(page, '/dashboard/index');
    await shown(page.getByTestId('expiring-link')).click();
    await page.waitForURL(
      (url) => url.pathname === '/seller/store/list' && (url.searchParams.get('filter') ?? '').includes('expire_within_days'),
      {
        timeout: 15_000,
      },
    );
    await rows(page).first().waitFor({ timeout: 15_000 });
  });
});
