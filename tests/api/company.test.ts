/** Brands: list (filters, sort, visibility), detail, create (admin account, names, country rule), update, status, export. */
import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';
import { brandId, newBrand, newStore, storeId, unique } from '../support/merchant';
import { postExport } from '../support/xlsx';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1', 'dealer2']);

const FIELDS = [
  'id',
  'name',
  'org_id',
  'org_name',
  'country',
  'logo_url',
  'contact_name',
  'contact_phone',
  'email',
  'branch_count',
  'admin_account',
  'sms_balance',
  'status',
  'created_at',
  'created_by',
  'owner_staff_id',
].sort();
const names = (answer: { data: { list: { name: string }[] } }) => answer.data.list.map((d) => d.name);
const list = (token: string, query: Record<string, string | number> = {}) =>
  ctx.api.get('/company/list', { token, query: { size: 100, ...query } });
const count = async (table: string) => (await ctx.w.sql(`select count(*)::int as n from ${table}`)).rows[0].n as number;

describe('GET /company/list', () => {
  it('answers the fields of docs/domain.md, branch_count being the number of stores', async () => {
    const answer = await list(ctx.token.admin, { name: 'Warung' });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ total: 1, total_capped: false, page: 1, size: 100 });
    expect(Object.keys(answer.data.list[0]).sort()).toEqual(FIELDS);
    expect(answer.data.list[0]).toMatchObject({
      name: 'Warung Sederhana',
      org_name: 'Nusantara POS Partners',
      country: 'ID',
      branch_count: 3,
    });
    expect(answer.data.list[0]).not.toHaveProperty('admin_password_hash');
  });

  it("shows an org its own and its descendants' brands, and the staff role those it created or owns", async () => {
    expect((await list(ctx.token.admin)).data.total).toBe(9);
    expect(names(await list(ctx.token.dealer1)).sort()).toEqual(['Bakso Pak Kumis', 'Kopi Kenangan Kita', 'Warung Sederhana']);
    expect(names(await list(ctx.token.dealer2))).toEqual(['Bakso Pak Kumis']);
    expect(names(await list(ctx.token.staff1))).toEqual(['Warung Sederhana']);
    const other = await ctx.api.get('/company/detail', {
      token: ctx.token.staff1,
      query: { id: await brandId(ctx.w, 'Kopi Kenangan Kita') },
    });
    expect([other.status, other.code]).toEqual([404, 1004]);
  });

  it('filters by name prefix, dealer, countries and status, and sorts', async () => {
    expect(names(await list(ctx.token.admin, { name: 'KOPI k' }))).toEqual(['Kopi Kenangan Kita']);
    expect(names(await list(ctx.token.admin, { name: 'kopi%' }))).toEqual([]);
    expect(names(await list(ctx.token.admin, { org_id: ctx.w.org.tr1 }))).toEqual(['Kebapçı Halil']);
    expect((await list(ctx.token.admin, { countries: 'MY,PH' })).data.total).toBe(4);
    expect((await list(ctx.token.admin, { status: 'invalid' })).data.total).toBe(0);
    const asc = names(await list(ctx.token.admin, { sort: 'name', order: 'asc' }));
    expect(asc).toEqual([...asc].sort());
  });

  it('refuses a bad filter or sort with 1001 naming it', async () => {
    for (const [query, reason] of [
      [{ sort: 'branch_count' }, 'sort'],
      [{ sort: 'admin_password_hash' }, 'sort'],
      [{ countries: 'XX' }, 'countries'],
      [{ status: 'on' }, 'status'],
      [{ org_id: 0 }, 'org_id'],
      [{ name: 'n'.repeat(101) }, 'name'],
    ] as const) {
      const answer = await list(ctx.token.admin, query);
      expect([answer.status, answer.code, answer.reason], JSON.stringify(query)).toEqual([400, 1001, reason]);
    }
  });
});

describe('GET /company/detail', () => {
  it("answers a brand of the caller's tree, and 1004 for another tree's", async () => {
    const mine = await ctx.api.get('/company/detail', { token: ctx.token.dealer1, query: { id: await brandId(ctx.w, 'Bakso Pak Kumis') } });
    expect(mine.data).toMatchObject({ name: 'Bakso Pak Kumis', org_id: ctx.w.org.id2, branch_count: 2 });
    const other = await ctx.api.get('/company/detail', { token: ctx.token.dealer1, query: { id: await brandId(ctx.w, 'Kebapçı Halil') } });
    expect([other.status, other.code, other.msg]).toEqual([404, 1004, 'Not found']);
    const up = await ctx.api.get('/company/detail', { token: ctx.token.dealer2, query: { id: await brandId(ctx.w, 'Warung Sederhana') } });
    expect(up.code).toBe(1004);
  });
});

describe('POST /company/create', () => {
  it("creates a brand in the caller's dealer and country, its admin password stored as a hash, audited", async () => {
    const body = newBrand({ name: 'Sate Khas Senayan', logo_url: `/files/${'a'.repeat(64)}.png` });
    const created = await ctx.api.post('/company/create', body, { token: ctx.token.dealer1 });
    expect(created.code).toBe(0);
    const detail = await ctx.api.get('/company/detail', { token: ctx.token.dealer1, query: { id: created.data.id } });
    expect(detail.data).toMatchObject({
      name: 'Sate Khas Senayan',
      org_id: ctx.w.org.id1,
      country: 'ID',
      branch_count: 0,
      admin_account: body.admin_account,
      status: 'valid',
      created_by: ctx.w.staff('dealer1'),
      owner_staff_id: null,
    });
    const { rows } = await ctx.w.sql('select admin_password_hash from companies where id = $1', [created.data.id]);
    expect(rows[0].admin_password_hash).toMatch(/^\$argon2id\$/);
    const audit = await ctx.w.sql(`select changes from audit_log where resource = 'company' and record_id = $1`, [created.data.id]);
    expect(audit.rows[0].changes.admin_account.after).toBe(body.admin_account);
    expect(JSON.stringify(audit.rows[0].changes)).not.toMatch(/argon2|brand-pass/);
  });

  it("keeps a dealer's brands in its country; the operator chooses for its own brands (1001 on country)", async () => {
    const wrong = await ctx.api.post('/company/create', newBrand({ country: 'MY' }), { token: ctx.token.dealer1 });
    expect([wrong.status, wrong.code, wrong.reason]).toEqual([400, 1001, 'country']);
    const same = await ctx.api.post('/company/create', newBrand({ country: 'ID' }), { token: ctx.token.dealer2 });
    expect(same.code).toBe(0);
    const missing = await ctx.api.post('/company/create', newBrand(), { token: ctx.token.admin });
    expect([missing.code, missing.reason]).toEqual([1001, 'country']);
    const own = await ctx.api.post('/company/create', newBrand({ country: 'TR' }), { token: ctx.token.admin });
    const ownDetail = await ctx.api.get('/company/detail', { token: ctx.token.admin, query: { id: own.data.id } });
    expect(ownDetail.data).toMatchObject({ org_id: ctx.w.org.op, country: 'TR' });
  });

  it("creates for a dealer below the caller (org_id) in that dealer's country, never outside the view", async () => {
    const forChild = await ctx.api.post('/company/create', newBrand({ org_id: ctx.w.org.id2 }), { token: ctx.token.dealer1 });
    const detail = await ctx.api.get('/company/detail', { token: ctx.token.dealer2, query: { id: forChild.data.id } });
    expect(detail.data).toMatchObject({ org_id: ctx.w.org.id2, country: 'ID' });
    const byOperator = await ctx.api.post('/company/create', newBrand({ org_id: ctx.w.org.tr1 }), { token: ctx.token.admin });
    expect((await ctx.api.get('/company/detail', { token: ctx.token.admin, query: { id: byOperator.data.id } })).data.country).toBe('TR');
    const wrongCountry = await ctx.api.post('/company/create', newBrand({ org_id: ctx.w.org.tr1, country: 'ID' }), {
      token: ctx.token.admin,
    });
    expect([wrongCountry.code, wrongCountry.reason]).toEqual([1001, 'country']);
    for (const [who, orgId] of [
      ['dealer1', ctx.w.org.tr1],
      ['dealer2', ctx.w.org.id1],
      ['staff1', ctx.w.org.id2],
      ['dealer1', 999999],
    ] as const) {
      const refused = await ctx.api.post('/company/create', newBrand({ org_id: orgId }), { token: ctx.token[who] });
      expect([refused.code, refused.reason], `${who} -> ${orgId}`).toEqual([1001, 'org_id']);
    }
  });

  it('answers 2102 when the brand admin account exists, whatever its case, and writes nothing', async () => {
    const before = await count('companies');
    for (const account of ['warungsederhana', 'WarungSederhana', 'KOPIKITA']) {
      const answer = await ctx.api.post('/company/create', newBrand({ admin_account: account }), { token: ctx.token.dealer1 });
      expect([answer.status, answer.code, answer.msg]).toEqual([200, 2102, 'Brand admin account already exists']);
    }
    expect(await count('companies')).toBe(before);
  });

  it("answers 2104 for a name taken in the same dealer (any case), not for another dealer's", async () => {
    const before = await count('companies');
    const taken = await ctx.api.post('/company/create', newBrand({ name: 'warung SEDERHANA' }), { token: ctx.token.dealer1 });
    expect([taken.code, taken.msg]).toEqual([2104, 'Brand name already exists']);
    expect(await count('companies')).toBe(before);
    const elsewhere = await ctx.api.post('/company/create', newBrand({ name: 'Warung Sederhana' }), { token: ctx.token.dealer2 });
    expect(elsewhere.code).toBe(0);
  });

  it('answers 2105 for a brand named like a store of the same dealer', async () => {
    const answer = await ctx.api.post('/company/create', newBrand({ name: 'kopi kita sudirman' }), { token: ctx.token.dealer1 });
    expect([answer.code, answer.msg]).toEqual([2105, 'A brand with the same name as the store already exists']);
    // another dealer (here the operator's own brands) may use the name
    expect(
      (await ctx.api.post('/company/create', newBrand({ name: 'Kopi Kita Sudirman', country: 'ID' }), { token: ctx.token.admin })).code,
    ).toBe(0);
  });

  it('answers 2102 and 2104, never 1500, to the losers of creates racing for one account or one name', async () => {
    const account = unique('raced_brand_');
    const byAccount = await Promise.all(
      [1, 2, 3].map((i) =>
        ctx.api.post('/company/create', newBrand({ admin_account: account, name: unique(`Race ${i} `) }), { token: ctx.token.dealer1 }),
      ),
    );
    expect(byAccount.map((a) => a.code).sort()).toEqual([0, 2102, 2102]);
    const name = unique('Raced Brand ');
    const byName = await Promise.all(
      [1, 2, 3].map(() => ctx.api.post('/company/create', newBrand({ name }), { token: ctx.token.dealer1 })),
    );
    expect(byName.map((a) => a.code).sort()).toEqual([0, 2104, 2104]);
  });

  it('lets the staff role create brands, which it then sees, and assign none (1003)', async () => {
    const created = await ctx.api.post('/company/create', newBrand({ name: 'Staff Brand' }), { token: ctx.token.staff1 });
    expect(created.code).toBe(0);
    expect(names(await list(ctx.token.staff1)).sort()).toEqual(['Staff Brand', 'Warung Sederhana']);
    const assign = await ctx.api.post('/company/create', newBrand({ owner_staff_id: ctx.w.staff('staff1') }), { token: ctx.token.staff1 });
    expect(assign.code).toBe(1003);
  });

  it('validates every field (400 / 1001 naming it), writing nothing', async () => {
    const before = await count('companies');
    for (const [over, reason] of [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'n'.repeat(101) }, 'name'],
      [{ name: 5 }, 'name'],
      [{ country: 'XX' }, 'country'],
      [{ logo_url: 'javascript:alert(1)' }, 'logo_url'],
      [{ logo_url: 'http://insecure.example.com/logo.png' }, 'logo_url'],
      [{ contact_name: '' }, 'contact_name'],
      [{ contact_name: 'c'.repeat(51) }, 'contact_name'],
      [{ contact_phone: '' }, 'contact_phone'],
      [{ contact_phone: 'call me' }, 'contact_phone'],
      [{ email: 'not-an-email' }, 'email'],
      [{ owner_staff_id: 0 }, 'owner_staff_id'],
      [{ owner_staff_id: ctx.w.staff('dealer_tr') }, 'owner_staff_id'],
      [{ org_id: 'x' }, 'org_id'],
      [{ admin_account: 'ab' }, 'admin_account'],
      [{ admin_account: 'has space' }, 'admin_account'],
      [{ admin_password: 'plain-text' }, 'admin_password'],
      [{ admin_password: md5('x').toUpperCase() }, 'admin_password'],
      [{ sms_balance: 5 }, 'sms_balance'],
      [{ status: 'valid' }, 'status'],
    ] as const) {
      const answer = await ctx.api.post('/company/create', newBrand(over), { token: ctx.token.dealer1 });
      expect([answer.status, answer.code, answer.reason], JSON.stringify(over)).toEqual([400, 1001, reason]);
    }
    for (const field of ['name', 'contact_name', 'contact_phone', 'admin_account', 'admin_password']) {
      const body: Record<string, unknown> = newBrand();
      delete body[field];
      const answer = await ctx.api.post('/company/create', body, { token: ctx.token.dealer1 });
      expect([answer.code, answer.reason]).toEqual([1001, field]);
    }
    expect(await count('companies')).toBe(before);
  });
});

describe('POST /company/update', () => {
  it('changes the given fields, audits them, and keeps names free in the dealer (2104, 2105)', async () => {
    const id = await brandId(ctx.w, 'Kopi Kenangan Kita');
    const answer = await ctx.api.post('/company/update', { id, contact_phone: '+62 21 555' }, { token: ctx.token.manager1 });
    expect(answer.data).toMatchObject({ id, contact_phone: '+62 21 555', branch_count: 2 });
    const { rows } = await ctx.w.sql(
      `select changes from audit_log where resource = 'company' and record_id = $1 order by id desc limit 1`,
      [id],
    );
    expect(rows[0].changes).toEqual({ contact_phone: { before: '+62 812 3456 7890', after: '+62 21 555' } });
    expect((await ctx.api.post('/company/update', { id, name: 'WARUNG sederhana' }, { token: ctx.token.dealer1 })).code).toBe(2104);
    expect((await ctx.api.post('/company/update', { id, name: 'Warung Sederhana Kemang' }, { token: ctx.token.dealer1 })).code).toBe(2105);
    expect((await ctx.api.post('/company/update', { id, name: 'Kopi Kenangan kita' }, { token: ctx.token.dealer1 })).data.name).toBe(
      'Kopi Kenangan kita',
    );
  });

  it("answers 1004 for another tree's brand and refuses fields that are not editable", async () => {
    const other = await ctx.api.post(
      '/company/update',
      { id: await brandId(ctx.w, 'Lechon Manila'), email: '' },
      { token: ctx.token.dealer1 },
    );
    expect([other.status, other.code]).toEqual([404, 1004]);
    const id = await brandId(ctx.w, 'Warung Sederhana');
    for (const field of ['org_id', 'country', 'admin_account', 'sms_balance', 'status', 'branch_count']) {
      const answer = await ctx.api.post('/company/update', { id, [field]: 1 }, { token: ctx.token.admin });
      expect([answer.code, answer.reason]).toEqual([1001, field]);
    }
  });
});

describe('POST /company/status', () => {
  it('lets an admin or manager disable a brand, not the staff role (1003); a disabled brand takes no store', async () => {
    const id = await brandId(ctx.w, 'Bakso Pak Kumis');
    expect((await ctx.api.post('/company/status', { id, status: 'invalid' }, { token: ctx.token.staff1 })).code).toBe(1003);
    const off = await ctx.api.post('/company/status', { id, status: 'invalid' }, { token: ctx.token.manager1 });
    expect(off.data.status).toBe('invalid');
    const store = await ctx.api.post('/store/create', newStore(id), { token: ctx.token.dealer2 });
    expect([store.code, store.reason]).toEqual([1001, 'company_id']);
    expect((await ctx.api.post('/company/status', { id, status: 'valid' }, { token: ctx.token.dealer2 })).data.status).toBe('valid');
    const other = await ctx.api.post(
      '/company/status',
      { id: await brandId(ctx.w, 'Lechon Manila'), status: 'invalid' },
      { token: ctx.token.dealer1 },
    );
    expect(other.code).toBe(1004);
  });
});

describe('POST /company/export', () => {
  it("exports the brands the caller sees with the list's columns, headers in the caller's language", async () => {
    const answer = await postExport(ctx.api.base, '/company/export', { sort: 'name', order: 'asc' }, ctx.token.dealer2, { lang: 'zh-CN' });
    expect(answer.status).toBe(200);
    expect(answer.rows[0]).toEqual([
      'ID',
      '名称',
      '经销商',
      '国家',
      '门店数',
      '管理员账号',
      '联系人',
      '联系电话',
      '邮箱',
      '短信余额',
      '状态',
      '创建时间（GMT+7）',
    ]);
    const rows = answer.rows.slice(1);
    expect(rows.every((row) => row[2] === 'Jakarta Selatan Reseller')).toBe(true);
    expect(rows.find((row) => row[1] === 'Bakso Pak Kumis')).toEqual(expect.arrayContaining([2, 'baksokumis', '启用']));
    const staffView = await postExport(ctx.api.base, '/company/export', { countries: ['ID'] }, ctx.token.staff1);
    expect(
      staffView.rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(['Staff Brand', 'Warung Sederhana']);
  });

  it('counts branches in the same way as the store list', async () => {
    const id = await brandId(ctx.w, 'Warung Sederhana');
    const stores = await ctx.api.get('/store/list', { token: ctx.token.admin, query: { company_id: id } });
    expect((await ctx.api.get('/company/detail', { token: ctx.token.admin, query: { id } })).data.branch_count).toBe(stores.data.total);
    expect(stores.data.list.map((s: { id: number }) => s.id)).toContain(await storeId(ctx.w, 'Warung Sederhana Menteng'));
  });
});

describe('name search', () => {
  it('finds a Turkish name written with its dotted capital İ, whatever the case of the other letters', async () => {
    const token = await ctx.api.login('admin', 'admin123');
    for (const name of ['İzmir', 'İzmir boyoz', 'İzmir BOYOZ']) {
      const found = await ctx.api.get('/company/list', { token, query: { name } });
      expect(found.data.list.map((b: { name: string }) => b.name)).toContain('İzmir Boyoz Evi');
    }
    const none = await ctx.api.get('/company/list', { token, query: { name: 'İzmir_' } });
    expect(none.data.total).toBe(0);
  });
});
