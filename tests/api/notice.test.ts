/** /notice: everyone reads the operator's notices; its admins and managers write them. */
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';
import { postExport } from '../support/xlsx';

const ctx = useDemoServer(['admin', 'dealer1', 'staff1', 'dealer2', 'opstaff']);

const notice = (over: Record<string, unknown> = {}) => ({
  title: 'Maintenance on Sunday',
  body: 'The POS sync pauses from 02:00 to 03:00.',
  audience: 'all',
  ...over,
});
const create = (over: Record<string, unknown> = {}, who = 'admin') =>
  ctx.api.post('/notice/create', notice(over), { token: ctx.token[who] });

describe('/notice', () => {
  it('lets the operator create a notice, published now unless told, audited', async () => {
    const made = await create();
    expect(made.code).toBe(0);
    const { data } = await ctx.api.get('/notice/detail', { token: ctx.token.dealer2, query: { id: made.data.id } });
    expect(data).toMatchObject({ title: 'Maintenance on Sunday', audience: 'all', status: 'valid' });
    expect(Math.abs(Date.parse(data.publish_at) - Date.now())).toBeLessThan(60_000);
    const later = await create({ title: 'New version', audience: 'level1', publish_at: null });
    expect((await ctx.api.get('/notice/detail', { token: ctx.token.admin, query: { id: later.data.id } })).data.publish_at).toBeNull();
    const audit = await ctx.w.sql("select action from audit_log where resource = 'notice' and record_id = $1", [made.data.id]);
    expect(audit.rows).toEqual([{ action: 'create' }]);
  });

  it('refuses writes to dealers and to the operator’s staff role (1003), and lets everyone read', async () => {
    for (const who of ['dealer1', 'dealer2', 'opstaff']) expect((await create({ title: `By ${who}` }, who)).code).toBe(1003);
    for (const who of ['dealer1', 'staff1', 'dealer2']) {
      const { code, data } = await ctx.api.get('/notice/list', { token: ctx.token[who] });
      expect([code, data.total]).toEqual([0, 2]);
    }
  });

  it('filters by title prefix, audience and status, and sorts the unpublished first ascending', async () => {
    const titles = async (query: Record<string, string>) =>
      (await ctx.api.get('/notice/list', { token: ctx.token.dealer1, query })).data.list.map((n: { title: string }) => n.title);
    expect(await titles({ title: 'maint' })).toEqual(['Maintenance on Sunday']);
    expect(await titles({ audience: 'level1' })).toEqual(['New version']);
    expect(await titles({ sort: 'publish_at', order: 'asc' })).toEqual(['New version', 'Maintenance on Sunday']);
    expect((await ctx.api.get('/notice/list', { token: ctx.token.dealer1, query: { audience: 'level3' } })).code).toBe(1001);
  });

  it('updates a notice, its publishing time included, and validates every field', async () => {
    const id = (await create({ title: 'Draft' })).data.id;
    const updated = await ctx.api.post(
      '/notice/update',
      { id, publish_at: '2026-06-01T09:00:00+07:00', audience: 'level2' },
      { token: ctx.token.admin },
    );
    expect(updated.data).toMatchObject({ publish_at: '2026-06-01T02:00:00.000Z', audience: 'level2' });
    for (const [over, reason] of [
      [{ title: '' }, 'title'],
      [{ audience: 'everyone' }, 'audience'],
      [{ publish_at: '2026-02-30T00:00:00Z' }, 'publish_at'],
    ] as const) {
      const answer = await ctx.api.post('/notice/update', { id, ...over }, { token: ctx.token.admin });
      expect([answer.code, answer.reason]).toEqual([1001, reason]);
    }
  });

  it('disables a notice for the operator only', async () => {
    const id = (await create({ title: 'Old' })).data.id;
    expect((await ctx.api.post('/notice/status', { id, status: 'invalid' }, { token: ctx.token.dealer1 })).code).toBe(1003);
    const off = await ctx.api.post('/notice/status', { id, status: 'invalid' }, { token: ctx.token.admin });
    expect([off.code, off.data.status]).toEqual([0, 'invalid']);
  });

  it('exports the notices with their audience in the caller’s language', async () => {
    const zh = await postExport(ctx.server.api, '/notice/export', { audience: 'level2' }, ctx.token.dealer1, { lang: 'zh-CN' });
    expect(zh.rows[0].slice(0, 3)).toEqual(['ID', '标题', '对象']);
    expect(zh.rows.slice(1).map((row) => row[2])).toEqual(['二级经销商']);
  });
});
