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

  it('needs a token', async () => {
    expect((await ctx.api.get('/dashboard/summary')).code).toBe(8);
  });
});
