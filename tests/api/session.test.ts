import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const sql = (text: string, values: unknown[] = []) => ctx.server.server.database.pool.query(text, values);

const ctx = useDemoServer([], { env: { LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_SECONDS: '120' } });

describe('POST /login', () => {
  it('answers a random token of at least 128 bits and the staff id', async () => {
    const answer = await ctx.api.post('/login', { account: 'dealer1', password: md5('dealer123') });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(0);
    expect(answer.data.staff_id).toBeGreaterThan(0);
    expect(Buffer.from(answer.data.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const other = await ctx.api.post('/login', { account: 'dealer1', password: md5('dealer123') });
    expect(other.data.token).not.toBe(answer.data.token);
  });

  it('stores tokens only as a hash', async () => {
    const token = await ctx.api.login('manager1', 'dealer123');
    const { rows } = await sql('select token_hash from tokens');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('stores passwords only through argon2id', async () => {
    const { rows } = await sql(`select password_hash from staff where account = 'admin'`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(md5('admin123'));
  });

  it('answers the same 2005 for a wrong password and an unknown account', async () => {
    const wrong = await ctx.api.post('/login', { account: 'dealer2', password: md5('nope') });
    const unknown = await ctx.api.post('/login', { account: 'nobody-here', password: md5('nope') });
    expect([wrong.status, wrong.code, wrong.msg]).toEqual([200, 2005, 'Incorrect account or password']);
    expect([unknown.status, unknown.code, unknown.msg]).toEqual([200, 2005, 'Incorrect account or password']);
  });

  it('answers in the language of the request', async () => {
    const answer = await ctx.api.post('/login', { account: 'nobody-here', password: md5('x') }, { query: { lang: 'zh-CN' } });
    expect(answer.msg).toBe('账号或密码错误');
  });

  it('refuses a clear-text password, unknown fields, wrong types and bad JSON with 1001', async () => {
    const clear = await ctx.api.post('/login', { account: 'admin', password: 'admin123' });
    expect([clear.status, clear.code, clear.reason]).toEqual([400, 1001, 'password']);
    const extra = await ctx.api.post('/login', { account: 'admin', password: md5('admin123'), remember: true });
    expect([extra.status, extra.code, extra.reason]).toEqual([400, 1001, 'remember']);
    const wrongType = await ctx.api.post('/login', { account: 42, password: md5('admin123') });
    expect([wrongType.status, wrongType.code, wrongType.reason]).toEqual([400, 1001, 'account']);
    const missing = await ctx.api.post('/login', { password: md5('admin123') });
    expect([missing.code, missing.reason]).toEqual([1001, 'account']);
    const badJson = await ctx.api.call('POST', '/login', { rawBody: '{"account":' });
    expect([badJson.status, badJson.code]).toEqual([400, 1001]);
    const tooLong = await ctx.api.post('/login', { account: 'a'.repeat(51), password: md5('x') });
    expect([tooLong.code, tooLong.reason]).toEqual([1001, 'account']);
  });

  it('locks an account for one address after repeated failures (1029), even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await ctx.api.post('/login', { account: 'staff2', password: md5('wrong') })).code).toBe(2005);
    }
    const locked = await ctx.api.post('/login', { account: 'staff2', password: md5('dealer123') });
    expect([locked.status, locked.code]).toEqual([429, 1029]);
    expect(locked.msg).toBe('Too many requests, please try again later');
    // other accounts from the same address are not locked by it
    expect((await ctx.api.post('/login', { account: 'dealer2', password: md5('dealer123') })).code).toBe(0);
  });

  it('lets the lock expire, so nobody is locked out forever', async () => {
    await sql(
      `update login_attempts set locked_until = now() - interval '1 second', window_start = now() - interval '1 hour' where key like '%staff2%'`,
    );
    expect((await ctx.api.post('/login', { account: 'staff2', password: md5('dealer123') })).code).toBe(0);
  });

  it('refuses a disabled account with 2010 and stops its open tokens at once', async () => {
    const token = await ctx.api.login('dealer_my2', 'dealer123');
    expect((await ctx.api.get('/account_info', { token })).code).toBe(0);
    await sql(`update staff set status = 'invalid' where account = 'dealer_my2'`);
    const refused = await ctx.api.post('/login', { account: 'dealer_my2', password: md5('dealer123') });
    expect(refused.code).toBe(2010);
    expect(refused.msg).toBe('The account is invalid, please contact the administrator');
    const stale = await ctx.api.get('/account_info', { token });
    expect([stale.status, stale.code]).toEqual([401, 8]);
    await sql(`update staff set status = 'valid' where account = 'dealer_my2'`);
  });

  it('refuses every account of a disabled org, and of the orgs below it', async () => {
    const parentToken = await ctx.api.login('dealer_tr', 'dealer123');
    const childToken = await ctx.api.login('dealer_tr2', 'dealer123');
    await sql(`update orgs set status = 'invalid' where name = 'Anadolu Restoran Sistemleri'`);
    expect((await ctx.api.post('/login', { account: 'dealer_tr', password: md5('dealer123') })).code).toBe(2010);
    expect((await ctx.api.post('/login', { account: 'dealer_tr2', password: md5('dealer123') })).code).toBe(2010);
    expect((await ctx.api.get('/account_info', { token: parentToken })).code).toBe(8);
    expect((await ctx.api.get('/account_info', { token: childToken })).code).toBe(8);
    await sql(`update orgs set status = 'valid' where name = 'Anadolu Restoran Sistemleri'`);
    expect((await ctx.api.get('/account_info', { token: childToken })).code).toBe(0);
  });
});

describe('GET /account_info', () => {
  it('answers the user info of docs/ui.md', async () => {
    const token = await ctx.api.login('dealer1', 'dealer123');
    const answer = await ctx.api.get('/account_info', { token });
    expect(answer.code).toBe(0);
    expect(Object.keys(answer.data).sort()).toEqual(
      [
        'account',
        'country',
        'global',
        'name',
        'org_id',
        'org_level',
        'org_name',
        'org_type',
        'perm_codes',
        'remaining_quota',
        'role_codes',
        'staff_id',
        'two_factor',
        'enrol_required',
      ].sort(),
    );
    expect(answer.data).toMatchObject({
      account: 'dealer1',
      country: 'ID',
      global: false,
      org_type: 'dealer',
      org_level: 1,
      role_codes: ['admin'],
      org_name: 'Nusantara POS Partners',
    });
    expect(typeof answer.data.remaining_quota).toBe('number');
    expect(answer.data.perm_codes).toContain('distributor:create');
    expect(answer.data.perm_codes).not.toContain('version:create');
  });

  it('gives the operator a global country, flagged global, and an unlimited supply', async () => {
    const token = await ctx.api.login('admin', 'admin123');
    const answer = await ctx.api.get('/account_info', { token });
    expect(answer.data).toMatchObject({ country: 'GLB', global: true, org_type: 'op', org_level: 0, remaining_quota: null });
    expect(answer.data.perm_codes).toContain('audit:list');
  });

  it('lists every country for a global user, whatever country a request names or leaves out', async () => {
    const token = await ctx.api.login('admin', 'admin123');
    const countriesOf = async (query: Record<string, string>) => {
      const answer = await ctx.api.get('/distributor/list', { token, query: { size: 100, ...query } });
      return [...new Set(answer.data.list.map((d: { country: string }) => d.country))].sort();
    };
    const all = await countriesOf({});
    expect(all).toEqual(['ID', 'MY', 'PH', 'TR']);
    expect(await countriesOf({ country: 'ID' })).toEqual(all);
    expect(await countriesOf({ countries: 'TR' })).toEqual(['TR']);
  });

  it('limits perm_codes by role and level', async () => {
    const staff = await ctx.api.get('/account_info', { token: await ctx.api.login('staff1', 'dealer123') });
    expect(staff.data.perm_codes).not.toContain('distributor:quota');
    expect(staff.data.perm_codes).not.toContain('staff:list');
    const level2 = await ctx.api.get('/account_info', { token: await ctx.api.login('dealer2', 'dealer123') });
    expect(level2.data.org_level).toBe(2);
    expect(level2.data.perm_codes).not.toContain('distributor:list');
  });

  it('answers 401 / code 8 without a token, with an unknown one and with an expired one', async () => {
    const none = await ctx.api.get('/account_info');
    expect([none.status, none.code, none.msg]).toEqual([401, 8, 'Login expired, please login again']);
    const unknown = await ctx.api.get('/account_info', { token: 'x'.repeat(43) });
    expect([unknown.status, unknown.code]).toEqual([401, 8]);
    const token = await ctx.api.login('manager1', 'dealer123');
    await sql(`update tokens set expires_at = now() - interval '1 second' where token_hash = encode(sha256($1::bytea), 'hex')`, [token]);
    expect((await ctx.api.get('/account_info', { token })).code).toBe(8);
  });
});

describe('POST /logout', () => {
  it('revokes the token', async () => {
    const token = await ctx.api.login('dealer2', 'dealer123');
    expect((await ctx.api.post('/logout', { account: 'dealer2' }, { token })).code).toBe(0);
    const after = await ctx.api.get('/account_info', { token });
    expect([after.status, after.code]).toEqual([401, 8]);
  });

  it('refuses a token at once, even one whose actor the server keeps from the request before (server/auth/actor-cache.ts)', async () => {
    const token = await ctx.api.login('dealer2', 'dealer123');
    expect((await ctx.api.get('/account_info', { token })).code).toBe(0);
    expect((await ctx.api.get('/account_info', { token })).code).toBe(0);
    expect((await ctx.api.post('/logout', { account: 'dealer2' }, { token })).code).toBe(0);
    expect((await ctx.api.get('/account_info', { token })).code).toBe(8);
  });
});

describe('a token just used (its actor kept briefly in memory)', () => {
  it('stops at once when its dealer is disabled through the API, and works again once enabled', async () => {
    const admin = await ctx.api.login('admin', 'admin123');
    const token = await ctx.api.login('dealer_ph2', 'dealer123');
    expect((await ctx.api.get('/account_info', { token })).code).toBe(0);
    const ph2 = (await sql(`select org_id from staff where account = 'dealer_ph2'`)).rows[0].org_id;
    expect((await ctx.api.post('/distributor/status', { id: ph2, status: 'invalid' }, { token: admin })).code).toBe(0);
    expect((await ctx.api.get('/account_info', { token })).code).toBe(8);
    expect((await ctx.api.post('/distributor/status', { id: ph2, status: 'valid' }, { token: admin })).code).toBe(0);
    expect((await ctx.api.get('/account_info', { token: await ctx.api.login('dealer_ph2', 'dealer123') })).code).toBe(0);
  });

  it("answers a dealer's remaining accounts as they are after an allocation made by someone else", async () => {
    const parent = await ctx.api.login('dealer_ph', 'dealer123');
    const token = await ctx.api.login('dealer_ph', 'dealer123');
    const before = (await ctx.api.get('/account_info', { token })).data.remaining_quota;
    const ph2 = (await sql(`select org_id from staff where account = 'dealer_ph2'`)).rows[0].org_id;
    const allocated = await ctx.api.post('/distributor/quota', { id: ph2, change: 1, remark: 'actor cache' }, { token: parent });
    expect(allocated.code).toBe(0);
    expect((await ctx.api.get('/account_info', { token })).data.remaining_quota).toBe(before - 1);
  });
});

describe('POST /staff/change_password', () => {
  it('refuses a wrong old password with 2009', async () => {
    const token = await ctx.api.login('staff1', 'dealer123');
    const me = (await ctx.api.get('/account_info', { token })).data;
    const answer = await ctx.api.post(
      '/staff/change_password',
      { id: me.staff_id, old_password: md5('bad'), new_password: md5('n3w-pass') },
      { token },
    );
    expect([answer.status, answer.code, answer.msg]).toEqual([200, 2009, 'Incorrect old password']);
  });

  it("refuses to change someone else's password with 1003", async () => {
    const token = await ctx.api.login('staff1', 'dealer123');
    const answer = await ctx.api.post(
      '/staff/change_password',
      { id: 1, old_password: md5('dealer123'), new_password: md5('x') },
      { token },
    );
    expect([answer.status, answer.code]).toEqual([403, 1003]);
  });

  it('refuses a clear-text new password', async () => {
    const token = await ctx.api.login('staff1', 'dealer123');
    const me = (await ctx.api.get('/account_info', { token })).data;
    const answer = await ctx.api.post(
      '/staff/change_password',
      { id: me.staff_id, old_password: md5('dealer123'), new_password: 'plain' },
      { token },
    );
    expect([answer.status, answer.code, answer.reason]).toEqual([400, 1001, 'new_password']);
  });

  it('changes the password and revokes every token of the account', async () => {
    const first = await ctx.api.login('staff_my', 'dealer123');
    const second = await ctx.api.login('staff_my', 'dealer123');
    const me = (await ctx.api.get('/account_info', { token: first })).data;
    const answer = await ctx.api.post(
      '/staff/change_password',
      { id: me.staff_id, old_password: md5('dealer123'), new_password: md5('n3w-pass') },
      { token: first },
    );
    expect(answer.code).toBe(0);
    expect((await ctx.api.get('/account_info', { token: first })).code).toBe(8);
    expect((await ctx.api.get('/account_info', { token: second })).code).toBe(8);
    expect((await ctx.api.post('/login', { account: 'staff_my', password: md5('dealer123') })).code).toBe(2005);
    expect(await ctx.api.login('staff_my', 'n3w-pass')).toBeTruthy();
    const { rows } = await sql(`select action, resource from audit_log where action = 'change_password'`);
    expect(rows).toHaveLength(1);
  });
});
