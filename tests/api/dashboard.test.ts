import { describe, expect, it } from 'vitest';
import { lastTwelveMonths } from '../../server/routes/dashboard';
import { DEMO_PASSWORD } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer([]);

const summaryOf = async (account: string) => {
  const token = await ctx.api.login(account, DEMO_PASSWORD[account]);
  const answer = await ctx.api.get('/dashboard/summary', { token });
  expect(answer.code).toBe(0);
  return answer.data;
};

describe('GET /dashboard/summary', () => {
  it('counts everything for the operator', async () => {
    const data = await summaryOf('admin');
    expect(data).toMatchObject({ dealers: 8, companies: 9, remaining_quota: null });
    expect(data.stores.total).toBe(16);
    expect(data.stores.active + data.stores.wait_activate + data.stores.expired).toBe(16);
    expect(data.stores_by_country.map((c: { country: string }) => c.country).sort()).toEqual(['ID', 'MY', 'PH', 'TR']);
  });

  it('scopes a level-1 dealer to its own org and the level-2 dealer below it', async () => {
    const data = await summaryOf('dealer1');
    expect(data).toMatchObject({ dealers: 1, companies: 3, stores: { total: 7, active: 4, wait_activate: 2, expired: 1 } });
    expect(data.stores_by_country).toEqual([{ country: 'ID', count: 7 }]);
    expect(typeof data.remaining_quota).toBe('number');
  });

  it('scopes a level-2 dealer to its own records', async () => {
    expect(await summaryOf('dealer2')).toMatchObject({ dealers: 0, companies: 1, stores: { total: 2 } });
  });

  it('scopes the staff role to what it created or is assigned', async () => {
    expect(await summaryOf('staff1')).toMatchObject({
      dealers: 0,
      companies: 1,
      stores: { total: 3, active: 1, wait_activate: 1, expired: 1 },
    });
  });

  it('counts an active store past its expiry as expired', async () => {
    await ctx.server.server.database.pool.query(
      `update stores set expire_at = now() - interval '1 day' where name = 'Bakso Pak Kumis Blok M'`,
    );
    expect((await summaryOf('dealer2')).stores).toMatchObject({ active: 0, expired: 1 });
  });

  it('answers twelve months of activations, oldest first', async () => {
    const data = await summaryOf('admin');
    expect(data.activations_by_month.map((m: { month: string }) => m.month)).toEqual(lastTwelveMonths());
    expect(data.activations_by_month.reduce((sum: number, m: { count: number }) => sum + m.count, 0)).toBeGreaterThan(0);
  });

  it("lists the licences ending within 30 days, soonest first, in the caller's view only", async () => {
    const pool = ctx.server.server.database.pool;
    await pool.query(`update stores set expire_at = now() + interval '20 days' where name = 'Warung Sederhana Menteng'`);
    await pool.query(`update stores set expire_at = now() + interval '3 days' where name = 'Bakso Pak Kumis Cilandak'`);
    await pool.query(`update stores set expire_at = now() + interval '10 days' where name = 'Kebapçı Halil Kadıköy'`);
    const mine = await summaryOf('dealer1');
    const names = mine.expiring.map((s: { name: string }) => s.name);
    expect(names.indexOf('Bakso Pak Kumis Cilandak')).toBeLessThan(names.indexOf('Warung Sederhana Menteng'));
    expect(names).not.toContain('Kebapçı Halil Kadıköy');
    expect(mine.expiring_total).toBe(names.length);
    expect(mine.expiring[0]).toMatchObject({ company_name: 'Bakso Pak Kumis', org_name: 'Jakarta Selatan Reseller', country: 'ID' });
    const days = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;
    expect(mine.expiring.every((s: { expire_at: string }) => days(s.expire_at) > 0 && days(s.expire_at) <= 30)).toBe(true);
  });

  it('answers accounts held, allocated and used, new stores per month and revenue per country in its currency', async () => {
    const pool = ctx.server.server.database.pool;
    const store = (await pool.query(`select id from stores where name = 'Kebapçı Halil Kadıköy'`)).rows[0].id;
    await pool.query(`insert into orders (store_id, bill_no, amount) values ($1, '000000000001', 12345), ($1, '000000000002', 55)`, [
      store,
    ]);
    const admin = await summaryOf('admin');
    expect(admin.accounts.held).toBeNull();
    const turkish = await pool.query(
      `select sum(o.amount)::bigint as amount from orders o join stores s on s.id = o.store_id
        where s.country = 'TR' and o.created_at >= date_trunc('month', now()) - interval '11 months'`,
    );
    expect(admin.revenue_by_country.find((r: { country: string }) => r.country === 'TR')).toEqual({
      country: 'TR',
      currency: 'TRY',
      amount: Number(turkish.rows[0].amount),
    });
    expect(Number(turkish.rows[0].amount)).toBeGreaterThanOrEqual(12400);
    expect(admin.new_stores_by_month.map((m: { month: string }) => m.month)).toEqual(lastTwelveMonths());
    const dealer = await summaryOf('dealer1');
    const { rows } = await pool.query(
      `select quota, (select sum(quota) from orgs c where c.parent_id = o.id) as given from orgs o where name = 'Nusantara POS Partners'`,
    );
    expect(dealer.accounts).toMatchObject({ held: rows[0].quota, allocated: Number(rows[0].given) });
    expect(dealer.accounts.used).toBeGreaterThanOrEqual(0);
    expect(dealer.revenue_by_country.find((r: { country: string }) => r.country === 'TR')).toBeUndefined();
  });

  it('needs a token', async () => {
    expect((await ctx.api.get('/dashboard/summary')).code).toBe(8);
  });
});
