/**
 * The reminder bell (GET /reminder/list, /unread, POST /reminder/read) and the dealer's thresholds
 * (/reminder/setting): items computed from what the caller sees, never another dealer tree's, read
 * per item and all at once; licences that ended since the caller's previous visit.
 */
import { describe, expect, it } from 'vitest';
import { timeZoneOf } from '../../resources/countries';
import type { ReminderItem } from '../../resources/reminders';
import { ApiClient } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';
import { unique } from '../support/merchant';

const ctx = useDemoServer(['admin', 'dealer1', 'staff1', 'dealer2'], { env: { LOG_LEVEL: 'error' } });
const HOUR = 3_600_000;

/** A store of `org`'s first brand whose licence ends `ms` from now (negative: ended). */
async function storeEnding(org: number, ms: number, owner?: number): Promise<{ id: number; name: string }> {
  const { rows } = await ctx.w.sql('select id, country from companies where org_id = $1 order by id limit 1', [org]);
  const name = unique('Reminder Store ');
  const inserted = await ctx.w.sql(
    `insert into stores (company_id, org_id, name, country, activated_at, expire_at, owner_staff_id)
     values ($1, $2, $3, $4, now() - interval '1 year', now() + make_interval(secs => $5), $6) returning id`,
    [rows[0].id, org, name, rows[0].country, ms / 1000, owner ?? null],
  );
  return { id: inserted.rows[0].id, name };
}

const list = async (token: string) => {
  const answer = await ctx.api.get('/reminder/list', { token });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as { items: ReminderItem[]; unread: number };
};
const storeIds = (items: ReminderItem[]) => items.flatMap((i) => i.stores.map((s) => s.id));
/** The org ids of the stores of `items`. */
const orgsOf = async (items: ReminderItem[]) =>
  (await ctx.w.sql('select distinct org_id from stores where id = any($1)', [storeIds(items)])).rows.map((r) => r.org_id as number);

describe('the reminder bell', () => {
  it('answers each account the items of its own tree only, grouped per day and window', async () => {
    const { id1, id2, tr1 } = ctx.w.org;
    const week = await storeEnding(id1, 7 * 24 * HOUR - HOUR);
    const tomorrow = await storeEnding(id1, 20 * HOUR);
    const below = await storeEnding(id2, 7 * 24 * HOUR - HOUR);
    // ends now: after every earlier session of dealer1 was last used
    const ended = await storeEnding(id1, 0);
    const owned = await storeEnding(id1, 3 * 24 * HOUR, ctx.w.staff('staff1'));
    const other = await storeEnding(tr1, 7 * 24 * HOUR - HOUR);
    const otherEnded = await storeEnding(tr1, 0);
    // a new session: what ended since the previous one was last used is news
    const dealer1 = await ctx.api.login('dealer1', 'dealer123');
    const { items, unread } = await list(dealer1);
    const ids = storeIds(items);
    expect(ids).toEqual(expect.arrayContaining([week.id, tomorrow.id, below.id, ended.id, owned.id]));
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(otherEnded.id);
    const { rows } = await ctx.w.sql('select id from orgs where path like (select path from orgs where id = $1) || $2', [id1, '%']);
    const tree = rows.map((r) => r.id as number);
    expect((await orgsOf(items)).every((org) => tree.includes(org))).toBe(true);
    expect(unread).toBe(items.length);

    const itemOf = (id: number) => items.find((i) => i.stores.some((s) => s.id === id))!;
    expect(itemOf(week.id)).toMatchObject({ kind: 'expiring', window: 7, read: false });
    // its link: the store list's "Expiring within" of its days holds it
    const linked = await ctx.api.get('/store/list', { token: dealer1, query: { expire_within_days: itemOf(week.id).days!, size: 100 } });
    expect(linked.data.list.map((s: { id: number }) => s.id)).toContain(week.id);
    expect(itemOf(week.id).key).toBe(`expiring:7:${itemOf(week.id).day}`);
    expect(itemOf(tomorrow.id)).toMatchObject({ kind: 'expiring', window: 1 });
    expect(itemOf(ended.id)).toMatchObject({ kind: 'expired' });
    // the stores of one item end on its day
    expect(itemOf(week.id).stores.map((s) => s.id)).toContain(below.id);

    // a level-2 dealer: its own stores, not its parent's
    const below2 = storeIds((await list(ctx.token.dealer2)).items);
    expect(below2).toContain(below.id);
    expect(below2).not.toContain(week.id);
    // the staff role: the stores it owns
    const staffIds = storeIds((await list(ctx.token.staff1)).items);
    expect(staffIds).toContain(owned.id);
    expect(staffIds).not.toContain(week.id);
    // the operator: every tree
    const all = storeIds((await list(ctx.token.admin)).items);
    expect(all).toEqual(expect.arrayContaining([week.id, other.id]));

    // a later visit: what ended before the previous one is no longer new
    const again = await ctx.api.login('dealer1', 'dealer123');
    expect(storeIds((await list(again)).items)).not.toContain(ended.id);
  });

  it('leads an expired item to the store list of the licences that ended on its day, on the account’s clock', async () => {
    const { id1 } = ctx.w.org;
    const zone = timeZoneOf('ID');
    const prefix = unique('Ended On ');
    const { rows } = await ctx.w.sql('select id, country from companies where org_id = $1 order by id limit 1', [id1]);
    /** A store of dealer1 (Indonesia) whose licence ended at `at`, an SQL time. */
    const endedAt = async (suffix: string, at: string) =>
      (
        await ctx.w.sql(
          `insert into stores (company_id, org_id, name, country, activated_at, expire_at)
           values ($1, $2, $3, $4, now() - interval '2 years', ${at}) returning id`,
          [rows[0].id, id1, `${prefix}${suffix}`, rows[0].country],
        )
      ).rows[0].id as number;
    const listed = async (day: string) => {
      const answer = await ctx.api.get('/store/list', { token: ctx.token.dealer1, query: { expired_on: day, name: prefix, size: 100 } });
      expect(answer.code, answer.msg).toBe(0);
      return (answer.data.list as { id: number }[]).map((s) => s.id).sort((a, b) => a - b);
    };
    // ends now: after every earlier session of dealer1 was last used
    const just = await endedAt('just', 'now()');
    const item = (await list(await ctx.api.login('dealer1', 'dealer123'))).items.find((i) => i.stores.some((s) => s.id === just))!;
    expect(item.kind).toBe('expired');
    expect(await listed(item.day)).toContain(just);

    // yesterday in Jakarta (UTC+7): its first and last minutes, not the minutes either side
    const { rows: days } = await ctx.w.sql(`select to_char((now() at time zone $1)::date - 1, 'YYYY-MM-DD') as day`, [zone]);
    const day = days[0].day as string;
    const start = (offset: number) => `(('${day}'::date + ${offset})::timestamp at time zone '${zone}')`;
    const first = await endedAt('first', `${start(0)} + interval '1 minute'`);
    const last = await endedAt('last', `${start(1)} - interval '1 minute'`);
    await endedAt('before', `${start(0)} - interval '1 minute'`);
    await endedAt('after', `${start(1)} + interval '1 minute'`);
    expect(await listed(day)).toEqual([first, last]);

    const bad = await ctx.api.get('/store/list', { token: ctx.token.dealer1, query: { expired_on: 'yesterday' } });
    expect([bad.status, bad.code]).toEqual([400, 1001]);
  });

  it("marks items read one by one and all at once, only the caller's own", async () => {
    const { id1, tr1 } = ctx.w.org;
    await storeEnding(id1, 24 * 24 * HOUR);
    await storeEnding(tr1, 25 * 24 * HOUR);
    const dealer1 = await ctx.api.login('dealer1', 'dealer123');
    const before = await list(dealer1);
    expect(before.unread).toBeGreaterThan(1);
    const first = before.items.find((i) => !i.read)!;
    const admin = await list(ctx.token.admin);
    expect(admin.unread).toBeGreaterThan(0);
    const others = admin.items.filter((i) => !before.items.some((mine) => mine.key === i.key));
    const read = await ctx.api.post('/reminder/read', { keys: [first.key, ...others.map((i) => i.key)] }, { token: dealer1 });
    expect(read.data).toEqual({ unread: before.unread - 1 });
    const after = await list(dealer1);
    expect(after.items.find((i) => i.key === first.key)?.read).toBe(true);
    expect((await ctx.api.get('/reminder/unread', { token: dealer1 })).data).toEqual({ unread: before.unread - 1 });
    // another account's bell is its own, the keys sent included; its days are those of its own time
    // zone, so its keys are not always dealer1's (UTC and Jakarta dates differ from 17:00 UTC on)
    expect((await list(ctx.token.admin)).unread).toBe(admin.unread);
    expect((await ctx.api.post('/reminder/read', { all: true }, { token: dealer1 })).data).toEqual({ unread: 0 });
    expect((await list(dealer1)).items.every((i) => i.read)).toBe(true);
    // marks older than any item they can name are dropped as the account reads
    const staff = ctx.w.staff('dealer1');
    await ctx.w.sql(
      `insert into reminder_reads (staff_id, item_key, read_at) values ($1, 'expired:2020-01-01', now() - interval '71 days')`,
      [staff],
    );
    await ctx.api.post('/reminder/read', { all: true }, { token: dealer1 });
    const kept = await ctx.w.sql(`select item_key from reminder_reads where staff_id = $1`, [staff]);
    expect(kept.rows.map((r) => r.item_key)).not.toContain('expired:2020-01-01');
    expect(kept.rows.length).toBeGreaterThan(0);
    const bad = await ctx.api.post('/reminder/read', { keys: [] }, { token: dealer1 });
    expect([bad.status, bad.code]).toEqual([400, 1001]);
  });

  it("warns below the dealer's quota and SMS thresholds, which its admins and managers set", async () => {
    const { id1, id2 } = ctx.w.org;
    const { rows } = await ctx.w.sql('select remaining_quota, sms_balance from orgs where id = $1', [id1]);
    const set = await ctx.api.post(
      '/reminder/setting',
      { quota_threshold: rows[0].remaining_quota + 1, sms_threshold: rows[0].sms_balance + 1, digest_time: '07:30' },
      { token: ctx.token.dealer1 },
    );
    expect(set.data).toEqual({
      quota_threshold: rows[0].remaining_quota + 1,
      sms_threshold: rows[0].sms_balance + 1,
      digest_time: '07:30',
      timezone: 'Asia/Jakarta',
    });
    const mine = (await list(ctx.token.dealer1)).items.filter((i) => i.org_id !== null);
    expect(mine.map((i) => [i.kind, i.org_id, i.balance])).toEqual([
      ['quota_low', id1, rows[0].remaining_quota],
      ['sms_low', id1, rows[0].sms_balance],
    ]);
    // the level-2 dealer below, the staff role and another tree are not told of dealer1's balances
    expect((await list(ctx.token.dealer2)).items.filter((i) => i.org_id === id1)).toEqual([]);
    expect((await list(ctx.token.staff1)).items.filter((i) => i.org_id !== null)).toEqual([]);
    const tr = await new ApiClient(ctx.server.api).login('dealer_tr', 'dealer123');
    expect((await list(tr)).items.filter((i) => i.org_id !== null)).toEqual([]);
    expect((await list(ctx.token.admin)).items.filter((i) => i.org_id === id1)).toHaveLength(2);
    expect(id2).not.toBe(id1);

    const audit = await ctx.w.sql(
      `select changes from audit_log where resource = 'distributor' and record_id = $1 and action = 'setting' order by id desc limit 1`,
      [id1],
    );
    expect(audit.rows[0].changes.digest_time).toEqual({ before: '08:00', after: '07:30' });
    for (const [token, code] of [
      [ctx.token.admin, 1003],
      [ctx.token.staff1, 1003],
    ] as const)
      expect((await ctx.api.post('/reminder/setting', { quota_threshold: 1 }, { token })).code).toBe(code);
    for (const body of [{ quota_threshold: -1 }, { digest_time: '24:00' }, { sms_threshold: 1, extra: 1 }])
      expect((await ctx.api.post('/reminder/setting', body, { token: ctx.token.dealer1 })).code).toBe(1001);
  });

  it('says the digest cannot be sent while no mail server is configured', async () => {
    const answer = await ctx.api.post('/reminder/digest', { enabled: true }, { token: ctx.token.dealer1, query: { lang: 'zh-CN' } });
    expect(answer.data).toMatchObject({ enabled: true, lang: 'zh-CN', available: false });
    expect((await ctx.api.get('/reminder/digest', { token: ctx.token.staff1 })).code).toBe(1003);
    expect((await ctx.api.get('/reminder/digest', { token: ctx.token.admin })).code).toBe(1003);
  });
});
