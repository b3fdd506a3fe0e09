/**
 * The reminder bell end to end: a store of dealer1 whose licence ends in 7 days shows as an unread
 * reminder in the header; its item leads to the store list filtered to "Expiring within" its days,
 * where the store is, and is marked read on the way; the settings say no digest is sent while the
 * server has no mail server.
 */
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './app';
import { rowOf, shown, useSuite } from './list-pages';

const suite = useSuite();

describe('reminder bell', () => {
  it('shows a store expiring in 7 days and leads to it in the filtered store list', async () => {
    const name = `Reminder Bell ${Date.now() % 100000}`;
    await suite.server.server.database.pool.query(
      `insert into stores (company_id, org_id, name, country, activated_at, expire_at)
       select c.id, c.org_id, $1, c.country, now(), now() + interval '7 days' - interval '1 hour'
         from companies c join orgs o on o.id = c.org_id where o.name = 'Nusantara POS Partners' order by c.id limit 1`,
      [name],
    );
    const page = await suite.start('dealer1');
    const count = shown(page.getByTestId('reminder-count'));
    await count.waitFor();
    const before = Number(await count.innerText());
    expect(before).toBeGreaterThan(0);

    await shown(page.getByTestId('reminder-bell')).click();
    const item = shown(page.getByTestId('reminder-item')).filter({ hasText: name });
    await expect.poll(() => item.innerText()).toMatch(/licence\(s\) end on \d{4}-\d{2}-\d{2} \(within 7 days\)/);
    await item.getByTestId('reminder-link').click();

    await page.waitForURL(/\/store.*expire_within_days/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
    expect(filter.expire_within_days).toBeGreaterThanOrEqual(7);
    await rowOf(page, name).first().waitFor();
    // read on the way: one fewer unread
    await expect.poll(async () => Number((await count.count()) ? await count.innerText() : 0)).toBe(before - 1);
  });

  it('leads an expired licence to the stores that ended that day, and a low quota to the dealer’s details', async () => {
    const name = `Reminder Ended ${Date.now() % 100000}`;
    const { pool } = suite.server.server.database;
    // ends now: after every earlier session of dealer1 was last used, so news to the next one
    await pool.query(
      `insert into stores (company_id, org_id, name, country, activated_at, expire_at)
       select c.id, c.org_id, $1, c.country, now() - interval '1 year', now()
         from companies c join orgs o on o.id = c.org_id where o.name = 'Nusantara POS Partners' order by c.id limit 1`,
      [name],
    );
    const { rows } = await pool.query(`select id, remaining_quota from orgs where name = 'Nusantara POS Partners'`);
    const dealer = rows[0] as { id: number; remaining_quota: number };
    await pool.query(
      `insert into reminder_settings (org_id, quota_threshold) values ($1, $2)
       on conflict (org_id) do update set quota_threshold = excluded.quota_threshold`,
      [dealer.id, dealer.remaining_quota + 1],
    );
    const page = await suite.start('dealer1');

    await shown(page.getByTestId('reminder-bell')).click();
    const ended = shown(page.getByTestId('reminder-item')).filter({ hasText: name });
    await ended.getByTestId('reminder-link').click();
    await page.waitForURL(/\/store.*expired_on/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
    expect(filter.expired_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await rowOf(page, name).first().waitFor();

    await shown(page.getByTestId('reminder-bell')).click();
    const quota = shown(page.getByTestId('reminder-item'))
      .filter({ hasText: 'Nusantara POS Partners' })
      .filter({ hasText: /account/i });
    await quota.getByTestId('reminder-link').click();
    await page.waitForURL(new RegExp(`/distributor/edit\\?id=${dealer.id}$`));
    await shown(page.getByTestId('dealer-standing')).waitFor();
  });

  it('tells a dealer admin that no digest is sent while the server has no mail server, in Chinese too', async () => {
    const page = await suite.start('dealer1');
    await shown(page.getByTestId('user-menu')).click();
    await shown(page.getByTestId('menu-reminders')).click();
    await shown(page.getByTestId('digest-unavailable')).waitFor();
    expect(await shown(page.getByTestId('digest-unavailable')).innerText()).toMatch(/no digest is sent/);
    await page.keyboard.press('Escape');
    await chooseLanguage(page, '简体中文');
    await shown(page.getByTestId('reminder-bell')).click();
    await expect.poll(() => shown(page.getByTestId('reminder-panel')).innerText()).toMatch(/提醒/);
    await expect.poll(() => shown(page.getByTestId('reminder-item')).first().innerText()).toMatch(/个授权/);
  });
});
