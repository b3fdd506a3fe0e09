/** A store's bill settings (2201, 2202), the preview of its next bill numbers, and data clearing (2203, 61003). */
import { describe, expect, it } from 'vitest';
import { localYymmdd } from '../../resources/zoned-time';
import { useDemoServer } from '../support/demo-world';
import { brandId, newStore, storeId } from '../support/merchant';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1', 'dealer2']);

const setting = (token: string, body: Record<string, unknown>) => ctx.api.post('/store/bill_setting', body, { token });
const preview = async (token: string, id: number, count?: number) =>
  (await ctx.api.get('/store/bill_preview', { token, query: { id, count } })).data;
const newKopiStore = async () =>
  (await ctx.api.post('/store/create', newStore(await brandId(ctx.w, 'Kopi Kenangan Kita')), { token: ctx.token.dealer1 })).data
    .id as number;
const ordersOf = async (id: number) =>
  (await ctx.w.sql('select count(*)::int as n from orders where store_id = $1', [id])).rows[0].n as number;
const addOrders = (id: number, n: number) =>
  ctx.w.sql(
    `insert into orders (store_id, bill_no, amount) select $1, lpad(g::text, 12, '0'), 1000 * g from generate_series(1, $2::int) g`,
    [id, n],
  );

describe('POST /store/bill_setting', () => {
  it('chooses the format freely until the Bill feature is enabled, which is final (2201)', async () => {
    const id = await newKopiStore();
    const chosen = await setting(ctx.token.dealer1, { id, bill_format: 'daily' });
    expect(chosen.data).toMatchObject({ bill_enabled: false, bill_format: 'daily', bill_format_changed: false });
    const enabled = await setting(ctx.token.dealer1, { id, bill_enabled: true, bill_format: 'sequential' });
    expect(enabled.data).toMatchObject({ bill_enabled: true, bill_format: 'sequential', bill_format_changed: false });
    const off = await setting(ctx.token.manager1, { id, bill_enabled: false });
    expect([off.status, off.code, off.msg]).toEqual([200, 2201, 'The Bill feature cannot be disabled once enabled']);
    expect((await ctx.api.get('/store/detail', { token: ctx.token.dealer1, query: { id } })).data.bill_enabled).toBe(true);
  });

  it('changes the format of an enabled store once, refuses the second change (2202), and audits the first', async () => {
    const id = await storeId(ctx.w, 'Warung Sederhana Menteng');
    const first = await setting(ctx.token.dealer1, { id, bill_format: 'daily' });
    expect(first.data).toMatchObject({ bill_enabled: true, bill_format: 'daily', bill_format_changed: true });
    const second = await setting(ctx.token.dealer1, { id, bill_format: 'sequential' });
    expect([second.code, second.msg]).toEqual([2202, 'The bill number format can only be changed once']);
    expect((await setting(ctx.token.dealer1, { id, bill_format: 'daily', bill_enabled: true })).code).toBe(0); // no change: allowed
    expect((await ctx.api.get('/store/detail', { token: ctx.token.dealer1, query: { id } })).data.bill_format).toBe('daily');
    const { rows } = await ctx.w.sql(`select action, changes from audit_log where resource = 'store' and record_id = $1 order by id`, [id]);
    expect(rows).toEqual([
      {
        action: 'bill_setting',
        changes: { bill_format: { before: 'sequential', after: 'daily' }, bill_format_changed: { before: false, after: true } },
      },
    ]);
  });

  it("is for admins and managers (1003 for the staff role), in the caller's tree (1004), with valid values (1001)", async () => {
    const id = await storeId(ctx.w, 'Warung Sederhana Kemang');
    expect((await setting(ctx.token.staff1, { id, bill_enabled: true })).code).toBe(1003);
    const other = await setting(ctx.token.dealer2, { id, bill_enabled: true });
    expect([other.status, other.code]).toEqual([404, 1004]);
    for (const [body, reason] of [
      [{ id, bill_format: 'weekly' }, 'bill_format'],
      [{ id, bill_enabled: 'yes' }, 'bill_enabled'],
      [{ id, bill_format_changed: false }, 'bill_format_changed'],
      [{ bill_enabled: true }, 'id'],
    ] as const) {
      const answer = await setting(ctx.token.dealer1, body);
      expect([answer.status, answer.code, answer.reason]).toEqual([400, 1001, reason]);
    }
  });
});

describe('GET /store/bill_preview', () => {
  it('previews sequential numbers after the counter, ending at 99999999999, without using them', async () => {
    const id = await storeId(ctx.w, 'Kopi Kita Senayan');
    expect(await preview(ctx.token.dealer1, id)).toEqual({
      bill_enabled: true,
      bill_format: 'sequential',
      timezone: 'Asia/Jakarta',
      numbers: ['000000000026', '000000000027', '000000000028'],
    });
    expect((await preview(ctx.token.dealer1, id)).numbers[0]).toBe('000000000026');
    await ctx.w.sql('update stores set bill_seq = 99999999998 where id = $1', [id]);
    expect((await preview(ctx.token.dealer1, id, 3)).numbers).toEqual(['099999999999']);
  });

  it("previews daily numbers from the store's local date, the sequence restarting on a new local day", async () => {
    const id = await storeId(ctx.w, 'Warung Sederhana Menteng'); // daily since the test above
    const today = localYymmdd(new Date(), 'Asia/Jakarta');
    expect((await preview(ctx.token.dealer1, id, 2)).numbers).toEqual([`${today}000001`, `${today}000002`]);
    await ctx.w.sql(`update stores set bill_seq = 41, bill_seq_date = $2 where id = $1`, [id, today]);
    expect((await preview(ctx.token.dealer1, id, 1)).numbers).toEqual([`${today}000042`]);
    await ctx.w.sql(`update stores set bill_seq = 41, bill_seq_date = '000101' where id = $1`, [id]);
    expect((await preview(ctx.token.dealer1, id, 1)).numbers).toEqual([`${today}000001`]);
  });

  it("refuses (2204) once no number can be issued: the last sequential one, or the day's 999999th", async () => {
    const sequential = await storeId(ctx.w, 'Kopi Kita Senayan');
    await ctx.w.sql('update stores set bill_seq = 99999999999 where id = $1', [sequential]);
    const ended = await ctx.api.get('/store/bill_preview', { token: ctx.token.dealer1, query: { id: sequential } });
    expect([ended.status, ended.code, ended.msg]).toEqual([
      200,
      2204,
      'No bill number is left to issue (the daily format starts again the next day)',
    ]);
    const zh = await ctx.api.get('/store/bill_preview', { token: ctx.token.dealer1, query: { id: sequential, lang: 'zh-CN' } });
    expect(zh.msg).toBe('账单号已用完，无法再发出（按日格式次日重新开始）');

    const daily = await storeId(ctx.w, 'Warung Sederhana Menteng'); // daily since the tests above
    const today = localYymmdd(new Date(), 'Asia/Jakarta');
    await ctx.w.sql(`update stores set bill_seq = 999998, bill_seq_date = $2 where id = $1`, [daily, today]);
    expect((await preview(ctx.token.dealer1, daily, 3)).numbers).toEqual([`${today}999999`]);
    await ctx.w.sql(`update stores set bill_seq = 999999 where id = $1`, [daily]);
    expect((await ctx.api.get('/store/bill_preview', { token: ctx.token.dealer1, query: { id: daily } })).code).toBe(2204);
    // the next local day starts again at 1
    await ctx.w.sql(`update stores set bill_seq_date = '000101' where id = $1`, [daily]);
    expect((await preview(ctx.token.dealer1, daily, 1)).numbers).toEqual([`${today}000001`]);
  });

  it('answers 1004 outside the view and 1001 for a bad count', async () => {
    const id = await storeId(ctx.w, 'Lechon Manila Makati');
    expect((await ctx.api.get('/store/bill_preview', { token: ctx.token.dealer1, query: { id } })).code).toBe(1004);
    const bad = await ctx.api.get('/store/bill_preview', { token: ctx.token.admin, query: { id, count: 11 } });
    expect([bad.code, bad.reason]).toEqual([1001, 'count']);
  });
});

describe('POST /store/clear_data', () => {
  it("deletes the store's orders and restarts its bill numbers once, audited; the second time 2203", async () => {
    const id = await newKopiStore();
    await setting(ctx.token.dealer1, { id, bill_enabled: true });
    await addOrders(id, 30);
    await ctx.w.sql('update stores set bill_seq = 30 where id = $1', [id]);
    const other = await storeId(ctx.w, 'Kopi Kita Sudirman');
    const otherOrders = await ordersOf(other);
    const cleared = await ctx.api.post('/store/clear_data', { id }, { token: ctx.token.manager1 });
    expect(cleared.code).toBe(0);
    expect(Date.now() - Date.parse(cleared.data.data_cleared_at)).toBeLessThan(60_000);
    expect(await ordersOf(id)).toBe(0);
    expect(await ordersOf(other)).toBe(otherOrders);
    expect((await preview(ctx.token.dealer1, id, 1)).numbers).toEqual(['000000000001']);
    const { rows } = await ctx.w.sql(`select staff_id, changes from audit_log where action = 'clear_data' and record_id = $1`, [id]);
    expect(rows).toEqual([
      { staff_id: ctx.w.staff('manager1'), changes: { data_cleared_at: { before: null, after: cleared.data.data_cleared_at } } },
    ]);
    await addOrders(id, 2);
    const again = await ctx.api.post('/store/clear_data', { id }, { token: ctx.token.dealer1 });
    expect([again.status, again.code, again.msg]).toEqual([200, 2203, 'Store data has already been cleared']);
    expect(await ordersOf(id)).toBe(2);
  });

  it('is allowed only within two calendar months of creation (61003), nothing deleted after', async () => {
    const late = await newKopiStore();
    await addOrders(late, 5);
    await ctx.w.sql(`update stores set created_at = now() - interval '2 months' - interval '1 day' where id = $1`, [late]);
    const refused = await ctx.api.post('/store/clear_data', { id: late }, { token: ctx.token.dealer1 });
    expect([refused.code, refused.msg]).toEqual([61003, 'The store cannot be operated if it has been created for more than two months.']);
    expect(await ordersOf(late)).toBe(5);
    expect((await ctx.api.get('/store/detail', { token: ctx.token.dealer1, query: { id: late } })).data.data_cleared_at).toBeNull();
    const inTime = await newKopiStore();
    // two calendar months are at least 59 days (31 December to 28 February)
    await ctx.w.sql(`update stores set created_at = now() - interval '58 days' where id = $1`, [inTime]);
    expect((await ctx.api.post('/store/clear_data', { id: inTime }, { token: ctx.token.dealer1 })).code).toBe(0);
  });

  it('is for admins and managers of the tree only (1003, 1004)', async () => {
    const id = await storeId(ctx.w, 'Warung Sederhana Kemang');
    expect((await ctx.api.post('/store/clear_data', { id }, { token: ctx.token.staff1 })).code).toBe(1003);
    expect((await ctx.api.post('/store/clear_data', { id }, { token: ctx.token.dealer2 })).code).toBe(1004);
    const bad = await ctx.api.post('/store/clear_data', { id, orders: true }, { token: ctx.token.dealer1 });
    expect([bad.code, bad.reason]).toEqual([1001, 'orders']);
  });
});
