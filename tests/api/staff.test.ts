/** Employees: list, detail, create, update, status, reset_password, and the rules of decision 0002. */
import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'dealer2']);

const FIELDS = ['id', 'org_id', 'org_name', 'account', 'name', 'phone', 'email', 'role', 'status', 'created_at', 'last_login_at'].sort();
const accounts = (answer: { data: { list: { account: string }[] } }) => answer.data.list.map((s) => s.account);
const create = (who: string, body: Record<string, unknown>) =>
  ctx.api.post('/staff/create', { name: 'New Person', role: 'staff', password: md5('first-pass'), ...body }, { token: ctx.token[who] });

describe('GET /staff/list and /staff/detail', () => {
  it('answers the fields of docs/domain.md and never a password hash', async () => {
    const answer = await ctx.api.get('/staff/list', { token: ctx.token.admin, query: { size: 100 } });
    expect(answer.code).toBe(0);
    for (const member of answer.data.list) expect(Object.keys(member).sort()).toEqual(FIELDS);
    expect(JSON.stringify(answer.data)).not.toContain('argon2');
  });

  it('shows the staff of the caller’s org and the orgs below it', async () => {
    const mine = await ctx.api.get('/staff/list', { token: ctx.token.dealer1, query: { size: 100, sort: 'account', order: 'asc' } });
    expect(accounts(mine)).toEqual(['dealer1', 'dealer2', 'manager1', 'staff1', 'staff2']);
    const level2 = await ctx.api.get('/staff/list', { token: ctx.token.dealer2, query: { size: 100 } });
    expect(accounts(level2).sort()).toEqual(['dealer2', 'staff2']);
    const all = await ctx.api.get('/staff/list', { token: ctx.token.admin, query: { size: 1 } });
    expect(all.data.total).toBe((await ctx.w.sql('select count(*)::int as n from staff')).rows[0].n);
  });

  it('filters by account or name prefix, role, status and org', async () => {
    const q = async (query: Record<string, string | number>) =>
      accounts(await ctx.api.get('/staff/list', { token: ctx.token.admin, query: { size: 100, ...query } })).sort();
    expect(await q({ account: 'DEALER_T' })).toEqual(['dealer_tr', 'dealer_tr2']);
    expect(await q({ name: 'siti' })).toEqual(['manager1']);
    expect(await q({ role: 'manager' })).toEqual(['manager1', 'manager_tr']);
    expect(await q({ org_id: ctx.w.org.id2 })).toEqual(['dealer2', 'staff2']);
    expect(await q({ org_id: ctx.w.org.id2, role: 'admin' })).toEqual(['dealer2']);
    expect(await q({ status: 'invalid' })).toEqual([]);
  });

  it('filters a level-1 dealer’s list by organisation: its own, a dealer below, never one outside its tree', async () => {
    const q = async (org_id: number | string) =>
      accounts(await ctx.api.get('/staff/list', { token: ctx.token.dealer1, query: { size: 100, org_id } })).sort();
    expect(await q(ctx.w.org.id1)).toEqual(['dealer1', 'manager1', 'staff1']);
    expect(await q(ctx.w.org.id2)).toEqual(['dealer2', 'staff2']);
    expect(await q(ctx.w.org.tr1)).toEqual([]);
    const bad = await ctx.api.get('/staff/list', { token: ctx.token.dealer1, query: { org_id: 'mine' } });
    expect([bad.code, bad.reason]).toEqual([1001, 'org_id']);
  });

  it('sorts by last login with never-logged-in accounts last when descending', async () => {
    const answer = await ctx.api.get('/staff/list', {
      token: ctx.token.dealer1,
      query: { sort: 'last_login_at', order: 'desc', size: 100 },
    });
    const times = answer.data.list.map((s: { last_login_at: string | null }) => s.last_login_at);
    const firstNull = times.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(times.slice(firstNull).every((t: string | null) => t === null)).toBe(true);
    expect(times.slice(0, firstNull)).toEqual([...times.slice(0, firstNull)].sort().reverse());
  });

  it('answers 1004 for an employee outside the view', async () => {
    const answer = await ctx.api.get('/staff/detail', { token: ctx.token.dealer2, query: { id: ctx.w.staff('dealer1') } });
    expect([answer.status, answer.code]).toEqual([404, 1004]);
    const ok = await ctx.api.get('/staff/detail', { token: ctx.token.dealer1, query: { id: ctx.w.staff('staff2') } });
    expect(ok.data).toMatchObject({ account: 'staff2', org_id: ctx.w.org.id2, org_name: 'Jakarta Selatan Reseller', role: 'staff' });
  });
});

describe('POST /staff/create', () => {
  it("creates an employee in the caller's org, who can log in with the password", async () => {
    const created = await create('manager1', { account: 'kasir.bali', name: 'Kasir Bali', phone: '+62 811 000', email: 'kasir@bali.id' });
    expect(created.code).toBe(0);
    const detail = await ctx.api.get('/staff/detail', { token: ctx.token.dealer1, query: { id: created.data.id } });
    expect(detail.data).toMatchObject({
      org_id: ctx.w.org.id1,
      account: 'kasir.bali',
      role: 'staff',
      status: 'valid',
      last_login_at: null,
    });
    const login = await ctx.api.login('kasir.bali', 'first-pass');
    const { rows } = await ctx.w.sql('select password_hash from staff where id = $1', [created.data.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect((await ctx.api.get('/account_info', { token: login })).data.perm_codes).not.toContain('staff:list');
  });

  it('answers 2101 for an account that exists, in any case, and writes nothing', async () => {
    const before = (await ctx.w.sql('select count(*)::int as n from staff')).rows[0].n;
    for (const account of ['dealer2', 'DEALER2', 'Kasir.Bali']) {
      const answer = await create('dealer1', { account });
      expect([answer.status, answer.code], account).toEqual([200, 2101]);
    }
    const race = await Promise.all([1, 2, 3].map(() => create('dealer1', { account: 'raced.staff' })));
    expect(race.map((a) => a.code).sort()).toEqual([0, 2101, 2101]);
    expect((await ctx.w.sql('select count(*)::int as n from staff')).rows[0].n).toBe(before + 1);
  });

  it('lets a manager create managers and staff, but not admins (1003)', async () => {
    expect((await create('manager1', { account: 'second.manager', role: 'manager' })).code).toBe(0);
    const admin = await create('manager1', { account: 'would.be.admin', role: 'admin' });
    expect([admin.status, admin.code]).toEqual([403, 1003]);
    expect((await create('dealer1', { account: 'second.admin', role: 'admin' })).code).toBe(0);
  });
});

describe('POST /staff/update', () => {
  it('changes the given fields and audits them', async () => {
    const id = ctx.w.staff('staff1');
    const answer = await ctx.api.post(
      '/staff/update',
      { id, name: 'Agus P.', email: 'agus@nusantarapos.co.id' },
      { token: ctx.token.manager1 },
    );
    expect(answer.data).toMatchObject({ id, name: 'Agus P.', email: 'agus@nusantarapos.co.id', role: 'staff' });
    const { rows } = await ctx.w.sql(
      `select staff_id, changes from audit_log where resource = 'staff' and action = 'update' and record_id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      staff_id: ctx.w.staff('manager1'),
      changes: { name: { before: 'Agus Pratama', after: 'Agus P.' }, email: { before: '', after: 'agus@nusantarapos.co.id' } },
    });
  });

  it('changes roles within what the caller may give, never its own role', async () => {
    const id = ctx.w.staff('staff1');
    expect((await ctx.api.post('/staff/update', { id, role: 'admin' }, { token: ctx.token.manager1 })).code).toBe(1003);
    expect((await ctx.api.post('/staff/update', { id, role: 'manager' }, { token: ctx.token.manager1 })).data.role).toBe('manager');
    expect((await ctx.api.post('/staff/update', { id, role: 'staff' }, { token: ctx.token.dealer1 })).data.role).toBe('staff');
    expect((await ctx.api.post('/staff/update', { id: ctx.w.staff('dealer1'), role: 'staff' }, { token: ctx.token.dealer1 })).code).toBe(
      1003,
    );
    expect((await ctx.api.post('/staff/update', { id: ctx.w.staff('manager1'), role: 'staff' }, { token: ctx.token.manager1 })).code).toBe(
      1003,
    );
    expect((await ctx.api.post('/staff/update', { id: ctx.w.staff('dealer1'), name: 'Budi S.' }, { token: ctx.token.dealer1 })).code).toBe(
      0,
    );
  });

  it('refuses the account, the org and the password as update fields (1001)', async () => {
    for (const field of ['account', 'org_id', 'password', 'status']) {
      const answer = await ctx.api.post('/staff/update', { id: ctx.w.staff('staff1'), [field]: 'x' }, { token: ctx.token.dealer1 });
      expect([answer.code, answer.reason]).toEqual([1001, field]);
    }
  });
});

describe('POST /staff/status', () => {
  it("ends a disabled account's sessions for good and refuses its login (2010) until enabled again", async () => {
    const id = ctx.w.staff('staff2');
    const open = await ctx.api.login('staff2', 'dealer123');
    const off = await ctx.api.post('/staff/status', { id, status: 'invalid' }, { token: ctx.token.dealer2 });
    expect(off.data.status).toBe('invalid');
    expect((await ctx.api.get('/account_info', { token: open })).code).toBe(8);
    expect((await ctx.api.post('/login', { account: 'staff2', password: md5('dealer123') })).code).toBe(2010);
    expect((await ctx.api.post('/staff/status', { id, status: 'valid' }, { token: ctx.token.dealer2 })).data.status).toBe('valid');
    expect((await ctx.api.get('/account_info', { token: open })).code).toBe(8); // revoked, not merely refused
    expect(await ctx.api.login('staff2', 'dealer123')).toBeTruthy();
  });

  it('refuses to disable oneself, and a manager disabling an admin (1003)', async () => {
    expect(
      (await ctx.api.post('/staff/status', { id: ctx.w.staff('dealer2'), status: 'invalid' }, { token: ctx.token.dealer2 })).code,
    ).toBe(1003);
    expect(
      (await ctx.api.post('/staff/status', { id: ctx.w.staff('dealer1'), status: 'invalid' }, { token: ctx.token.manager1 })).code,
    ).toBe(1003);
  });
});

describe('POST /staff/reset_password', () => {
  it("sets the new password and revokes the target's tokens", async () => {
    const open = await ctx.api.login('staff1', 'dealer123');
    const answer = await ctx.api.post(
      '/staff/reset_password',
      { id: ctx.w.staff('staff1'), new_password: md5('reset-pass') },
      { token: ctx.token.manager1 },
    );
    expect([answer.code, answer.data]).toEqual([0, null]);
    expect((await ctx.api.get('/account_info', { token: open })).code).toBe(8);
    expect((await ctx.api.post('/login', { account: 'staff1', password: md5('dealer123') })).code).toBe(2005);
    expect(await ctx.api.login('staff1', 'reset-pass')).toBeTruthy();
    const { rows } = await ctx.w.sql(`select changes from audit_log where action = 'reset_password' and record_id = $1`, [
      ctx.w.staff('staff1'),
    ]);
    expect(rows).toEqual([{ changes: {} }]);
  });

  it('refuses oneself, a manager resetting an admin, and a clear-text password', async () => {
    expect(
      (await ctx.api.post('/staff/reset_password', { id: ctx.w.staff('dealer1'), new_password: md5('x') }, { token: ctx.token.dealer1 }))
        .code,
    ).toBe(1003);
    expect(
      (await ctx.api.post('/staff/reset_password', { id: ctx.w.staff('dealer1'), new_password: md5('x') }, { token: ctx.token.manager1 }))
        .code,
    ).toBe(1003);
    const clear = await ctx.api.post(
      '/staff/reset_password',
      { id: ctx.w.staff('staff1'), new_password: 'reset-pass' },
      { token: ctx.token.dealer1 },
    );
    expect([clear.code, clear.reason]).toEqual([1001, 'new_password']);
  });
});
