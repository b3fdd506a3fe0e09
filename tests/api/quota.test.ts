/**
 * Account quota: allocate to and reclaim from a direct child, the quota log, the operator's
 * unlimited supply, conservation of the total, and 50 concurrent allocations that must never drive
 * the giver's remaining quota below zero.
 */
import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin', 'dealer1']);

const quotaOf = async (id: number) =>
  (await ctx.w.sql('select quota, remaining_quota from orgs where id = $1', [id])).rows[0] as { quota: number; remaining_quota: number };
/** Accounts held by dealers, unused or used: remaining quota plus what stores consumed. */
const dealerTotal = async () =>
  Number(
    (
      await ctx.w.sql(
        `select (select sum(remaining_quota) from orgs where type = 'dealer') + (select coalesce(sum(change), 0) from quota_log where kind in ('activate', 'renew')) as total`,
      )
    ).rows[0].total,
  );
const setRemaining = (id: number, n: number) => ctx.w.sql('update orgs set remaining_quota = $2 where id = $1', [id, n]);

describe('POST /distributor/quota', () => {
  it('allocates to a direct child: the giver loses what the child gains, with a log row', async () => {
    const [parent, child] = [await quotaOf(ctx.w.org.id1), await quotaOf(ctx.w.org.id2)];
    const answer = await ctx.api.post(
      '/distributor/quota',
      { id: ctx.w.org.id2, change: 7, remark: 'top up' },
      { token: ctx.token.dealer1 },
    );
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ id: ctx.w.org.id2, quota: child.quota + 7, remaining_quota: child.remaining_quota + 7 });
    expect(await quotaOf(ctx.w.org.id1)).toEqual({ quota: parent.quota, remaining_quota: parent.remaining_quota - 7 });
    const { rows } = await ctx.w.sql(`select kind, from_org_id, to_org_id, change, remark from quota_log order by id desc limit 1`);
    expect(rows[0]).toEqual({ kind: 'allocate', from_org_id: ctx.w.org.id1, to_org_id: ctx.w.org.id2, change: 7, remark: 'top up' });
  });

  it("reclaims only the child's unused accounts, and answers 61001 beyond them", async () => {
    await setRemaining(ctx.w.org.id2, 5);
    const before = await quotaOf(ctx.w.org.id2);
    const parent = await quotaOf(ctx.w.org.id1);
    const tooMany = await ctx.api.post('/distributor/quota', { id: ctx.w.org.id2, change: -6 }, { token: ctx.token.dealer1 });
    const { rows: names } = await ctx.w.sql('select name from orgs where id = $1', [ctx.w.org.id2]);
    expect([tooMany.status, tooMany.code, tooMany.msg]).toEqual([
      200,
      61001,
      `Purchased accounts of ${names[0].name} are not enough: 5 left, 6 needed`,
    ]);
    expect(await quotaOf(ctx.w.org.id2)).toEqual(before);
    const ok = await ctx.api.post('/distributor/quota', { id: ctx.w.org.id2, change: -5, remark: 'back' }, { token: ctx.token.dealer1 });
    expect(ok.code).toBe(0);
    expect(await quotaOf(ctx.w.org.id2)).toEqual({ quota: before.quota - 5, remaining_quota: 0 });
    expect((await quotaOf(ctx.w.org.id1)).remaining_quota).toBe(parent.remaining_quota + 5);
    const { rows } = await ctx.w.sql(`select kind, from_org_id, to_org_id, change from quota_log order by id desc limit 1`);
    expect(rows[0]).toEqual({ kind: 'reclaim', from_org_id: ctx.w.org.id2, to_org_id: ctx.w.org.id1, change: 5 });
  });

  it('answers 61001 when the giver lacks the accounts, and changes nothing', async () => {
    await setRemaining(ctx.w.org.id1, 3);
    const logs = (await ctx.w.sql('select count(*)::int as n from quota_log')).rows[0].n;
    const answer = await ctx.api.post('/distributor/quota', { id: ctx.w.org.id2, change: 4 }, { token: ctx.token.dealer1 });
    expect(answer.code).toBe(61001);
    expect((await quotaOf(ctx.w.org.id1)).remaining_quota).toBe(3);
    expect((await ctx.w.sql('select count(*)::int as n from quota_log')).rows[0].n).toBe(logs);
    await setRemaining(ctx.w.org.id1, 300);
  });

  it("never decrements the operator's unlimited supply", async () => {
    const op = await quotaOf(ctx.w.org.op);
    const child = await quotaOf(ctx.w.org.tr1);
    const answer = await ctx.api.post('/distributor/quota', { id: ctx.w.org.tr1, change: 100000 }, { token: ctx.token.admin });
    expect(answer.code).toBe(0);
    expect(await quotaOf(ctx.w.org.op)).toEqual(op);
    expect((await quotaOf(ctx.w.org.tr1)).remaining_quota).toBe(child.remaining_quota + 100000);
    const back = await ctx.api.post('/distributor/quota', { id: ctx.w.org.tr1, change: -100000 }, { token: ctx.token.admin });
    expect(back.code).toBe(0);
    expect(await quotaOf(ctx.w.org.tr1)).toEqual(child);
  });

  it("shows in account_info's remaining_quota", async () => {
    const before = (await ctx.api.get('/account_info', { token: ctx.token.dealer1 })).data.remaining_quota;
    expect(before).toBe((await quotaOf(ctx.w.org.id1)).remaining_quota);
    await ctx.api.post('/distributor/quota', { id: ctx.w.org.id2, change: 2 }, { token: ctx.token.dealer1 });
    expect((await ctx.api.get('/account_info', { token: ctx.token.dealer1 })).data.remaining_quota).toBe(before - 2);
  });

  it('refuses a zero, fractional or out-of-range change and a long remark with 1001', async () => {
    for (const [body, reason] of [
      [{ id: ctx.w.org.id2, change: 0 }, 'change'],
      [{ id: ctx.w.org.id2, change: 1.5 }, 'change'],
      [{ id: ctx.w.org.id2, change: 1_000_001 }, 'change'],
      [{ id: ctx.w.org.id2, change: '3' }, 'change'],
      [{ id: ctx.w.org.id2 }, 'change'],
      [{ change: 1 }, 'id'],
      [{ id: ctx.w.org.id2, change: 1, remark: 'x'.repeat(201) }, 'remark'],
      [{ id: ctx.w.org.id2, change: 1, note: 'x' }, 'note'],
    ] as const) {
      const answer = await ctx.api.post('/distributor/quota', body, { token: ctx.token.dealer1 });
      expect([answer.status, answer.code, answer.reason], JSON.stringify(body)).toEqual([400, 1001, reason]);
    }
  });
});

describe('concurrent allocations', () => {
  it('50 at once from the same dealer to five children never overdraw it, and the total is conserved', async () => {
    const children = [ctx.w.org.id2];
    for (let i = 0; i < 4; i++) {
      const created = await ctx.api.post(
        '/distributor/create',
        {
          name: `Race child ${i}`,
          country: 'ID',
          contact_name: 'Race',
          contact_phone: '+62 1',
          admin_account: `racechild${i}`,
          admin_password: md5('x'),
        },
        { token: ctx.token.dealer1 },
      );
      children.push(created.data.id);
    }
    const remaining = 23;
    await setRemaining(ctx.w.org.id1, remaining);
    const total = await dealerTotal();
    const before = await Promise.all(children.map(quotaOf));
    const logsBefore = (
      await ctx.w.sql(`select count(*)::int as n from quota_log where kind = 'allocate' and from_org_id = $1`, [ctx.w.org.id1])
    ).rows[0].n;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ctx.api.post('/distributor/quota', { id: children[i % 5], change: 2, remark: 'race' }, { token: ctx.token.dealer1 }),
      ),
    );
    const won = answers.filter((a) => a.code === 0).length;
    expect(answers.every((a) => a.code === 0 || a.code === 61001)).toBe(true);
    expect(won).toBe(Math.floor(remaining / 2));
    expect(await quotaOf(ctx.w.org.id1)).toMatchObject({ remaining_quota: remaining - 2 * won });
    const after = await Promise.all(children.map(quotaOf));
    const gained = after.reduce((sum, q, i) => sum + q.remaining_quota - before[i].remaining_quota, 0);
    expect(gained).toBe(2 * won);
    const logsAfter = (
      await ctx.w.sql(`select count(*)::int as n from quota_log where kind = 'allocate' and from_org_id = $1`, [ctx.w.org.id1])
    ).rows[0].n;
    expect(logsAfter - logsBefore).toBe(won);
    expect(await dealerTotal()).toBe(total);
  });

  it('allocations and reclaims racing between the same pair neither deadlock nor lose accounts', async () => {
    await setRemaining(ctx.w.org.id1, 40);
    await setRemaining(ctx.w.org.id2, 40);
    const total = await dealerTotal();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx.api.post('/distributor/quota', { id: ctx.w.org.id2, change: i % 2 ? 3 : -3 }, { token: ctx.token.dealer1 }),
      ),
    );
    expect(answers.map((a) => a.code).filter((c) => c !== 0 && c !== 61001)).toEqual([]);
    expect(await dealerTotal()).toBe(total);
    const [a, b] = [await quotaOf(ctx.w.org.id1), await quotaOf(ctx.w.org.id2)];
    expect(a.remaining_quota).toBeGreaterThanOrEqual(0);
    expect(b.remaining_quota).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /distributor/quota_log', () => {
  it("lists one dealer's movements newest first, with their effect on its remaining quota", async () => {
    const answer = await ctx.api.get('/distributor/quota_log', { token: ctx.token.dealer1, query: { id: ctx.w.org.id2, size: 5 } });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ page: 1, size: 5 });
    expect(answer.data.total).toBeGreaterThan(5);
    expect(answer.data.list).toHaveLength(5);
    for (const entry of answer.data.list) {
      expect(entry.from_org_id === ctx.w.org.id2 || entry.to_org_id === ctx.w.org.id2).toBe(true);
      expect(entry.delta).toBe(entry.to_org_id === ctx.w.org.id2 ? entry.change : -entry.change);
      expect(entry.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    const times = answer.data.list.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const last = await ctx.api.get('/distributor/quota_log', {
      token: ctx.token.dealer1,
      query: { id: ctx.w.org.id2, page: 1000, size: 5 },
    });
    expect(last.data.list).toEqual([]);
  });
});
