import { describe, expect, it } from 'vitest';
import { postExport } from '../support/xlsx';
import { useDemoServer } from '../support/demo-world';
import { brandId, newStore } from '../support/merchant';

const ctx = useDemoServer(['admin', 'dealer1', 'staff1', 'dealer2', 'opstaff']);

const release = (over: Record<string, unknown> = {}) => ({
  name: 'POS Android',
  version_no: '5.3.0',
  platform: 'android',
  download_url: 'https://downloads.example.com/pos/android/5.3.0',
  release_notes: 'Kitchen display pairing.',
  force_update: false,
  ...over,
});

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

describe('POST /version/create and /version/update', () => {
  it('lets the operator create a version, released now unless told, audited', async () => {
    const created = await ctx.api.post('/version/create', release(), { token: ctx.token.admin });
    expect(created.code).toBe(0);
    const version = (await ctx.api.get('/version/detail', { token: ctx.token.dealer1, query: { id: created.data.id } })).data;
    expect(version).toMatchObject({ name: 'POS Android', version_no: '5.3.0', platform: 'android', status: 'valid', force_update: false });
    expect(Date.now() - Date.parse(version.released_at)).toBeLessThan(60_000);
    const unreleased = await ctx.api.post('/version/create', release({ version_no: '6.0.0', released_at: null, status: 'invalid' }), {
      token: ctx.token.admin,
    });
    expect((await ctx.api.get('/version/detail', { token: ctx.token.admin, query: { id: unreleased.data.id } })).data).toMatchObject({
      released_at: null,
      status: 'invalid',
    });
    const { rows } = await ctx.w.sql(`select action from audit_log where resource = 'version' and record_id = $1`, [created.data.id]);
    expect(rows).toEqual([{ action: 'create' }]);
  });

  it("refuses everyone but the operator's admins and managers (1003), its staff role included", async () => {
    for (const who of ['opstaff', 'dealer1', 'staff1', 'dealer2']) {
      const create = await ctx.api.post('/version/create', release({ version_no: '9.9.9' }), { token: ctx.token[who] });
      expect([create.status, create.code], who).toEqual([403, 1003]);
      const update = await ctx.api.post('/version/update', { id: 1, name: 'Hacked' }, { token: ctx.token[who] });
      expect([update.status, update.code], who).toEqual([403, 1003]);
    }
  });

  it('keeps a version number unique per platform (1001 version_no), racing creates included', async () => {
    const taken = await ctx.api.post('/version/create', release({ version_no: '5.2.0' }), { token: ctx.token.admin });
    expect([taken.status, taken.code, taken.reason, taken.field]).toEqual([400, 1001, 'version_no', 'version_no']);
    // the answer says what is wrong with the number, in the caller's language
    expect(taken.msg).toBe('This version number already exists for this platform');
    const takenZh = await ctx.api.post('/version/create', release({ version_no: '5.2.0' }), {
      token: ctx.token.admin,
      query: { lang: 'zh-CN' },
    });
    expect([takenZh.code, takenZh.msg]).toEqual([1001, '该平台已有此版本号']);
    expect(
      (await ctx.api.post('/version/create', release({ version_no: '5.2.0', platform: 'ios' }), { token: ctx.token.admin })).code,
    ).toBe(0);
    const raced = await Promise.all(
      [1, 2, 3].map(() => ctx.api.post('/version/create', release({ version_no: '7.0.1' }), { token: ctx.token.admin })),
    );
    expect(raced.map((a) => a.code).sort()).toEqual([0, 1001, 1001]);
    const renamed = await ctx.api.post(
      '/version/update',
      { id: raced.find((a) => a.code === 0)!.data.id, version_no: '5.1.4' },
      { token: ctx.token.admin },
    );
    expect([renamed.code, renamed.reason, renamed.msg]).toEqual([
      1001,
      'version_no',
      'This version number already exists for this platform',
    ]);
  });

  it('updates the given fields and validates every one', async () => {
    const id = (await ctx.api.post('/version/create', release({ version_no: '5.4.0' }), { token: ctx.token.admin })).data.id;
    const updated = await ctx.api.post(
      '/version/update',
      { id, force_update: true, release_notes: 'Security fix.' },
      { token: ctx.token.admin },
    );
    expect(updated.data).toMatchObject({ id, force_update: true, release_notes: 'Security fix.', version_no: '5.4.0' });
    for (const [over, reason] of [
      [{ name: '' }, 'name'],
      [{ version_no: 'v5' }, 'version_no'],
      [{ version_no: '5' }, 'version_no'],
      [{ platform: 'symbian' }, 'platform'],
      [{ download_url: 'ftp://x' }, 'download_url'],
      [{ release_notes: 'r'.repeat(5001) }, 'release_notes'],
      [{ force_update: 'yes' }, 'force_update'],
      [{ status: 'on' }, 'status'],
      [{ released_at: 'yesterday' }, 'released_at'],
      [{ released_at: '2026-02-30T00:00:00Z' }, 'released_at'],
      [{ released_at: '2026-13-01T00:00:00Z' }, 'released_at'],
      [{ created_at: '2025-01-01T00:00:00Z' }, 'created_at'],
    ] as const) {
      const create = await ctx.api.post('/version/create', release({ version_no: '8.0.0', ...over }), { token: ctx.token.admin });
      expect([create.status, create.code, create.reason], JSON.stringify(over)).toEqual([400, 1001, reason]);
      const update = await ctx.api.post('/version/update', { id, ...over }, { token: ctx.token.admin });
      expect([update.code, update.reason], JSON.stringify(over)).toEqual([1001, reason]);
    }
    const missing = await ctx.api.post('/version/update', { id: 999_999, name: 'x' }, { token: ctx.token.admin });
    expect(missing.code).toBe(1004);
  });

  it('a dealer assigns a new version to its stores once its settings allow it (1001 version_id before)', async () => {
    const id = (await ctx.api.post('/version/create', release({ version_no: '5.5.0' }), { token: ctx.token.admin })).data.id;
    const store = newStore(await brandId(ctx.w, 'Kopi Kenangan Kita'), { version_id: id });
    const refused = await ctx.api.post('/store/create', store, { token: ctx.token.dealer1 });
    expect([refused.code, refused.reason]).toEqual([1001, 'version_id']);
    await ctx.api.post('/distributor/setting', { id: ctx.w.org.id1, allowed_version_ids: [1, 2, 3, 4, id] }, { token: ctx.token.admin });
    const created = await ctx.api.post('/store/create', store, { token: ctx.token.dealer1 });
    expect((await ctx.api.get('/store/detail', { token: ctx.token.dealer1, query: { id: created.data.id } })).data.version_name).toBe(
      'POS Android 5.5.0',
    );
  });
});
