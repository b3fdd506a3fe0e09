/**
 * A store's licence: activate and renew (years from the later of now and the expiry), the accounts
 * they use from the store's dealer with their quota-log rows, 61001 with nothing written, the
 * renewal records, visibility across trees, and concurrent activations that would overdraw.
 */
import { describe, expect, it } from 'vitest';
import { addLocalMonths } from '../../resources/zoned-time';
import { useDemoServer } from '../support/demo-world';
import { brandId, newBrand, newStore, storeId } from '../support/merchant';

const ctx = useDemoServer(['admin', 'dealer1', 'staff1', 'dealer2']);

const remaining = async (orgId: number) =>
  (await ctx.w.sql('select remaining_quota from orgs where id = $1', [orgId])).rows[0].remaining_quota as number;
const setRemaining = (orgId: number, n: number) => ctx.w.sql('update orgs set remaining_quota = $2 where id = $1', [orgId, n]);
const orgName = async (orgId: number) => (await ctx.w.sql('select name from orgs where id = $1', [orgId])).rows[0].name as string;
const rowsOf = async (table: string, storeIdValue: number) =>
  (
    await ctx.w.sql(`select count(*)::int as n from ${table} where ${table === 'audit_log' ? 'record_id' : 'store_id'} = $1`, [
      storeIdValue,
    ])
  ).rows[0].n as number;
const detail = async (token: string, id: number) => (await ctx.api.get('/store/detail', { token, query: { id } })).data;
const yearsLater = (from: string | Date, years: number) => addLocalMonths(new Date(from), 12 * years, 'Asia/Jakarta').toISOString();
const createStore = async (token: string, brand: string, over: Record<string, unknown> = {}) =>
  (await ctx.api.post('/store/create', newStore(await brandId(ctx.w, brand), over), { token })).data.id as number;

describe('POST /store/activate', () => {
  it("activates a waiting store for N years, using N accounts of the store's dealer, logged with the store", async () => {
    const id = await storeId(ctx.w, 'Warung Sederhana Kemang');
    const before = await remaining(ctx.w.org.id1);
    const answer = await ctx.api.post('/store/activate', { id, years: 2 }, { token: ctx.token.dealer1 });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ id, status: 'active' });
    expect(Date.now() - Date.parse(answer.data.activated_at)).toBeLessThan(60_000);
    expect(answer.data.expire_at).toBe(yearsLater(answer.data.activated_at, 2));
    expect(await remaining(ctx.w.org.id1)).toBe(before - 2);
    const log = await ctx.w.sql(
      `select kind, from_org_id, to_org_id, change, staff_id from quota_log where store_id = $1 order by id desc limit 1`,
      [id],
    );
    expect(log.rows[0]).toEqual({
      kind: 'activate',
      from_org_id: ctx.w.org.id1,
      to_org_id: null,
      change: 2,
      staff_id: ctx.w.staff('dealer1'),
    });
    const audit = await ctx.w.sql(`select action, changes from audit_log where resource = 'store' and record_id = $1`, [id]);
    expect(audit.rows[0].action).toBe('activate');
    expect(audit.rows[0].changes.status).toEqual({ before: 'wait_activate', after: 'active' });
    const renewals = await ctx.api.get('/store/renewals', { token: ctx.token.dealer1, query: { id } });
    expect(renewals.data.list[0]).toMatchObject({
      store_id: id,
      kind: 'activate',
      years: 2,
      status: 'finish',
      from_expire_at: null,
      to_expire_at: answer.data.expire_at,
    });
  });

  it('refuses to activate a store twice, or to renew one never activated (1001 status)', async () => {
    const active = await ctx.api.post(
      '/store/activate',
      { id: await storeId(ctx.w, 'Kopi Kita Sudirman'), years: 1 },
      { token: ctx.token.dealer1 },
    );
    expect([active.status, active.code, active.reason]).toEqual([400, 1001, 'status']);
    const waiting = await ctx.api.post(
      '/store/renew',
      { id: await storeId(ctx.w, 'Bakso Pak Kumis Cilandak'), years: 1 },
      { token: ctx.token.dealer2 },
    );
    expect([waiting.code, waiting.reason]).toEqual([1001, 'status']);
  });

  it('answers 61001 when the dealer lacks the accounts, and writes nothing at all', async () => {
    const id = await storeId(ctx.w, 'Bakso Pak Kumis Cilandak');
    await setRemaining(ctx.w.org.id2, 1);
    const counts = async () => [await rowsOf('quota_log', id), await rowsOf('store_renewals', id), await rowsOf('audit_log', id)];
    const before = await counts();
    const answer = await ctx.api.post('/store/activate', { id, years: 2 }, { token: ctx.token.dealer2 });
    const dealer2 = await orgName(ctx.w.org.id2);
    expect([answer.status, answer.code, answer.msg]).toEqual([
      200,
      61001,
      `Purchased accounts of ${dealer2} are not enough: 1 left, 2 needed`,
    ]);
    expect(await remaining(ctx.w.org.id2)).toBe(1);
    expect(await counts()).toEqual(before);
    expect(await detail(ctx.token.dealer2, id)).toMatchObject({ status: 'wait_activate', activated_at: null, expire_at: null });
    expect((await ctx.api.post('/store/activate', { id, years: 1 }, { token: ctx.token.dealer2 })).code).toBe(0);
    expect(await remaining(ctx.w.org.id2)).toBe(0);
  });

  it("takes a level-2 dealer's store's accounts from that dealer, even when its parent activates it", async () => {
    await setRemaining(ctx.w.org.id2, 5);
    const parentBefore = await remaining(ctx.w.org.id1);
    const id = await createStore(ctx.token.dealer2, 'Bakso Pak Kumis');
    expect((await ctx.api.post('/store/activate', { id, years: 3 }, { token: ctx.token.dealer1 })).code).toBe(0);
    expect(await remaining(ctx.w.org.id2)).toBe(2);
    expect(await remaining(ctx.w.org.id1)).toBe(parentBefore);
  });

  it("names the level-2 dealer whose accounts are short when its parent activates its store, in the caller's language", async () => {
    await setRemaining(ctx.w.org.id2, 0);
    const id = await createStore(ctx.token.dealer2, 'Bakso Pak Kumis', { name: 'Bakso Short' });
    const dealer2 = await orgName(ctx.w.org.id2);
    const english = await ctx.api.post('/store/activate', { id, years: 1 }, { token: ctx.token.dealer1 });
    expect([english.code, english.msg]).toEqual([61001, `Purchased accounts of ${dealer2} are not enough: 0 left, 1 needed`]);
    const chinese = await ctx.api.post(
      '/store/activate',
      { id, years: 1 },
      { token: ctx.token.dealer1, headers: { 'accept-language': 'zh-CN' } },
    );
    expect(chinese.msg).toBe(`${dealer2} 的已购账号数量不足：剩余 0，需要 1`);
  });

  it("uses no accounts for the operator's own stores (a log row of 0)", async () => {
    const brand = await ctx.api.post('/company/create', newBrand({ country: 'ID' }), { token: ctx.token.admin });
    const id = (await ctx.api.post('/store/create', newStore(brand.data.id), { token: ctx.token.admin })).data.id;
    const quota = await ctx.w.sql(`select quota, remaining_quota from orgs where id = $1`, [ctx.w.org.op]);
    expect((await ctx.api.post('/store/activate', { id, years: 5 }, { token: ctx.token.admin })).data.status).toBe('active');
    expect((await ctx.w.sql(`select quota, remaining_quota from orgs where id = $1`, [ctx.w.org.op])).rows).toEqual(quota.rows);
    expect((await ctx.w.sql(`select from_org_id, change from quota_log where store_id = $1`, [id])).rows).toEqual([
      { from_org_id: ctx.w.org.op, change: 0 },
    ]);
  });

  it('lets concurrent activations that would overdraw succeed only as far as the accounts go, the sums conserved', async () => {
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push(await createStore(ctx.token.dealer1, 'Kopi Kenangan Kita'));
    await setRemaining(ctx.w.org.id1, 5);
    const answers = await Promise.all(ids.map((id) => ctx.api.post('/store/activate', { id, years: 1 }, { token: ctx.token.dealer1 })));
    const codes = answers.map((a) => a.code).sort((a, b) => a - b);
    expect(codes).toEqual([0, 0, 0, 0, 0, 61001, 61001, 61001]);
    expect(await remaining(ctx.w.org.id1)).toBe(0);
    const used = await ctx.w.sql(
      `select coalesce(sum(change), 0)::int as n, count(*)::int as rows from quota_log where store_id = any($1::int[])`,
      [ids],
    );
    expect(used.rows[0]).toEqual({ n: 5, rows: 5 });
    const active = await ctx.w.sql(`select count(*)::int as n from stores where id = any($1::int[]) and expire_at is not null`, [ids]);
    expect(active.rows[0].n).toBe(5);
    expect((await ctx.w.sql(`select count(*)::int as n from store_renewals where store_id = any($1::int[])`, [ids])).rows[0].n).toBe(5);
    await setRemaining(ctx.w.org.id1, 300);
  });

  it('answers 1004 for a store of another tree (activate and renew alike)', async () => {
    for (const [who, store, action] of [
      ['dealer1', 'Pelita Bangsar', 'activate'],
      ['dealer1', 'Kebapçı Halil Kadıköy', 'renew'],
      ['dealer2', 'Kopi Kita Sudirman', 'renew'],
      ['staff1', 'Kopi Kita Sudirman', 'renew'],
    ] as const) {
      const answer = await ctx.api.post(`/store/${action}`, { id: await storeId(ctx.w, store), years: 1 }, { token: ctx.token[who] });
      expect([answer.status, answer.code], `${who} ${action} ${store}`).toEqual([404, 1004]);
      const read = await ctx.api.get('/store/renewals', { token: ctx.token[who], query: { id: await storeId(ctx.w, store) } });
      expect(read.code).toBe(1004);
    }
  });

  it('validates years (1 to 10) and the id', async () => {
    const id = await storeId(ctx.w, 'Lechon Manila BGC');
    for (const [body, reason] of [
      [{ id, years: 0 }, 'years'],
      [{ id, years: 11 }, 'years'],
      [{ id, years: 1.5 }, 'years'],
      [{ id, years: '1' }, 'years'],
      [{ id }, 'years'],
      [{ years: 1 }, 'id'],
      [{ id, years: 1, remark: 'x' }, 'remark'],
    ] as const) {
      const answer = await ctx.api.post('/store/activate', body, { token: ctx.token.admin });
      expect([answer.status, answer.code, answer.reason], JSON.stringify(body)).toEqual([400, 1001, reason]);
    }
  });
});

describe('POST /store/renew', () => {
  it('extends an active store from its expiry, the record pending (renewal) until those years begin', async () => {
    const id = await storeId(ctx.w, 'Kopi Kita Sudirman');
    const before = await detail(ctx.token.dealer1, id);
    const quota = await remaining(ctx.w.org.id1);
    const answer = await ctx.api.post('/store/renew', { id, years: 1 }, { token: ctx.token.dealer1 });
    expect(answer.data).toMatchObject({ status: 'active', activated_at: before.activated_at, expire_at: yearsLater(before.expire_at, 1) });
    expect(await remaining(ctx.w.org.id1)).toBe(quota - 1);
    const renewals = (await ctx.api.get('/store/renewals', { token: ctx.token.dealer1, query: { id } })).data;
    expect(renewals).toMatchObject({ total: 2, total_capped: false });
    expect(renewals.list[0]).toMatchObject({
      kind: 'renew',
      years: 1,
      status: 'renewal',
      from_expire_at: before.expire_at,
      to_expire_at: answer.data.expire_at,
    });
    expect(renewals.list[1]).toMatchObject({ kind: 'activate', status: 'finish' });
    // once the bought years have begun, the record reads finish
    await ctx.w.sql(
      `update store_renewals set from_expire_at = now() - interval '1 day' where store_id = $1 and from_expire_at is not null`,
      [id],
    );
    expect((await ctx.api.get('/store/renewals', { token: ctx.token.dealer1, query: { id } })).data.list[0].status).toBe('finish');
  });

  it('restarts an expired store from now, and the staff role renews the stores it owns', async () => {
    const id = await storeId(ctx.w, 'Warung Sederhana Bandung');
    expect((await detail(ctx.token.staff1, id)).status).toBe('expired');
    const answer = await ctx.api.post('/store/renew', { id, years: 1 }, { token: ctx.token.staff1 });
    expect(answer.data.status).toBe('active');
    const renewals = (await ctx.api.get('/store/renewals', { token: ctx.token.staff1, query: { id } })).data.list;
    expect(renewals[0]).toMatchObject({ kind: 'renew', status: 'finish', staff_id: ctx.w.staff('staff1'), staff_name: 'Agus Pratama' });
    const startedAt = Date.parse(renewals[0].created_at);
    expect(Math.abs(Date.parse(answer.data.expire_at) - Date.parse(yearsLater(new Date(startedAt), 1)))).toBeLessThan(5_000);
  });
});
