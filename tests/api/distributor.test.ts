/** Dealers: list (filters, sort, paging, visibility), detail, create, update, status, setting, audit. */
import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1']);

const FIELDS = [
  'id',
  'name',
  'level',
  'parent_id',
  'parent_name',
  'country',
  'contact_name',
  'contact_phone',
  'email',
  'quota',
  'remaining_quota',
  'sms_balance',
  'status',
  'disabled_by',
  'disabled_by_name',
  'remark',
  'created_at',
  'created_by',
  'owner_staff_id',
].sort();
const dealer = (over: Record<string, unknown> = {}) => ({
  name: 'Bali Resto Partner',
  country: 'ID',
  contact_name: 'Made Wirawan',
  contact_phone: '+62 361 123',
  email: 'made@bali-resto.co.id',
  admin_account: `bali${Math.random().toString(36).slice(2, 8)}`,
  admin_password: md5('bali-pass'),
  ...over,
});
const names = (answer: { data: { list: { name: string }[] } }) => answer.data.list.map((d) => d.name);

describe('GET /distributor/list', () => {
  it('answers {list, total, page, size} with the fields of docs/domain.md and nothing more', async () => {
    const answer = await ctx.api.get('/distributor/list', { token: ctx.token.admin, query: { page: 1, size: 3 } });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ total: 8, page: 1, size: 3 });
    expect(answer.data.list).toHaveLength(3);
    expect(Object.keys(answer.data.list[0]).sort()).toEqual(FIELDS);
    expect(answer.data.list[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('shows an org itself and its descendants only', async () => {
    const answer = await ctx.api.get('/distributor/list', { token: ctx.token.dealer1 });
    expect(names(answer).sort()).toEqual(['Jakarta Selatan Reseller', 'Nusantara POS Partners']);
    expect(answer.data.total).toBe(2);
  });

  it('filters by name prefix (case-insensitive), level, parent, countries and status', async () => {
    const q = (query: Record<string, string | number>) =>
      ctx.api.get('/distributor/list', { token: ctx.token.admin, query: { size: 100, ...query } });
    expect(names(await q({ name: 'nusa' }))).toEqual(['Nusantara POS Partners']);
    expect(names(await q({ name: '_usantara' }))).toEqual([]); // LIKE wildcards are taken literally
    expect(names(await q({ name: 'NUSANTARA pos' }))).toEqual(['Nusantara POS Partners']);
    expect((await q({ level: 2 })).data.list.every((d: { level: number }) => d.level === 2)).toBe(true);
    expect((await q({ level: 2 })).data.total).toBe(4);
    expect(names(await q({ parent_id: ctx.w.org.tr1 }))).toEqual(['Ege POS Bayi']);
    expect(names(await q({ countries: 'TR' })).sort()).toEqual(['Anadolu Restoran Sistemleri', 'Ege POS Bayi']);
    expect((await q({ countries: 'TR,MY,PH' })).data.total).toBe(6);
    expect((await q({ countries: '' })).data.total).toBe(8);
    expect((await q({ status: 'invalid' })).data.total).toBe(0);
    expect(names(await q({ countries: 'ID', level: 1 }))).toEqual(['Nusantara POS Partners']);
  });

  it('sorts by a whitelisted field in both directions and pages without overlap', async () => {
    const asc = await ctx.api.get('/distributor/list', { token: ctx.token.admin, query: { sort: 'name', order: 'asc', size: 100 } });
    const sorted = [...names(asc)].sort((a, b) => (a < b ? -1 : 1));
    expect(names(asc)).toEqual(sorted);
    const byQuota = await ctx.api.get('/distributor/list', { token: ctx.token.admin, query: { sort: 'quota', order: 'desc', size: 100 } });
    const quotas = byQuota.data.list.map((d: { quota: number }) => d.quota);
    expect(quotas).toEqual([...quotas].sort((a, b) => b - a));
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      pages.push(
        ...(await ctx.api.get('/distributor/list', { token: ctx.token.admin, query: { sort: 'country', size: 3, page } })).data.list.map(
          (d: { id: number }) => d.id,
        ),
      );
    }
    expect(new Set(pages).size).toBe(8);
  });

  it('refuses a bad page, size, sort, order or filter with 1001 naming it', async () => {
    for (const [query, reason] of [
      [{ size: 0 }, 'size'],
      [{ size: 101 }, 'size'],
      [{ page: 0 }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ sort: 'password_hash' }, 'sort'],
      [{ order: 'up' }, 'order'],
      [{ level: 3 }, 'level'],
      [{ status: 'on' }, 'status'],
      [{ countries: 'XX' }, 'countries'],
      [{ countries: 'ID,' }, 'countries'],
      [{ countries: 'id' }, 'countries'],
      [{ parent_id: -1 }, 'parent_id'],
      [{ name: 'n'.repeat(101) }, 'name'],
    ] as const) {
      const answer = await ctx.api.get('/distributor/list', { token: ctx.token.admin, query });
      expect([answer.status, answer.code, answer.reason], JSON.stringify(query)).toEqual([400, 1001, reason]);
    }
  });
});

describe('GET /distributor/detail', () => {
  it('answers one visible dealer, and 1004 for one outside the view or unknown', async () => {
    const mine = await ctx.api.get('/distributor/detail', { token: ctx.token.dealer1, query: { id: ctx.w.org.id2 } });
    expect(mine.data).toMatchObject({
      id: ctx.w.org.id2,
      level: 2,
      parent_id: ctx.w.org.id1,
      parent_name: 'Nusantara POS Partners',
      country: 'ID',
    });
    const other = await ctx.api.get('/distributor/detail', { token: ctx.token.dealer1, query: { id: ctx.w.org.tr1 } });
    expect([other.status, other.code, other.msg]).toEqual([404, 1004, 'Not found']);
    const unknown = await ctx.api.get('/distributor/detail', { token: ctx.token.dealer1, query: { id: 999999 } });
    expect(unknown.code).toBe(1004);
    const operator = await ctx.api.get('/distributor/detail', { token: ctx.token.admin, query: { id: ctx.w.org.op } });
    expect(operator.code).toBe(1004);
  });
});

describe('POST /distributor/create', () => {
  it('creates a level-1 dealer under the operator with its admin account, who can log in', async () => {
    const body = dealer({ name: 'Manila Bay POS', country: 'PH', admin_account: 'manila_admin' });
    const created = await ctx.api.post('/distributor/create', body, { token: ctx.token.admin });
    expect(created.code).toBe(0);
    const detail = await ctx.api.get('/distributor/detail', { token: ctx.token.admin, query: { id: created.data.id } });
    expect(detail.data).toMatchObject({
      name: 'Manila Bay POS',
      level: 1,
      parent_id: ctx.w.org.op,
      country: 'PH',
      quota: 0,
      remaining_quota: 0,
      status: 'valid',
    });
    const login = await ctx.api.login('manila_admin', 'bali-pass');
    const info = await ctx.api.get('/account_info', { token: login });
    expect(info.data).toMatchObject({ org_id: created.data.id, org_level: 1, role_codes: ['admin'], country: 'PH' });
    const setting = await ctx.api.get('/distributor/setting', { token: ctx.token.admin, query: { id: created.data.id } });
    expect(setting.data).toMatchObject({ can_create_subdealer: true, allowed_version_ids: [1, 2, 3, 4] });
  });

  it("creates a level-2 dealer under a level-1 one, in the parent's country only", async () => {
    const wrong = await ctx.api.post('/distributor/create', dealer({ country: 'MY' }), { token: ctx.token.dealer1 });
    expect([wrong.status, wrong.code, wrong.reason]).toEqual([400, 1001, 'country']);
    const created = await ctx.api.post('/distributor/create', dealer({ name: 'Surabaya Sub' }), { token: ctx.token.dealer1 });
    const detail = await ctx.api.get('/distributor/detail', { token: ctx.token.dealer1, query: { id: created.data.id } });
    expect(detail.data).toMatchObject({ level: 2, parent_id: ctx.w.org.id1, created_by: ctx.w.staff('dealer1') });
    const setting = await ctx.api.get('/distributor/setting', { token: ctx.token.dealer1, query: { id: created.data.id } });
    expect(setting.data.can_create_subdealer).toBe(false);
  });

  it('answers 2101 when the admin account exists, whatever its case, and writes nothing', async () => {
    const count = async () => (await ctx.w.sql('select count(*)::int as n from orgs')).rows[0].n;
    const before = await count();
    for (const account of ['staff1', 'STAFF1', 'Dealer_TR']) {
      const answer = await ctx.api.post('/distributor/create', dealer({ admin_account: account }), { token: ctx.token.admin });
      expect([answer.status, answer.code, answer.msg]).toEqual([200, 2101, 'Admin account already exists']);
    }
    expect(await count()).toBe(before);
  });

  it('answers 2101, not 1500, to the loser of two creates racing for one account', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((i) =>
        ctx.api.post('/distributor/create', dealer({ name: `Race ${i}`, admin_account: 'raced_admin' }), { token: ctx.token.admin }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 2101, 2101]);
  });

  it('refuses a level-1 dealer whose setting forbids sub-dealers (1003), and says so in perm_codes', async () => {
    await ctx.api.post('/distributor/setting', { id: ctx.w.org.my1, can_create_subdealer: false }, { token: ctx.token.admin });
    const my = await ctx.api.login('dealer_my', 'dealer123');
    expect((await ctx.api.get('/account_info', { token: my })).data.perm_codes).not.toContain('distributor:create');
    const refused = await ctx.api.post('/distributor/create', dealer({ country: 'MY' }), { token: my });
    expect([refused.status, refused.code]).toEqual([403, 1003]);
    await ctx.api.post('/distributor/setting', { id: ctx.w.org.my1, can_create_subdealer: true }, { token: ctx.token.admin });
    expect((await ctx.api.get('/account_info', { token: my })).data.perm_codes).toContain('distributor:create');
  });

  it('lets the staff role see only the dealers it created or is assigned to', async () => {
    const before = await ctx.api.get('/distributor/list', { token: ctx.token.staff1 });
    expect(before.data.total).toBe(0);
    const created = await ctx.api.post('/distributor/create', dealer({ name: 'Staff Made Dealer' }), { token: ctx.token.staff1 });
    expect(created.code).toBe(0);
    expect(names(await ctx.api.get('/distributor/list', { token: ctx.token.staff1 }))).toEqual(['Staff Made Dealer']);
    expect((await ctx.api.get('/distributor/detail', { token: ctx.token.staff1, query: { id: ctx.w.org.id2 } })).code).toBe(1004);
    const assign = await ctx.api.post(
      '/distributor/update',
      { id: ctx.w.org.id2, owner_staff_id: ctx.w.staff('staff1') },
      { token: ctx.token.dealer1 },
    );
    expect(assign.data.owner_staff_id).toBe(ctx.w.staff('staff1'));
    expect((await ctx.api.get('/distributor/detail', { token: ctx.token.staff1, query: { id: ctx.w.org.id2 } })).code).toBe(0);
    const unassign = await ctx.api.post('/distributor/update', { id: ctx.w.org.id2, owner_staff_id: null }, { token: ctx.token.staff1 });
    expect([unassign.status, unassign.code]).toEqual([403, 1003]); // the staff role may not even clear its assignment
    await ctx.api.post('/distributor/update', { id: ctx.w.org.id2, owner_staff_id: null }, { token: ctx.token.dealer1 });
    expect((await ctx.api.get('/distributor/detail', { token: ctx.token.staff1, query: { id: ctx.w.org.id2 } })).code).toBe(1004);
  });

  it("assigns only an employee of the caller's org (1001), and never by the staff role (1003)", async () => {
    const foreign = await ctx.api.post(
      '/distributor/update',
      { id: ctx.w.org.id2, owner_staff_id: ctx.w.staff('dealer_tr') },
      { token: ctx.token.dealer1 },
    );
    expect([foreign.code, foreign.reason]).toEqual([1001, 'owner_staff_id']);
    const byStaff = await ctx.api.post('/distributor/create', dealer({ owner_staff_id: ctx.w.staff('manager1') }), {
      token: ctx.token.staff1,
    });
    expect(byStaff.code).toBe(1003);
  });
});

describe('POST /distributor/update', () => {
  it('changes only the given fields, answers the record, and audits before/after', async () => {
    const answer = await ctx.api.post(
      '/distributor/update',
      { id: ctx.w.org.tr2, contact_phone: '+90 555 000 1111', remark: 'moved' },
      { token: ctx.token.admin },
    );
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ id: ctx.w.org.tr2, name: 'Ege POS Bayi', contact_phone: '+90 555 000 1111', remark: 'moved' });
    const { rows } = await ctx.w.sql(
      `select staff_id, action, changes from audit_log where resource = 'distributor' and record_id = $1 order by id desc limit 1`,
      [ctx.w.org.tr2],
    );
    expect(rows[0]).toEqual({
      staff_id: ctx.w.staff('admin'),
      action: 'update',
      changes: { contact_phone: { before: '+90 533 444 5566', after: '+90 555 000 1111' }, remark: { before: '', after: 'moved' } },
    });
  });

  it('refuses fields that are not editable (quota, level, country) with 1001', async () => {
    for (const field of ['quota', 'remaining_quota', 'level', 'country', 'parent_id', 'status']) {
      const answer = await ctx.api.post('/distributor/update', { id: ctx.w.org.tr2, [field]: 1 }, { token: ctx.token.admin });
      expect([answer.code, answer.reason]).toEqual([1001, field]);
    }
  });
});

describe('POST /distributor/status', () => {
  it("disabling a dealer ends its staff's sessions, and those of the dealers below it, for good", async () => {
    const mine = await ctx.api.login('dealer1', 'dealer123');
    const below = await ctx.api.login('dealer2', 'dealer123');
    const off = await ctx.api.post('/distributor/status', { id: ctx.w.org.id1, status: 'invalid' }, { token: ctx.token.admin });
    expect(off.data.status).toBe('invalid');
    expect((await ctx.api.get('/account_info', { token: mine })).code).toBe(8);
    expect((await ctx.api.get('/account_info', { token: below })).code).toBe(8);
    expect((await ctx.api.post('/login', { account: 'manager1', password: md5('dealer123') })).code).toBe(2010);
    await ctx.api.post('/distributor/status', { id: ctx.w.org.id1, status: 'valid' }, { token: ctx.token.admin });
    expect((await ctx.api.get('/account_info', { token: mine })).code).toBe(8); // revoked, not merely refused
    // the accounts below sign in again (and the shared tokens of this file are renewed)
    for (const who of Object.keys(ctx.token).filter((w) => w !== 'admin')) ctx.token[who] = await ctx.api.login(who, 'dealer123');
    const { rows } = await ctx.w.sql(`select changes from audit_log where action = 'status' and record_id = $1 order by id`, [
      ctx.w.org.id1,
    ]);
    expect(rows.map((r) => r.changes.status)).toEqual([
      { before: 'valid', after: 'invalid' },
      { before: 'invalid', after: 'valid' },
    ]);
  });

  it('keeps a dealer the operator disabled off until the operator enables it (1003 for its parent)', async () => {
    await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'invalid' }, { token: ctx.token.admin });
    const byParent = await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'valid' }, { token: ctx.token.dealer1 });
    expect([byParent.status, byParent.code]).toEqual([403, 1003]);
    expect(
      (await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'valid' }, { token: ctx.token.admin })).data.status,
    ).toBe('valid');
    // a disable made by the parent, the parent may lift
    await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'invalid' }, { token: ctx.token.dealer1 });
    expect((await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'valid' }, { token: ctx.token.dealer1 })).code).toBe(0);
  });

  it('says who disabled a dealer, in the list and the detail, and forgets it on enable', async () => {
    const detail = async () => (await ctx.api.get('/distributor/detail', { token: ctx.token.dealer1, query: { id: ctx.w.org.id2 } })).data;
    const inList = async () =>
      (await ctx.api.get('/distributor/list', { token: ctx.token.dealer1, query: { size: 100 } })).data.list.find(
        (d: { id: number }) => d.id === ctx.w.org.id2,
      );
    await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'invalid' }, { token: ctx.token.admin });
    const { rows } = await ctx.w.sql(`select name from orgs where type = 'op'`);
    expect(await detail()).toMatchObject({ status: 'invalid', disabled_by: 'operator', disabled_by_name: rows[0].name });
    expect(await inList()).toMatchObject({ disabled_by: 'operator', disabled_by_name: rows[0].name });
    // disabling it again, as its parent, leaves the operator's disable (and its hold) in place
    expect((await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'invalid' }, { token: ctx.token.dealer1 })).code).toBe(
      0,
    );
    expect((await detail()).disabled_by).toBe('operator');
    await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'valid' }, { token: ctx.token.admin });
    expect(await detail()).toMatchObject({ status: 'valid', disabled_by: null, disabled_by_name: null });
    await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'invalid' }, { token: ctx.token.dealer1 });
    expect(await detail()).toMatchObject({ disabled_by: 'dealer', disabled_by_name: 'Nusantara POS Partners' });
    await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'valid' }, { token: ctx.token.dealer1 });
  });

  it('holds the same rule through bulk_status: the operator’s disable, 1003 for the parent, all or nothing', async () => {
    const off = await ctx.api.post('/distributor/bulk_status', { ids: [ctx.w.org.id2], status: 'invalid' }, { token: ctx.token.admin });
    expect(off.data).toEqual({ changed: 1, skipped: [] });
    const byParent = await ctx.api.post(
      '/distributor/bulk_status',
      { ids: [ctx.w.org.id2], status: 'valid' },
      { token: ctx.token.dealer1 },
    );
    expect([byParent.status, byParent.code]).toEqual([403, 1003]);
    const detail = await ctx.api.get('/distributor/detail', { token: ctx.token.admin, query: { id: ctx.w.org.id2 } });
    expect(detail.data).toMatchObject({ status: 'invalid', disabled_by: 'operator' });
    expect(
      (await ctx.api.post('/distributor/bulk_status', { ids: [ctx.w.org.id2], status: 'valid' }, { token: ctx.token.admin })).data,
    ).toEqual({ changed: 1, skipped: [] });
    // the parent's own disable, in bulk, the parent lifts
    await ctx.api.post('/distributor/bulk_status', { ids: [ctx.w.org.id2], status: 'invalid' }, { token: ctx.token.dealer1 });
    const again = await ctx.api.post('/distributor/bulk_status', { ids: [ctx.w.org.id2], status: 'valid' }, { token: ctx.token.dealer1 });
    expect(again.data).toEqual({ changed: 1, skipped: [] });
  });

  it('refuses a status other than valid or invalid', async () => {
    const answer = await ctx.api.post('/distributor/status', { id: ctx.w.org.id2, status: 'disabled' }, { token: ctx.token.admin });
    expect([answer.code, answer.reason]).toEqual([1001, 'status']);
  });
});

describe('GET and POST /distributor/setting', () => {
  it("narrows the level-2 dealers' versions when their parent's list narrows", async () => {
    await ctx.api.post('/distributor/setting', { id: ctx.w.org.id1, allowed_version_ids: [1, 2, 3, 4] }, { token: ctx.token.admin });
    await ctx.api.post('/distributor/setting', { id: ctx.w.org.id2, allowed_version_ids: [4, 2, 3] }, { token: ctx.token.dealer1 });
    await ctx.api.post('/distributor/setting', { id: ctx.w.org.id1, allowed_version_ids: [2, 4] }, { token: ctx.token.admin });
    const child = await ctx.api.get('/distributor/setting', { token: ctx.token.dealer1, query: { id: ctx.w.org.id2 } });
    expect(child.data.allowed_version_ids).toEqual([4, 2]);
    const { rows } = await ctx.w.sql(`select changes from audit_log where action = 'setting' and record_id = $1 order by id desc limit 1`, [
      ctx.w.org.id2,
    ]);
    expect(rows[0].changes.allowed_version_ids).toEqual({ before: [4, 2, 3], after: [4, 2] });
    await ctx.api.post('/distributor/setting', { id: ctx.w.org.id1, allowed_version_ids: [1, 2, 3, 4] }, { token: ctx.token.admin });
  });

  it('reads and edits the versions a dealer may sell and its sub-dealer right', async () => {
    const saved = await ctx.api.post(
      '/distributor/setting',
      { id: ctx.w.org.tr1, allowed_version_ids: [1, 3], can_create_subdealer: false },
      { token: ctx.token.admin },
    );
    expect(saved.data).toMatchObject({
      id: ctx.w.org.tr1,
      allowed_version_ids: [1, 3],
      can_create_subdealer: false,
      updated_by: ctx.w.staff('admin'),
    });
    expect((await ctx.api.get('/distributor/setting', { token: ctx.token.admin, query: { id: ctx.w.org.tr1 } })).data).toEqual(saved.data);
    await ctx.api.post('/distributor/setting', { id: ctx.w.org.tr1, can_create_subdealer: true }, { token: ctx.token.admin });
  });

  it('refuses unknown versions, versions the parent may not sell, and sub-dealers for level 2 (1001)', async () => {
    await ctx.api.post('/distributor/setting', { id: ctx.w.org.id1, allowed_version_ids: [1, 2] }, { token: ctx.token.admin });
    const unknown = await ctx.api.post(
      '/distributor/setting',
      { id: ctx.w.org.id2, allowed_version_ids: [1, 999] },
      { token: ctx.token.dealer1 },
    );
    expect([unknown.code, unknown.reason]).toEqual([1001, 'allowed_version_ids']);
    const beyondParent = await ctx.api.post(
      '/distributor/setting',
      { id: ctx.w.org.id2, allowed_version_ids: [1, 3] },
      { token: ctx.token.dealer1 },
    );
    expect([beyondParent.code, beyondParent.reason]).toEqual([1001, 'allowed_version_ids']);
    expect(
      (await ctx.api.post('/distributor/setting', { id: ctx.w.org.id2, allowed_version_ids: [2] }, { token: ctx.token.dealer1 })).code,
    ).toBe(0);
    const subdealer = await ctx.api.post(
      '/distributor/setting',
      { id: ctx.w.org.id2, can_create_subdealer: true },
      { token: ctx.token.dealer1 },
    );
    expect([subdealer.code, subdealer.reason]).toEqual([1001, 'can_create_subdealer']);
    const dupes = await ctx.api.post(
      '/distributor/setting',
      { id: ctx.w.org.id2, allowed_version_ids: [2, 2] },
      { token: ctx.token.dealer1 },
    );
    expect([dupes.code, dupes.reason]).toEqual([1001, 'allowed_version_ids']);
  });
});
