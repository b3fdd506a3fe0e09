/**
 * A resource declared in a test (tests/support/declared-resource.ts), its table made in this file's database,
 * gets every route of a plain resource from its declaration alone: list, detail, create, update,
 * Enable/Disable and export, its permissions, its named visibility rule (the org tree), its unique
 * index as 1001, its date-times written and read back, its own choice labels, and the audit trail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registerServerResource, serverResource } from '../../server/crud/registry';
import { defineRepository } from '../../server/crud/repository';
import { promotion, PROMOTIONS_DDL, promotions } from '../support/declared-resource';
import { useDemoServer } from '../support/demo-world';
import { postExport } from '../support/xlsx';

registerServerResource(serverResource(defineRepository(promotion, { table: promotions })));

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1', 'dealer2']);

beforeAll(async () => {
  for (const statement of PROMOTIONS_DDL) await ctx.w.sql(statement);
});

const offer = (over: Record<string, unknown> = {}) => ({ title: 'Lunch deal', platform: 'pos', discount: 15, ...over });
const create = async (who: string, over: Record<string, unknown> = {}) =>
  ctx.api.post('/promotion/create', offer(over), { token: ctx.token[who] });
const titles = async (who: string, query: Record<string, string> = {}) =>
  ((await ctx.api.get('/promotion/list', { token: ctx.token[who], query })).data.list as { title: string }[]).map((p) => p.title).sort();

describe('a resource declared in a test', () => {
  let own: number;
  let belowOwn: number;
  beforeAll(async () => {
    own = (await create('dealer1', { title: 'Nusantara lunch', starts_at: '2026-03-01T02:00:00Z' })).data.id;
    belowOwn = (await create('dealer2', { title: 'Jakarta dinner', platform: 'web' })).data.id;
  });

  it('creates a record in the creator’s org, its fields from the body and the table’s defaults, audited', async () => {
    const { data } = await ctx.api.get('/promotion/detail', { token: ctx.token.dealer1, query: { id: own } });
    expect(data).toMatchObject({ title: 'Nusantara lunch', org_id: ctx.w.org.id1, org_name: 'Nusantara POS Partners', status: 'valid' });
    expect(data.starts_at).toBe('2026-03-01T02:00:00.000Z');
    const audit = await ctx.w.sql("select action, staff_id from audit_log where resource = 'promotion' and record_id = $1", [own]);
    expect(audit.rows).toEqual([{ action: 'create', staff_id: ctx.w.staff('dealer1') }]);
    expect((await ctx.w.sql('select created_by from promotions where id = $1', [own])).rows[0].created_by).toBe(ctx.w.staff('dealer1'));
  });

  it('shows each caller the records of its org tree (visibility org_tree), and 1004 outside it', async () => {
    expect(await titles('admin')).toEqual(['Jakarta dinner', 'Nusantara lunch']);
    expect(await titles('dealer1')).toEqual(['Jakarta dinner', 'Nusantara lunch']);
    expect(await titles('staff1')).toEqual(['Jakarta dinner', 'Nusantara lunch']);
    expect(await titles('dealer2')).toEqual(['Jakarta dinner']);
    const hidden = await ctx.api.get('/promotion/detail', { token: ctx.token.dealer2, query: { id: own } });
    expect([hidden.status, hidden.code]).toEqual([404, 1004]);
    const untouchable = await ctx.api.post('/promotion/update', { id: own, discount: 5 }, { token: ctx.token.dealer2 });
    expect(untouchable.code).toBe(1004);
  });

  it('filters by the list’s filters (a text by its prefix, a choice by its value) and sorts by a time that may be empty', async () => {
    expect(await titles('dealer1', { title: 'nusa' })).toEqual(['Nusantara lunch']);
    expect(await titles('dealer1', { platform: 'web' })).toEqual(['Jakarta dinner']);
    const sorted = await ctx.api.get('/promotion/list', { token: ctx.token.dealer1, query: { sort: 'starts_at', order: 'asc' } });
    expect(sorted.data.list.map((p: { id: number }) => p.id)).toEqual([belowOwn, own]);
  });

  it('follows the declared permissions: the staff role reads, admins and managers write (1003 otherwise)', async () => {
    const info = await ctx.api.get('/account_info', { token: ctx.token.staff1 });
    expect(info.data.perm_codes.filter((code: string) => code.startsWith('promotion:'))).toEqual(['promotion:list', 'promotion:export']);
    expect((await create('staff1', { title: 'Not mine to make' })).code).toBe(1003);
    expect((await ctx.api.post('/promotion/status', { id: own, status: 'invalid' }, { token: ctx.token.staff1 })).code).toBe(1003);
  });

  it('updates any field, a date-time included, and a same instant spelt otherwise changes nothing', async () => {
    const moved = await ctx.api.post(
      '/promotion/update',
      { id: own, starts_at: '2026-04-01T09:30:00+07:00', discount: 20 },
      { token: ctx.token.manager1 },
    );
    expect([moved.status, moved.code]).toEqual([200, 0]);
    expect(moved.data).toMatchObject({ starts_at: '2026-04-01T02:30:00.000Z', discount: 20 });
    const again = await ctx.api.post('/promotion/update', { id: own, starts_at: '2026-04-01T02:30:00Z' }, { token: ctx.token.manager1 });
    expect(again.code).toBe(0);
    const updates = await ctx.w.sql("select count(*)::int as n from audit_log where resource = 'promotion' and action = 'update'");
    expect(updates.rows[0].n).toBe(1);
    const cleared = await ctx.api.post('/promotion/update', { id: own, starts_at: null }, { token: ctx.token.manager1 });
    expect(cleared.data.starts_at).toBeNull();
  });

  it('answers 1001 naming the field of a unique index, on create and update; another org may use the name', async () => {
    const taken = await create('dealer1', { title: 'Nusantara lunch' });
    expect([taken.status, taken.code, taken.reason, taken.field]).toEqual([400, 1001, 'title', 'title']);
    // the kit's words when the resource's texts have no `title_taken` of their own (version has one)
    expect(taken.msg).toBe('This value exists already');
    const takenZh = await ctx.api.post('/promotion/create', offer({ title: 'Nusantara lunch' }), {
      token: ctx.token.dealer1,
      query: { lang: 'zh-CN' },
    });
    expect([takenZh.code, takenZh.msg]).toEqual([1001, '该值已存在']);
    const renamed = await ctx.api.post('/promotion/update', { id: belowOwn, title: 'Jakarta dinner' }, { token: ctx.token.dealer2 });
    expect(renamed.code).toBe(0);
    expect((await create('dealer2', { title: 'Nusantara lunch' })).code).toBe(0);
    const clash = await ctx.api.post('/promotion/update', { id: belowOwn, title: 'Nusantara lunch' }, { token: ctx.token.dealer2 });
    expect([clash.code, clash.reason]).toEqual([1001, 'title']);
  });

  it('enables and disables with the declared status permission, audited', async () => {
    const off = await ctx.api.post('/promotion/status', { id: own, status: 'invalid' }, { token: ctx.token.manager1 });
    expect([off.code, off.data.status]).toEqual([0, 'invalid']);
    expect(await titles('dealer1', { status: 'invalid' })).toEqual(['Nusantara lunch']);
    const audit = await ctx.w.sql("select count(*)::int as n from audit_log where resource = 'promotion' and action = 'status'");
    expect(audit.rows[0].n).toBe(1);
  });

  it('exports what the caller sees, with its own choice labels in the caller’s language', async () => {
    const en = await postExport(ctx.server.api, '/promotion/export', { platform: 'pos' }, ctx.token.dealer2);
    expect(en.rows[0].slice(0, 4)).toEqual(['Title', 'Dealer', 'Shown on', 'Discount (%)']);
    expect(en.rows.slice(1).map((row) => row.slice(0, 3))).toEqual([['Nusantara lunch', 'Jakarta Selatan Reseller', 'POS terminal']]);
    const zh = await postExport(ctx.server.api, '/promotion/export', { platform: 'web' }, ctx.token.dealer1, { lang: 'zh-CN' });
    expect(zh.rows[0][2]).toBe('展示于');
    expect(zh.rows.slice(1).map((row) => row[2])).toEqual(['在线点餐']);
  });

  it('leaves the other resources as they were: version’s platform labels are still version’s', async () => {
    const versions = await postExport(ctx.server.api, '/version/export', { os: 'android' }, ctx.token.dealer1);
    const platform = versions.rows[0].indexOf('Platform');
    expect(new Set(versions.rows.slice(1).map((row) => row[platform]))).toEqual(new Set(['Android']));
    expect((await ctx.w.sql('select count(*)::int as n from promotions')).rows[0].n).toBe(3);
  });
});
