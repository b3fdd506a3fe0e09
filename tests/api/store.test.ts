/** Stores: list (filters, sort, visibility, status read from expire_at), detail, create (country, names, version, template), update, export. */
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';
import { brandId, newBrand, newStore, storeId, unique } from '../support/merchant';
import { postExport } from '../support/xlsx';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1', 'dealer2']);

const FIELDS = [
  'id',
  'company_id',
  'company_name',
  'org_id',
  'org_name',
  'name',
  'country',
  'timezone',
  'currency',
  'tables',
  'business_hours',
  'address',
  'lat',
  'lng',
  'contact_name',
  'contact_phone',
  'email',
  'version_id',
  'version_name',
  'status',
  'activated_at',
  'expire_at',
  'bill_enabled',
  'bill_format',
  'bill_format_changed',
  'template_store_id',
  'data_cleared_at',
  'created_at',
  'created_by',
  'owner_staff_id',
].sort();
/** A list row: the list's columns (resources/store/list.ts), the id, and the fields its row's actions need. */
const LIST_FIELDS = [
  'activated_at',
  'address',
  'bill_format',
  'company_name',
  'contact_name',
  'contact_phone',
  'country',
  'created_at',
  'data_cleared_at',
  'expire_at',
  'id',
  'name',
  'org_id',
  'org_name',
  'status',
  'tables',
  'version_name',
];

const names = (answer: { data: { list: { name: string }[] } }) => answer.data.list.map((d) => d.name);
const list = (token: string, query: Record<string, string | number> = {}) =>
  ctx.api.get('/store/list', { token, query: { size: 100, ...query } });
const detail = (token: string, id: number) => ctx.api.get('/store/detail', { token, query: { id } });
const count = async () => (await ctx.w.sql('select count(*)::int as n from stores')).rows[0].n as number;
const kopi = () => brandId(ctx.w, 'Kopi Kenangan Kita');

describe('GET /store/list', () => {
  it('answers the fields of docs/domain.md with the time zone and currency of the country; the list what its rows show', async () => {
    const answer = await list(ctx.token.admin, { name: 'Kebapçı Halil Kad' });
    expect(answer.data).toMatchObject({ total: 1, total_capped: false });
    expect(Object.keys(answer.data.list[0]).sort()).toEqual(LIST_FIELDS);
    expect(answer.data.list[0]).toMatchObject({ company_name: 'Kebapçı Halil', org_name: 'Anadolu Restoran Sistemleri', status: 'active' });
    const store = (await detail(ctx.token.admin, answer.data.list[0].id)).data;
    expect(Object.keys(store).sort()).toEqual(FIELDS);
    expect(store).toMatchObject({
      company_name: 'Kebapçı Halil',
      org_name: 'Anadolu Restoran Sistemleri',
      country: 'TR',
      timezone: 'Europe/Istanbul',
      currency: 'TRY',
      status: 'active',
    });
    expect(store.business_hours[6]).toEqual({ day: 6, open: '10:00', close: '01:00' });
  });

  it("shows an org its own and its descendants' stores, and the staff role those it created or owns", async () => {
    expect((await list(ctx.token.admin)).data.total).toBe(16);
    expect((await list(ctx.token.dealer1)).data.total).toBe(7);
    expect(names(await list(ctx.token.dealer2)).sort()).toEqual(['Bakso Pak Kumis Blok M', 'Bakso Pak Kumis Cilandak']);
    expect(names(await list(ctx.token.staff1)).sort()).toEqual([
      'Warung Sederhana Bandung',
      'Warung Sederhana Kemang',
      'Warung Sederhana Menteng',
    ]);
    expect((await detail(ctx.token.staff1, await storeId(ctx.w, 'Kopi Kita Sudirman'))).code).toBe(1004);
    const other = await detail(ctx.token.dealer1, await storeId(ctx.w, 'Lechon Manila BGC'));
    expect([other.status, other.code]).toEqual([404, 1004]);
  });

  it('filters by name, brand, dealer, status, countries, version and expiry, and sorts', async () => {
    expect(names(await list(ctx.token.admin, { name: 'PELITA' })).sort()).toEqual(['Pelita Bangsar', 'Pelita Jalan Ampang']);
    expect((await list(ctx.token.admin, { company_id: await brandId(ctx.w, 'Warung Sederhana') })).data.total).toBe(3);
    expect((await list(ctx.token.admin, { org_id: ctx.w.org.id2 })).data.total).toBe(2);
    expect((await list(ctx.token.admin, { status: 'wait_activate' })).data.total).toBe(5);
    expect(names(await list(ctx.token.admin, { status: 'expired' }))).toEqual(['Warung Sederhana Bandung']);
    expect((await list(ctx.token.admin, { status: 'active' })).data.total).toBe(10);
    expect((await list(ctx.token.admin, { countries: 'TR,PH' })).data.total).toBe(6);
    const { version_id: version, version_name: versionName } = (
      await ctx.w.sql(
        `select s.version_id, v.name || ' ' || v.version_no as version_name from stores s join versions v on v.id = s.version_id where s.name = 'Boyoz Evi Alsancak'`,
      )
    ).rows[0];
    const byVersion = await list(ctx.token.admin, { version_id: version });
    expect(byVersion.data.list.every((s: { version_name: string }) => s.version_name === versionName)).toBe(true);
    expect(names(byVersion)).toContain('Boyoz Evi Alsancak');
    const asc = await list(ctx.token.admin, { sort: 'expire_at', order: 'asc' });
    const expiries = asc.data.list.map((s: { expire_at: string | null }) => s.expire_at ?? '');
    expect(expiries).toEqual([...expiries].sort());
  });

  it('sorts and pages the matches of a narrow filter as any list (a name search by name, the stores expiring soon)', async () => {
    const byName = names(await list(ctx.token.admin, { name: 'b', sort: 'name', order: 'desc', size: 100 }));
    expect(byName.length).toBeGreaterThan(2);
    expect(byName).toEqual([...byName].sort().reverse());
    const paged = [
      ...names(await list(ctx.token.admin, { name: 'b', sort: 'name', order: 'desc', size: 2, page: 1 })),
      ...names(await list(ctx.token.admin, { name: 'b', sort: 'name', order: 'desc', size: 2, page: 2 })),
    ];
    expect(paged).toEqual(byName.slice(0, 4));
    const soon = `expire_at > now() and expire_at <= now() + interval '400 days'`;
    const expected = (await ctx.w.sql(`select name from stores where ${soon} order by tables desc, id desc`)).rows.map((r) => r.name);
    expect(expected.length).toBeGreaterThan(0);
    // 400 days: the general path; 90 and fewer: the narrow one, on the same stores once they expire sooner
    expect(names(await list(ctx.token.admin, { expire_within_days: 400, sort: 'tables', order: 'desc', size: 100 }))).toEqual(expected);
    const before = (await ctx.w.sql(`select id, expire_at from stores where ${soon}`)).rows;
    await ctx.w.sql(`update stores set expire_at = now() + interval '30 days' where ${soon}`);
    try {
      expect(names(await list(ctx.token.admin, { expire_within_days: 31, sort: 'tables', order: 'desc', size: 100 }))).toEqual(expected);
    } finally {
      for (const { id, expire_at } of before) await ctx.w.sql(`update stores set expire_at = $2 where id = $1`, [id, expire_at]);
    }
    const one = (await ctx.w.sql(`select count(*)::int as n from stores where country = 'TR'`)).rows[0].n;
    expect((await list(ctx.token.admin, { countries: 'TR' })).data.total).toBe(one);
  });

  it('finds the active stores expiring within N days', async () => {
    const id = await storeId(ctx.w, 'CKT House Georgetown');
    await ctx.w.sql(`update stores set expire_at = now() + interval '10 days' where id = $1`, [id]);
    expect(names(await list(ctx.token.admin, { expire_within_days: 30 }))).toEqual(['CKT House Georgetown']);
    expect(names(await list(ctx.token.admin, { expire_within_days: 9 }))).toEqual([]);
    const bad = await list(ctx.token.admin, { expire_within_days: 0 });
    expect([bad.code, bad.reason]).toEqual([1001, 'expire_within_days']);
  });

  it('reads expiry at the time of the request: no job is needed for a store to expire', async () => {
    const id = await storeId(ctx.w, 'Cebu Lechon IT Park');
    expect((await detail(ctx.token.admin, id)).data.status).toBe('active');
    await ctx.w.sql(`update stores set expire_at = now() - interval '1 second' where id = $1`, [id]);
    expect((await detail(ctx.token.admin, id)).data.status).toBe('expired');
    expect(names(await list(ctx.token.admin, { status: 'expired' }))).toContain('Cebu Lechon IT Park');
  });

  it('counts up to 1,000 and then says there are more (total_capped), later pages still answering', async () => {
    const brand = await ctx.api.post('/company/create', newBrand({ country: 'MY' }), { token: ctx.token.admin });
    await ctx.w.sql(
      `insert into stores (company_id, org_id, name, country) select $1, $2, 'Capped ' || g, 'MY' from generate_series(1, 1050) g`,
      [brand.data.id, ctx.w.org.op],
    );
    const first = await list(ctx.token.admin, { company_id: brand.data.id, size: 20 });
    expect(first.data).toMatchObject({ total: 1000, total_capped: true });
    const last = await list(ctx.token.admin, { company_id: brand.data.id, size: 100, page: 11, sort: 'id', order: 'asc' });
    expect(last.data).toMatchObject({ total: 1000, total_capped: true });
    expect(names(last)).toEqual(Array.from({ length: 50 }, (_, i) => `Capped ${1001 + i}`));
    const exact = await list(ctx.token.admin, { company_id: brand.data.id, name: 'capped 10' });
    expect(exact.data).toMatchObject({ total: 62, total_capped: false }); // 10, 100 to 109, 1000 to 1050
  });

  it('refuses a bad filter or sort with 1001 naming it', async () => {
    for (const [query, reason] of [
      [{ status: 'renewal' }, 'status'],
      [{ sort: 'status' }, 'sort'],
      [{ countries: 'ID,GLB' }, 'countries'],
      [{ version_id: 'x' }, 'version_id'],
      [{ company_id: -3 }, 'company_id'],
      [{ expire_within_days: 3651 }, 'expire_within_days'],
    ] as const) {
      const answer = await list(ctx.token.admin, query);
      expect([answer.status, answer.code, answer.reason], JSON.stringify(query)).toEqual([400, 1001, reason]);
    }
  });
});

describe('POST /store/create', () => {
  it("creates a store waiting for activation in its brand's dealer, country, zone and currency, at the country's centre", async () => {
    const body = newStore(await kopi(), { name: 'Kopi Kita Kemang', business_hours: [{ day: 6, open: '22:00', close: '02:00' }] });
    const created = await ctx.api.post('/store/create', body, { token: ctx.token.dealer1 });
    expect(created.code).toBe(0);
    const store = (await detail(ctx.token.dealer1, created.data.id)).data;
    expect(store).toMatchObject({
      name: 'Kopi Kita Kemang',
      company_name: 'Kopi Kenangan Kita',
      org_id: ctx.w.org.id1,
      country: 'ID',
      timezone: 'Asia/Jakarta',
      currency: 'IDR',
      lat: -6.2088,
      lng: 106.8456,
      tables: 12,
      business_hours: [{ day: 6, open: '22:00', close: '02:00' }],
      status: 'wait_activate',
      activated_at: null,
      expire_at: null,
      bill_enabled: false,
      template_store_id: null,
      created_by: ctx.w.staff('dealer1'),
    });
    const { rows } = await ctx.w.sql(`select action from audit_log where resource = 'store' and record_id = $1`, [created.data.id]);
    expect(rows).toEqual([{ action: 'create' }]);
  });

  it("keeps a dealer's stores in its country; a store of the operator's own brand may be elsewhere", async () => {
    const wrong = await ctx.api.post('/store/create', newStore(await kopi(), { country: 'MY' }), { token: ctx.token.dealer1 });
    expect([wrong.code, wrong.reason]).toEqual([1001, 'country']);
    const own = await ctx.api.post('/company/create', newBrand({ country: 'ID' }), { token: ctx.token.admin });
    const abroad = await ctx.api.post('/store/create', newStore(own.data.id, { country: 'PH', lat: 10.3, lng: 123.9 }), {
      token: ctx.token.admin,
    });
    expect((await detail(ctx.token.admin, abroad.data.id)).data).toMatchObject({
      country: 'PH',
      timezone: 'Asia/Manila',
      currency: 'PHP',
      lat: 10.3,
    });
  });

  it('answers 2103 for a name taken in the brand (any case), and 2105 for the name of a brand of the dealer', async () => {
    const before = await count();
    const taken = await ctx.api.post('/store/create', newStore(await kopi(), { name: 'KOPI KITA senayan' }), { token: ctx.token.dealer1 });
    expect([taken.code, taken.msg]).toEqual([2103, 'Store name already exists']);
    const brand = await ctx.api.post('/store/create', newStore(await kopi(), { name: 'warung sederhana' }), { token: ctx.token.dealer1 });
    expect([brand.code, brand.msg]).toEqual([2105, 'A brand with the same name as the store already exists']);
    const ownBrand = await ctx.api.post('/store/create', newStore(await kopi(), { name: 'Kopi Kenangan Kita' }), {
      token: ctx.token.dealer1,
    });
    expect(ownBrand.code).toBe(2105);
    expect(await count()).toBe(before);
    const otherBrand = await ctx.api.post(
      '/store/create',
      newStore(await brandId(ctx.w, 'Warung Sederhana'), { name: 'Kopi Kita Senayan' }),
      {
        token: ctx.token.dealer1,
      },
    );
    expect(otherBrand.code).toBe(0);
    const otherDealer = await ctx.api.post(
      '/store/create',
      newStore(await brandId(ctx.w, 'Bakso Pak Kumis'), { name: 'Kopi Kenangan Kita' }),
      {
        token: ctx.token.dealer2,
      },
    );
    expect(otherDealer.code).toBe(0); // the brand is its parent dealer's, not its own dealer's
  });

  it('answers 2103, never 1500, to the losers of creates racing for one name', async () => {
    const name = unique('Raced Store ');
    const raced = await Promise.all(
      [1, 2, 3].map(async () => ctx.api.post('/store/create', newStore(await kopi(), { name }), { token: ctx.token.dealer1 })),
    );
    expect(raced.map((a) => a.code).sort()).toEqual([0, 2103, 2103]);
  });

  it("answers 1004 for a brand outside the caller's view, the staff role seeing only its own", async () => {
    for (const [who, brand] of [
      ['dealer1', 'Lechon Manila'],
      ['dealer2', 'Kopi Kenangan Kita'],
      ['staff1', 'Kopi Kenangan Kita'],
    ] as const) {
      const answer = await ctx.api.post('/store/create', newStore(await brandId(ctx.w, brand)), { token: ctx.token[who] });
      expect([answer.status, answer.code], `${who} ${brand}`).toEqual([404, 1004]);
    }
    const mine = await ctx.api.post(
      '/store/create',
      newStore(await brandId(ctx.w, 'Warung Sederhana'), { name: 'Warung Sederhana Depok' }),
      {
        token: ctx.token.staff1,
      },
    );
    expect(mine.code).toBe(0);
    expect(names(await list(ctx.token.staff1))).toContain('Warung Sederhana Depok');
  });

  it("takes a version only from the dealer's allowed list (1001 version_id), any for the operator's stores", async () => {
    const before = await ctx.api.post('/store/create', newStore(await kopi(), { version_id: 3 }), { token: ctx.token.dealer1 });
    await ctx.api.post('/distributor/setting', { id: ctx.w.org.id1, allowed_version_ids: [1, 2] }, { token: ctx.token.admin });
    try {
      // a store keeps the version it has when its dealer stops offering it
      const kept = await ctx.api.post('/store/update', { id: before.data.id, version_id: 3, tables: 7 }, { token: ctx.token.dealer1 });
      expect(kept.data).toMatchObject({ version_id: 3, tables: 7 });
      for (const version_id of [3, 999]) {
        const refused = await ctx.api.post('/store/create', newStore(await kopi(), { version_id }), { token: ctx.token.dealer1 });
        expect([refused.status, refused.code, refused.reason]).toEqual([400, 1001, 'version_id']);
      }
      const allowed = await ctx.api.post('/store/create', newStore(await kopi(), { version_id: 2 }), { token: ctx.token.dealer1 });
      expect((await detail(ctx.token.dealer1, allowed.data.id)).data).toMatchObject({ version_id: 2, version_name: 'POS Android 5.1.4' });
      const changed = await ctx.api.post('/store/update', { id: allowed.data.id, version_id: 3 }, { token: ctx.token.dealer1 });
      expect([changed.code, changed.reason]).toEqual([1001, 'version_id']);
      expect(
        (await ctx.api.post('/store/update', { id: allowed.data.id, version_id: null }, { token: ctx.token.dealer1 })).data.version_id,
      ).toBeNull();
      const own = await ctx.api.post('/company/create', newBrand({ country: 'MY' }), { token: ctx.token.admin });
      expect((await ctx.api.post('/store/create', newStore(own.data.id, { version_id: 3 }), { token: ctx.token.admin })).code).toBe(0);
    } finally {
      await ctx.api.post('/distributor/setting', { id: ctx.w.org.id1, allowed_version_ids: [1, 2, 3, 4] }, { token: ctx.token.admin });
    }
  });

  it('copies hours, tables, bill and e-menu settings from a template store of the same brand, and records it', async () => {
    const template = await storeId(ctx.w, 'Kopi Kita Sudirman');
    await ctx.w.sql(`update stores set bill_format = 'daily', tables = 33 where id = $1`, [template]);
    await ctx.w.sql(
      `insert into emenu_settings (store_id, enabled, qr_domain, welcome_text) values ($1, true, 'menu.kopikita.id', 'Selamat datang')`,
      [template],
    );
    const { business_hours: _hours, tables: _tables, ...body } = newStore(await kopi(), { template_store_id: template });
    const created = await ctx.api.post('/store/create', body, { token: ctx.token.dealer1 });
    const store = (await detail(ctx.token.dealer1, created.data.id)).data;
    const source = (await detail(ctx.token.dealer1, template)).data;
    expect(store).toMatchObject({
      template_store_id: template,
      tables: 33,
      business_hours: source.business_hours,
      bill_enabled: true,
      bill_format: 'daily',
      bill_format_changed: false,
    });
    const emenu = await ctx.w.sql('select enabled, qr_domain, welcome_text from emenu_settings where store_id = $1', [created.data.id]);
    expect(emenu.rows).toEqual([{ enabled: true, qr_domain: 'menu.kopikita.id', welcome_text: 'Selamat datang' }]);
    const overridden = await ctx.api.post('/store/create', newStore(await kopi(), { template_store_id: template, tables: 4 }), {
      token: ctx.token.dealer1,
    });
    expect((await detail(ctx.token.dealer1, overridden.data.id)).data).toMatchObject({ tables: 4, bill_format: 'daily' });
    const foreign = await ctx.api.post(
      '/store/create',
      newStore(await kopi(), { template_store_id: await storeId(ctx.w, 'Warung Sederhana Kemang') }),
      {
        token: ctx.token.dealer1,
      },
    );
    expect([foreign.code, foreign.reason]).toEqual([1001, 'template_store_id']);
  });

  it('validates every field (400 / 1001 naming it, down to the business-hours entry), writing nothing', async () => {
    const before = await count();
    const company = await kopi();
    const hours = (...entries: unknown[]) => ({ business_hours: entries });
    for (const [over, reason] of [
      [{ company_id: 0 }, 'company_id'],
      [{ company_id: 'x' }, 'company_id'],
      [{ name: '' }, 'name'],
      [{ name: ' ' }, 'name'],
      [{ name: 'n'.repeat(101) }, 'name'],
      [{ country: 'SG' }, 'country'],
      [{ tables: -1 }, 'tables'],
      [{ tables: 1000 }, 'tables'],
      [{ tables: 2.5 }, 'tables'],
      [{ tables: '12' }, 'tables'],
      [{ address: 'a'.repeat(301) }, 'address'],
      [{ lat: 90.5 }, 'lat'],
      [{ lat: '1' }, 'lat'],
      [{ lng: -180.5 }, 'lng'],
      [{ contact_name: 'c'.repeat(51) }, 'contact_name'],
      [{ contact_phone: 'abc' }, 'contact_phone'],
      [{ email: 'a@b' }, 'email'],
      [{ version_id: 0 }, 'version_id'],
      [{ template_store_id: null }, 'template_store_id'],
      [{ owner_staff_id: ctx.w.staff('dealer_tr') }, 'owner_staff_id'],
      [{ status: 'active' }, 'status'],
      [{ org_id: ctx.w.org.id1 }, 'org_id'],
      [{ business_hours: 'all day' }, 'business_hours'],
      [hours(...[0, 1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, open: '09:00', close: '17:00' }))), 'business_hours'],
      [hours({ day: 7, open: '09:00', close: '17:00' }), 'business_hours.0.day'],
      [hours({ day: 1, open: '24:00', close: '02:00' }), 'business_hours.0.open'],
      [hours({ day: 1, open: '9:00', close: '17:00' }), 'business_hours.0.open'],
      [hours({ day: 1, open: '09:00', close: '17:60' }), 'business_hours.0.close'],
      [hours({ day: 1, open: '09:00' }), 'business_hours.0.close'],
      [hours({ day: 1, open: '09:00', close: '17:00', note: 'x' }), 'business_hours.0.note'],
      [hours({ day: 2, open: '09:00', close: '17:00' }, { day: 3, open: '22:00', close: '22:00' }), 'business_hours.1.close'],
      [hours({ day: 2, open: '09:00', close: '12:00' }, { day: 2, open: '13:00', close: '17:00' }), 'business_hours.1.day'],
    ] as const) {
      const answer = await ctx.api.post('/store/create', newStore(company, over), { token: ctx.token.dealer1 });
      expect([answer.status, answer.code, answer.reason], JSON.stringify(over)).toEqual([400, 1001, reason]);
    }
    for (const field of ['company_id', 'name']) {
      const body: Record<string, unknown> = newStore(company);
      delete body[field];
      expect((await ctx.api.post('/store/create', body, { token: ctx.token.dealer1 })).reason).toBe(field);
    }
    expect(await count()).toBe(before);
  });
});

describe('POST /store/update', () => {
  it('changes the given fields (overnight hours included), audits them, and keeps names free (2103, 2105)', async () => {
    const id = await storeId(ctx.w, 'Kopi Kita Senayan');
    const hours = [{ day: 5, open: '17:00', close: '03:00' }];
    const answer = await ctx.api.post('/store/update', { id, tables: 40, business_hours: hours }, { token: ctx.token.manager1 });
    expect(answer.data).toMatchObject({ id, tables: 40, business_hours: hours });
    const { rows } = await ctx.w.sql(`select changes from audit_log where resource = 'store' and record_id = $1 order by id desc limit 1`, [
      id,
    ]);
    expect(Object.keys(rows[0].changes).sort()).toEqual(['business_hours', 'tables']);
    expect((await ctx.api.post('/store/update', { id, name: 'kopi kita sudirman' }, { token: ctx.token.dealer1 })).code).toBe(2103);
    expect((await ctx.api.post('/store/update', { id, name: 'Kopi Kenangan KITA' }, { token: ctx.token.dealer1 })).code).toBe(2105);
    expect((await ctx.api.post('/store/update', { id, name: 'Kopi Kita Senayan City' }, { token: ctx.token.dealer1 })).data.name).toBe(
      'Kopi Kita Senayan City',
    );
    const bad = await ctx.api.post(
      '/store/update',
      { id, business_hours: [{ day: 1, open: '08:00', close: '08:00' }] },
      { token: ctx.token.dealer1 },
    );
    expect([bad.code, bad.reason]).toEqual([1001, 'business_hours.0.close']);
  });

  it("answers 1004 for another tree's store and refuses what only its own actions change", async () => {
    const other = await ctx.api.post(
      '/store/update',
      { id: await storeId(ctx.w, 'Pelita Bangsar'), tables: 3 },
      { token: ctx.token.dealer1 },
    );
    expect([other.status, other.code]).toEqual([404, 1004]);
    const id = await storeId(ctx.w, 'Kopi Kita Sudirman');
    for (const field of [
      'company_id',
      'org_id',
      'country',
      'status',
      'expire_at',
      'activated_at',
      'bill_enabled',
      'bill_format',
      'template_store_id',
      'data_cleared_at',
    ]) {
      const answer = await ctx.api.post('/store/update', { id, [field]: 1 }, { token: ctx.token.admin });
      expect([answer.code, answer.reason]).toEqual([1001, field]);
    }
  });
});

describe('POST /store/export', () => {
  it("exports the stores the caller sees with the list's columns and its labels in the caller's language", async () => {
    const answer = await postExport(ctx.api.base, '/store/export', { sort: 'name', order: 'asc', countries: 'ID' }, ctx.token.dealer2, {
      lang: 'zh-CN',
    });
    expect(answer.status).toBe(200);
    expect(answer.rows[0]).toEqual([
      'ID',
      '名称',
      '品牌',
      '经销商',
      '国家',
      '桌台数',
      '地址',
      '联系人',
      '联系电话',
      '版本',
      '状态',
      '激活时间（GMT+7）',
      '到期时间（GMT+7）',
      '账单号格式',
      '创建时间（GMT+7）',
    ]);
    expect(answer.rows.slice(1).map((row) => [row[1], row[10]])).toEqual([
      ['Bakso Pak Kumis Blok M', '已激活'],
      ['Bakso Pak Kumis Cilandak', '待激活'],
      ['Kopi Kenangan Kita', '待激活'], // made by an earlier test in the same brand
    ]);
    expect(answer.rows[1][13]).toBe('顺序递增（12 位）');
  });
});
