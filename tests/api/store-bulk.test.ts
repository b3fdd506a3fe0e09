/**
 * Bulk calls: activate and renew many stores for N years (N accounts each, all or nothing in one
 * transaction, one audit row and one quota-log row per store, 61001 naming the dealer short of
 * accounts, 1004 for any store out of view), two bulk renewals at once over the same stores, and
 * Enable/Disable of many brands, dealers and employees.
 */
import { describe, expect, it } from 'vitest';
import { BULK_MAX } from '../../resources/common';
import { addLocalMonths } from '../../resources/zoned-time';
import { useDemoServer } from '../support/demo-world';
import { md5 } from '../support/api-client';
import { brandId, newStore, storeId } from '../support/merchant';
import { postExport } from '../support/xlsx';

const ctx = useDemoServer(['admin', 'dealer1', 'dealer2', 'staff1']);

const remaining = async (orgId: number) =>
  (await ctx.w.sql('select remaining_quota from orgs where id = $1', [orgId])).rows[0].remaining_quota as number;
const setRemaining = (orgId: number, n: number) => ctx.w.sql('update orgs set remaining_quota = $2 where id = $1', [orgId, n]);
const countWhere = async (sql: string, ids: number[]) => (await ctx.w.sql(sql, [ids])).rows[0].n as number;
const auditRows = (ids: number[], action: string, resource = 'store') =>
  countWhere(
    `select count(*)::int as n from audit_log where resource = '${resource}' and action = '${action}' and record_id = any($1::int[])`,
    ids,
  );
const logRows = (ids: number[]) => countWhere(`select count(*)::int as n from quota_log where store_id = any($1::int[])`, ids);
const expiries = async (ids: number[]) =>
  (await ctx.w.sql(`select id, expire_at from stores where id = any($1::int[]) order by id`, [ids])).rows.map((r) =>
    r.expire_at ? new Date(r.expire_at).toISOString() : null,
  );
const yearsLater = (from: string, years: number) => addLocalMonths(new Date(from), 12 * years, 'Asia/Jakarta').toISOString();

/** `n` new stores of dealer1's brand, waiting for activation. */
async function newStores(n: number): Promise<number[]> {
  const company = await brandId(ctx.w, 'Kopi Kenangan Kita');
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await ctx.api.post('/store/create', newStore(company), { token: ctx.token.dealer1 })).data.id);
  return ids;
}

describe('POST /store/bulk_activate and /store/bulk_renew', () => {
  it('activates N stores for Y years with N x Y accounts, one audit and one log row per store', async () => {
    await setRemaining(ctx.w.org.id1, 300);
    const ids = await newStores(4);
    const answer = await ctx.api.post('/store/bulk_activate', { ids, years: 2 }, { token: ctx.token.dealer1 });
    expect([answer.code, answer.data]).toEqual([0, { changed: 4, skipped: [] }]);
    expect(await remaining(ctx.w.org.id1)).toBe(300 - 8);
    expect(await auditRows(ids, 'activate')).toBe(4);
    expect(await logRows(ids)).toBe(4);
    expect((await expiries(ids)).every((e) => e !== null)).toBe(true);

    const before = await expiries(ids);
    const renewed = await ctx.api.post('/store/bulk_renew', { ids, years: 1 }, { token: ctx.token.dealer1 });
    expect([renewed.code, renewed.data]).toEqual([0, { changed: 4, skipped: [] }]);
    expect(await remaining(ctx.w.org.id1)).toBe(300 - 12);
    expect(await expiries(ids)).toEqual(before.map((e) => yearsLater(e!, 1)));
    expect(await auditRows(ids, 'renew')).toBe(4);
  });

  it('answers 61001 naming the dealer short of accounts, and writes nothing at all', async () => {
    const ids = await newStores(3);
    await setRemaining(ctx.w.org.id1, 5);
    const answer = await ctx.api.post('/store/bulk_activate', { ids, years: 2 }, { token: ctx.token.dealer1 });
    expect([answer.code, answer.reason]).toEqual([61001, 'Nusantara POS Partners']);
    expect(await remaining(ctx.w.org.id1)).toBe(5);
    expect(await logRows(ids)).toBe(0);
    expect(await auditRows(ids, 'activate')).toBe(0);
    expect(await expiries(ids)).toEqual([null, null, null]);
    await setRemaining(ctx.w.org.id1, 300);
  });

  it('answers 1004 when one store is out of view, and 1001 status when one is not in the state for it; nothing written', async () => {
    const ids = await newStores(2);
    const other = await storeId(ctx.w, 'Pelita Bangsar');
    const hidden = await ctx.api.post('/store/bulk_activate', { ids: [...ids, other], years: 1 }, { token: ctx.token.dealer1 });
    expect([hidden.status, hidden.code]).toEqual([404, 1004]);
    const active = await storeId(ctx.w, 'Kopi Kita Sudirman');
    const wrong = await ctx.api.post('/store/bulk_activate', { ids: [...ids, active], years: 1 }, { token: ctx.token.dealer1 });
    expect([wrong.code, wrong.reason]).toEqual([1001, 'status']);
    expect(await expiries(ids)).toEqual([null, null]);
    expect(await logRows(ids)).toBe(0);
  });

  it('with skip_refused, leaves out by name the stores refused (short of accounts, not waiting) and activates the rest', async () => {
    const ids = await newStores(3);
    const active = await storeId(ctx.w, 'Kopi Kita Sudirman');
    await setRemaining(ctx.w.org.id1, 5);
    const answer = await ctx.api.post(
      '/store/bulk_activate',
      { ids: [...ids, active], years: 2, skip_refused: true },
      { token: ctx.token.dealer1 },
    );
    const names = (await ctx.w.sql('select id, name from stores where id = any($1::int[])', [[ids[2], active]])).rows;
    const nameOf = (id: number) => names.find((r) => r.id === id)!.name as string;
    expect(answer.code).toBe(0);
    expect(answer.data.changed).toBe(2);
    expect(answer.data.skipped).toEqual(
      [
        { id: active, name: nameOf(active), code: 1001, reason: 'status' },
        { id: ids[2], name: nameOf(ids[2]), code: 61001, reason: 'Nusantara POS Partners' },
      ].sort((a, b) => a.id - b.id),
    );
    // the quota stays exact: two stores x 2 years, nothing for the one left out
    expect(await remaining(ctx.w.org.id1)).toBe(1);
    expect(await logRows(ids)).toBe(2);
    expect(await auditRows(ids, 'activate')).toBe(2);
    expect((await expiries(ids)).map((e) => e !== null)).toEqual([true, true, false]);
    await setRemaining(ctx.w.org.id1, 300);
  });

  it('validates the ids (1 to the maximum, each once) and the years', async () => {
    const [id] = await newStores(1);
    const tooMany = Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1);
    for (const [body, reason] of [
      [{ ids: [], years: 1 }, 'ids'],
      [{ ids: [id, id], years: 1 }, 'ids'],
      [{ ids: tooMany, years: 1 }, 'ids'],
      [{ ids: [id], years: 0 }, 'years'],
      [{ ids: [id] }, 'years'],
      [{ years: 1 }, 'ids'],
    ] as const) {
      const answer = await ctx.api.post('/store/bulk_activate', body, { token: ctx.token.dealer1 });
      expect([answer.status, answer.code, String(answer.reason).split('/')[0]], JSON.stringify(body).slice(0, 60)).toEqual([
        400,
        1001,
        reason,
      ]);
    }
  });

  it('keeps two bulk renewals at once over the same stores exact: both bought, every account counted once', async () => {
    await setRemaining(ctx.w.org.id1, 300);
    const ids = await newStores(6);
    expect((await ctx.api.post('/store/bulk_activate', { ids, years: 1 }, { token: ctx.token.dealer1 })).code).toBe(0);
    const start = await expiries(ids);
    const answers = await Promise.all(
      [ctx.token.dealer1, ctx.token.dealer1].map((token) =>
        ctx.api.post('/store/bulk_renew', { ids: [...ids].reverse(), years: 2 }, { token }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual([0, 0]);
    expect(await remaining(ctx.w.org.id1)).toBe(300 - 6 - 24);
    expect(await expiries(ids)).toEqual(start.map((e) => yearsLater(e!, 4)));
    expect(await auditRows(ids, 'renew')).toBe(12);
    expect(await logRows(ids)).toBe(18);
  });
});

describe('POST /<resource>/bulk_status', () => {
  it('disables and enables several brands in one call, one audit row each', async () => {
    const ids = [await brandId(ctx.w, 'Kopi Kenangan Kita'), await brandId(ctx.w, 'Warung Sederhana')];
    const off = await ctx.api.post('/company/bulk_status', { ids, status: 'invalid' }, { token: ctx.token.dealer1 });
    expect([off.code, off.data]).toEqual([0, { changed: 2, skipped: [] }]);
    const statuses = async () =>
      (await ctx.w.sql('select status from companies where id = any($1::int[])', [ids])).rows.map((r) => r.status as string);
    expect(await statuses()).toEqual(['invalid', 'invalid']);
    expect(await auditRows(ids, 'status', 'company')).toBe(2);
    expect((await ctx.api.post('/company/bulk_status', { ids, status: 'valid' }, { token: ctx.token.dealer1 })).data).toEqual({
      changed: 2,
      skipped: [],
    });
    expect(await statuses()).toEqual(['valid', 'valid']);
  });

  it('refuses dealers out of view (1004) and employees the caller may not toggle, writing nothing', async () => {
    const mine = ctx.w.org.id2;
    const { rows } = await ctx.w.sql(`select id from orgs where type = 'dealer' and id <> $1 and id <> $2 order by id limit 1`, [
      mine,
      ctx.w.org.id1,
    ]);
    const hidden = await ctx.api.post(
      '/distributor/bulk_status',
      { ids: [mine, rows[0].id], status: 'invalid' },
      { token: ctx.token.dealer1 },
    );
    expect(hidden.code).toBe(1004);
    expect((await ctx.w.sql('select status from orgs where id = $1', [mine])).rows[0].status).toBe('valid');
    const staff = await ctx.api.post(
      '/staff/bulk_status',
      { ids: [ctx.w.staff('staff1')], status: 'invalid' },
      { token: ctx.token.staff1 },
    );
    expect(staff.code).not.toBe(0);
  });

  it('with skip_refused, enables the dealers the caller may enable and names the one it may not (1003)', async () => {
    const own = await ctx.api.post(
      '/distributor/create',
      {
        name: 'Skip Refused Reseller',
        country: 'ID',
        contact_name: 'Rina',
        contact_phone: '+62 800 2',
        admin_account: 'skip_refused_admin',
        admin_password: md5('skiprefused123'),
      },
      { token: ctx.token.dealer1 },
    );
    expect(own.code).toBe(0);
    const byOperator = ctx.w.org.id2;
    expect((await ctx.api.post('/distributor/status', { id: byOperator, status: 'invalid' }, { token: ctx.token.admin })).code).toBe(0);
    expect((await ctx.api.post('/distributor/status', { id: own.data.id, status: 'invalid' }, { token: ctx.token.dealer1 })).code).toBe(0);
    const ids = [byOperator, own.data.id];
    const strict = await ctx.api.post('/distributor/bulk_status', { ids, status: 'valid' }, { token: ctx.token.dealer1 });
    expect(strict.code).toBe(1003);
    const answer = await ctx.api.post(
      '/distributor/bulk_status',
      { ids, status: 'valid', skip_refused: true },
      { token: ctx.token.dealer1 },
    );
    const name = (await ctx.w.sql('select name from orgs where id = $1', [byOperator])).rows[0].name as string;
    expect([answer.code, answer.data]).toEqual([0, { changed: 1, skipped: [{ id: byOperator, name, code: 1003, reason: null }] }]);
    const statuses = (await ctx.w.sql('select id, status from orgs where id = any($1::int[]) order by id', [ids])).rows;
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({ [byOperator]: 'invalid', [own.data.id]: 'valid' });
    expect((await ctx.api.post('/distributor/status', { id: byOperator, status: 'valid' }, { token: ctx.token.admin })).code).toBe(0);
  });
});

describe('POST /<resource>/export with ids (Export selected)', () => {
  it('exports only the records chosen, and of those only what the caller sees', async () => {
    const mine = [await storeId(ctx.w, 'Kopi Kita Sudirman'), await storeId(ctx.w, 'Kopi Kita Senayan')];
    const other = await storeId(ctx.w, 'Pelita Bangsar');
    const answer = await postExport(ctx.server.api, '/store/export', { ids: [...mine, other] }, ctx.token.dealer1);
    expect(answer.status).toBe(200);
    const names = answer.rows.slice(1).map((row) => String(row[1]));
    expect(names.sort()).toEqual(['Kopi Kita Senayan', 'Kopi Kita Sudirman']);
  });
});
