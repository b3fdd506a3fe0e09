/**
 * A resource declared in a test that belongs to another (tests/support/declared-resource.ts,
 * `terminal`): its `ref('store')` field must name a store the caller sees, on create and update
 * (1004 otherwise); its list answers and filters by the store's name; it is visible exactly where its
 * store is (`visibility: { through: 'store_id' }`) on every read, export and write path; and its
 * date-only field takes real dates alone and is exported as a date. No server file of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registerServerResource, serverResource } from '../../server/crud/registry';
import { defineRepository } from '../../server/crud/repository';
import { terminal, terminals, TERMINALS_DDL } from '../support/declared-resource';
import { useDemoServer } from '../support/demo-world';
import { storeId } from '../support/merchant';
import { postExport } from '../support/xlsx';

registerServerResource(serverResource(defineRepository(terminal, { table: terminals })));

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1', 'dealer2']);

/**
 * Demo stores (server/db/seed/demo.ts): Kopi Kita Sudirman and Warung Sederhana Kemang are dealer1's,
 * staff1 is assigned to the second only; Bakso Pak Kumis' are dealer2's (a dealer below dealer1).
 */
const store = { sudirman: 0, kemang: 0, blokM: 0, cilandak: 0 };

beforeAll(async () => {
  for (const statement of TERMINALS_DDL) await ctx.w.sql(statement);
  store.sudirman = await storeId(ctx.w, 'Kopi Kita Sudirman');
  store.kemang = await storeId(ctx.w, 'Warung Sederhana Kemang');
  store.blokM = await storeId(ctx.w, 'Bakso Pak Kumis Blok M');
  store.cilandak = await storeId(ctx.w, 'Bakso Pak Kumis Cilandak');
});

const device = (over: Record<string, unknown>) => ({ serial_no: 'A920-0001', model: 'a920', store_id: store.sudirman, ...over });
const create = async (who: string, over: Record<string, unknown>) =>
  ctx.api.post('/terminal/create', device(over), { token: ctx.token[who] });
const serials = async (who: string, query: Record<string, string | number> = {}) =>
  ((await ctx.api.get('/terminal/list', { token: ctx.token[who], query })).data.list as { serial_no: string }[])
    .map((t) => t.serial_no)
    .sort();

describe('a declared reference, visibility through it, and a date-only field', () => {
  const id = { sudirman: 0, kemang: 0, blokM: 0 };
  beforeAll(async () => {
    id.sudirman = (await create('dealer1', { serial_no: 'SUDIRMAN-1', installed_on: '2026-03-01' })).data.id;
    id.kemang = (await create('manager1', { serial_no: 'KEMANG-1', store_id: store.kemang, model: 't2' })).data.id;
    id.blokM = (await create('dealer2', { serial_no: 'BLOKM-1', store_id: store.blokM })).data.id;
  });

  it('answers the referenced store’s name and the date as written, from the declaration alone', async () => {
    const { data } = await ctx.api.get('/terminal/detail', { token: ctx.token.dealer1, query: { id: id.sudirman } });
    expect(data).toMatchObject({ serial_no: 'SUDIRMAN-1', store_id: store.sudirman, store_name: 'Kopi Kita Sudirman' });
    expect(data.installed_on).toBe('2026-03-01');
    const list = await ctx.api.get('/terminal/list', { token: ctx.token.dealer1, query: { sort: 'store_name', order: 'asc' } });
    expect(list.data.list.map((t: { store_name: string }) => t.store_name)).toEqual([
      'Bakso Pak Kumis Blok M',
      'Kopi Kita Sudirman',
      'Warung Sederhana Kemang',
    ]);
  });

  it('refuses (1004) a store the caller does not see or that does not exist, on create and on update', async () => {
    const hidden = await create('dealer2', { serial_no: 'HIDDEN-1', store_id: store.sudirman });
    expect([hidden.status, hidden.code]).toEqual([404, 1004]);
    expect((await create('dealer1', { serial_no: 'GHOST-1', store_id: 2_000_000 })).code).toBe(1004);
    const moved = await ctx.api.post('/terminal/update', { id: id.blokM, store_id: store.kemang }, { token: ctx.token.dealer2 });
    expect(moved.code).toBe(1004);
    const allowed = await ctx.api.post('/terminal/update', { id: id.blokM, store_id: store.cilandak }, { token: ctx.token.dealer2 });
    expect([allowed.code, allowed.data.store_name]).toEqual([0, 'Bakso Pak Kumis Cilandak']);
    await ctx.api.post('/terminal/update', { id: id.blokM, store_id: store.blokM }, { token: ctx.token.dealer2 });
    expect((await ctx.w.sql("select count(*)::int as n from terminals where serial_no in ('HIDDEN-1', 'GHOST-1')")).rows[0].n).toBe(0);
  });

  it('shows each caller the terminals of the stores it sees, the staff role only its own stores’', async () => {
    expect(await serials('admin')).toEqual(['BLOKM-1', 'KEMANG-1', 'SUDIRMAN-1']);
    expect(await serials('dealer1')).toEqual(['BLOKM-1', 'KEMANG-1', 'SUDIRMAN-1']);
    expect(await serials('dealer2')).toEqual(['BLOKM-1']);
    expect(await serials('staff1')).toEqual(['KEMANG-1']);
    const detail = await ctx.api.get('/terminal/detail', { token: ctx.token.staff1, query: { id: id.sudirman } });
    expect([detail.status, detail.code]).toEqual([404, 1004]);
  });

  it('keeps to the stores the caller sees on the ids, export and bulk paths too', async () => {
    const ids = [id.sudirman, id.kemang, id.blokM].join(',');
    expect(await serials('dealer2', { ids })).toEqual(['BLOKM-1']);
    const exported = await postExport(ctx.server.api, '/terminal/export', { ids: [id.sudirman, id.blokM] }, ctx.token.dealer2);
    expect(exported.rows.slice(1).map((row) => row[0])).toEqual(['BLOKM-1']);
    const bulk = await ctx.api.post(
      '/terminal/bulk_status',
      { ids: [id.blokM, id.sudirman], status: 'invalid' },
      { token: ctx.token.dealer2 },
    );
    expect(bulk.code).toBe(1004);
    expect((await ctx.w.sql("select count(*)::int as n from terminals where status = 'invalid'")).rows[0].n).toBe(0);
    const update = await ctx.api.post('/terminal/update', { id: id.sudirman, note: 'not mine' }, { token: ctx.token.dealer2 });
    expect(update.code).toBe(1004);
  });

  it('filters by the referenced store, as the list’s select sends it', async () => {
    expect(await serials('dealer1', { store_id: store.kemang })).toEqual(['KEMANG-1']);
    expect(await serials('dealer2', { store_id: store.sudirman })).toEqual([]);
  });

  it('takes a date-only field as a real calendar date and nothing else (1001 naming it)', async () => {
    for (const wrong of ['2026-02-30', '2026-13-01', '2026-3-1', '2026-03-01T00:00:00Z', 'tomorrow']) {
      const refused = await ctx.api.post('/terminal/update', { id: id.kemang, installed_on: wrong }, { token: ctx.token.manager1 });
      expect([wrong, refused.status, refused.code, refused.reason]).toEqual([wrong, 400, 1001, 'installed_on']);
    }
    const leap = await ctx.api.post('/terminal/update', { id: id.kemang, installed_on: '2028-02-29' }, { token: ctx.token.manager1 });
    expect([leap.code, leap.data.installed_on]).toEqual([0, '2028-02-29']);
  });

  it('exports a date-only field as a date cell of that day, whatever the caller’s zone', async () => {
    const exported = await postExport(ctx.server.api, '/terminal/export', { tz: 'Pacific/Honolulu' }, ctx.token.dealer1);
    const column = exported.rows[0].indexOf('Installed on');
    const sudirman = exported.rows.find((row) => row[0] === 'SUDIRMAN-1')!;
    expect(sudirman[column]).toEqual(new Date('2026-03-01T00:00:00.000Z'));
    expect(exported.rows.find((row) => row[0] === 'BLOKM-1')![column] ?? null).toBeNull();
  });

  it('follows the declared rule of writing: not the staff role', async () => {
    expect((await create('staff1', { serial_no: 'STAFF-1', store_id: store.kemang })).code).toBe(1003);
  });
});
