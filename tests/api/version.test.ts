import { describe, expect, it } from 'vitest';
import { postExport } from '../support/xlsx';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin', 'dealer1', 'staff1', 'dealer2']);

describe('GET /version/list', () => {
  it('lets every signed-in user read the versions, newest release first', async () => {
    for (const who of ['admin', 'dealer1', 'staff1', 'dealer2']) {
      const answer = await ctx.api.get('/version/list', { token: ctx.token[who] });
      expect(answer.code).toBe(0);
      expect(answer.data.total).toBe(4);
    }
    const { data } = await ctx.api.get('/version/list', { token: ctx.token.dealer1 });
    const released = data.list.map((v: { released_at: string }) => v.released_at);
    expect([...released].sort().reverse()).toEqual(released);
    expect(data.list[0]).toMatchObject({
      name: 'POS Android',
      version_no: '5.2.0',
      platform: 'android',
      force_update: false,
      status: 'valid',
    });
  });

  it("ignores the web client's default query parameters", async () => {
    const query = {
      device_id: 'd',
      platform: 'web',
      version: '1.0.0',
      ua: 'x',
      device_type: 'pc',
      uid: '1',
      timestamp: Date.now(),
      country: 'ID',
      lang: 'en-US',
      screen: '1x1',
      app: 'Distributor',
    };
    const answer = await ctx.api.get('/version/list', { token: ctx.token.dealer1, query });
    expect([answer.code, answer.data?.total]).toEqual([0, 4]);
  });

  it('filters by platform and name prefix, and sorts by version number', async () => {
    const android = await ctx.api.get('/version/list', {
      token: ctx.token.dealer1,
      query: { os: 'android', sort: 'version_no', order: 'asc' },
    });
    expect(android.data.list.map((v: { version_no: string }) => v.version_no)).toEqual(['5.1.4', '5.2.0']);
    const named = await ctx.api.get('/version/list', { token: ctx.token.dealer1, query: { name: 'pos w' } });
    expect(named.data.list.map((v: { platform: string }) => v.platform)).toEqual(['windows']);
  });

  it('refuses an unknown platform or sort field (1001)', async () => {
    const os = await ctx.api.get('/version/list', { token: ctx.token.dealer1, query: { os: 'symbian' } });
    expect([os.status, os.code, os.reason]).toEqual([400, 1001, 'os']);
    const sort = await ctx.api.get('/version/list', { token: ctx.token.dealer1, query: { sort: 'download_url' } });
    expect([sort.code, sort.reason]).toEqual([1001, 'sort']);
  });

  it('needs a token', async () => {
    expect((await ctx.api.get('/version/list')).code).toBe(8);
  });
});

describe('GET /version/detail', () => {
  it('answers one version, and 1004 for an unknown id', async () => {
    const list = await ctx.api.get('/version/list', { token: ctx.token.dealer2 });
    const id = list.data.list[0].id;
    expect((await ctx.api.get('/version/detail', { token: ctx.token.dealer2, query: { id } })).data.id).toBe(id);
    const missing = await ctx.api.get('/version/detail', { token: ctx.token.dealer2, query: { id: 999_999 } });
    expect([missing.status, missing.code]).toEqual([404, 1004]);
  });
});

describe('POST /version/export', () => {
  it("exports the matching versions with headers and choices in the caller's language", async () => {
    const answer = await postExport(ctx.api.base, '/version/export', { os: 'android' }, ctx.token.dealer1, { lang: 'zh-CN' });
    expect(answer.status).toBe(200);
    expect(answer.rows[0]).toContain('版本号');
    expect(answer.rows).toHaveLength(3);
  });
});
