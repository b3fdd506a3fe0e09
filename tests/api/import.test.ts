/**
 * Import of stores and employees (docs/api.md, Import): the template, the preview (errors per row
 * and column in the caller's language, the cost in accounts), the commit (all or nothing, or the
 * valid rows only; an audit entry per record and one for the import), who may import, and every
 * bad file refused with its own message and nothing written.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvOf, postImport, xlsxOf, type Cell } from '../support/import-files';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1']);
const HEADER = ['Brand', 'Name', 'Country', 'Tables', 'Address', 'Contact name', 'Contact phone', 'Email', 'Version', 'Licence years'];
let serial = 0;
const storeRow = (name = `Imported ${Date.now() % 100000}-${++serial}`, extra: Partial<Record<number, Cell>> = {}): Cell[] => {
  const row: Cell[] = ['Warung Sederhana', name, 'ID', 4, 'Jl. Test 1', 'Ani', '+62 811', '', '', ''];
  for (const [i, v] of Object.entries(extra)) row[Number(i)] = v!;
  return row;
};
const storeCount = async () => Number((await ctx.w.sql('select count(*)::int as n from stores')).rows[0].n);
const upload = async (rows: Cell[][], query: Record<string, string | number> = {}, name = 'stores.xlsx', token = ctx.token.dealer1) =>
  postImport(ctx.server.api, '/store/import', token, { name, content: await xlsxOf(rows) }, query);

describe('GET /store/import_template', () => {
  it('answers an xlsx with the headers in the caller’s language, an example row and drop-down lists', async () => {
    for (const [lang, first] of [
      ['en-US', 'Brand *'],
      ['zh-CN', '品牌 *'],
    ] as const) {
      const res = await fetch(`${ctx.server.api}/store/import_template?lang=${lang}`, {
        headers: { authorization: `Bearer ${ctx.token.dealer1}` },
      });
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await res.arrayBuffer()) as never);
      const sheet = workbook.worksheets[0];
      expect((sheet.getRow(1).values as unknown[])[1]).toBe(first);
      expect(sheet.getCell('A2').value).toBe('Kopi Kenangan Kita');
      const validations = (sheet as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } })
        .dataValidations.model;
      expect(validations.A3).toMatchObject({ type: 'list' });
      expect(validations.C3).toMatchObject({ type: 'list' });
    }
  });

  it('is for admins and managers only', async () => {
    const res = await fetch(`${ctx.server.api}/store/import_template`, { headers: { authorization: `Bearer ${ctx.token.staff1}` } });
    expect((await res.json()).code).toBe(1003);
    const staffTemplate = await fetch(`${ctx.server.api}/staff/import_template`, {
      headers: { authorization: `Bearer ${ctx.token.manager1}` },
    });
    expect(staffTemplate.headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('POST /store/import', () => {
  it('previews: every row checked like the create form, errors on their row and column, and the cost', async () => {
    const before = await storeCount();
    const answer = await upload([
      HEADER,
      storeRow(undefined, { 9: 2 }),
      storeRow('Warung Sederhana Menteng'),
      storeRow(undefined, { 0: 'No Such Brand', 3: 'many' }),
      storeRow(undefined, { 7: 'not-an-email', 9: 11 }),
    ]);
    expect(answer.code).toBe(0);
    expect(answer.data.valid).toBe(1);
    expect(answer.data.rows).toHaveLength(4);
    expect(answer.data.errors).toEqual([
      { row: 3, column: 'name', message: 'Store name already exists' },
      { row: 4, column: 'company_name', message: 'No brand named “No Such Brand” in Nusantara POS Partners' },
      { row: 4, column: 'tables', message: 'Please enter a whole number' },
      { row: 5, column: 'licence_years', message: 'Must be 10 or less' },
      { row: 5, column: 'email', message: expect.any(String) },
    ]);
    expect(answer.data.cost).toMatchObject({ accounts: 2, org_name: 'Nusantara POS Partners', remaining: expect.any(Number) });
    expect(await storeCount()).toBe(before);
  });

  it('words the errors in the caller’s language', async () => {
    const answer = await upload([HEADER, storeRow('Warung Sederhana Menteng')], { lang: 'zh-CN' });
    expect(answer.data.errors[0].message).toBe('门店名称已存在');
  });

  it('refuses a commit with an error whole (1001, the first error), or imports the valid rows only', async () => {
    const before = await storeCount();
    const good = storeRow(undefined, { 9: 1 });
    const rows = [HEADER, good, storeRow(undefined, { 0: 'No Such Brand' })];
    const refused = await upload(rows, { dry_run: 0 });
    expect([refused.code, refused.msg]).toEqual([1001, 'Row 3, Brand: No brand named “No Such Brand” in Nusantara POS Partners']);
    expect(await storeCount()).toBe(before);
    const quota = (await ctx.w.sql('select remaining_quota from orgs where id = $1', [ctx.w.org.id1])).rows[0].remaining_quota;
    const done = await upload(rows, { dry_run: 0, valid_only: 1 });
    expect(done.code).toBe(0);
    expect(done.data.created).toHaveLength(1);
    const [store] = (await ctx.w.sql('select name, status, expire_at from stores where id = $1', [done.data.created[0]])).rows;
    expect(store).toMatchObject({ name: good[1], status: 'active' });
    expect((await ctx.w.sql('select remaining_quota from orgs where id = $1', [ctx.w.org.id1])).rows[0].remaining_quota).toBe(quota - 1);
    const audit = await ctx.w.sql(`select action, record_id, changes from audit_log where resource = 'store' order by id desc limit 2`);
    expect(audit.rows[0]).toMatchObject({ action: 'import', record_id: null });
    expect(audit.rows[0].changes).toMatchObject({
      file: { after: 'stores.xlsx' },
      rows: { after: 2 },
      created: { after: 1 },
      left_out: { after: 1 },
    });
    expect(audit.rows[1]).toMatchObject({ action: 'create', record_id: done.data.created[0] });
  });

  it('answers the ids in row order, each store with its own licence, log and audit entry holding the record as read', async () => {
    const years = [1, '', 3, '', 2];
    const rows = years.map((y, i) => storeRow(`Ordered ${Date.now() % 100000}-${i}`, { 3: i + 1, 9: y }));
    const done = await upload([HEADER, ...rows], { dry_run: 0 });
    expect(done.code).toBe(0);
    const ids: number[] = done.data.created;
    const stores = await ctx.w.sql(
      `select s.id, s.name, s.tables, s.status, (select r.years from store_renewals r where r.store_id = s.id) as renewed,
              (select q.change from quota_log q where q.store_id = s.id) as used
         from stores s where s.id = any($1::int[])`,
      [ids],
    );
    const byId = new Map(stores.rows.map((s) => [s.id, s]));
    expect(ids.map((id) => byId.get(id))).toEqual(
      rows.map((row, i) => ({
        id: ids[i],
        name: row[1],
        tables: i + 1,
        status: years[i] ? 'active' : 'wait_activate',
        renewed: years[i] || null,
        used: years[i] || null,
      })),
    );
    for (const id of ids) {
      const audits = await ctx.w.sql(`select changes from audit_log where resource = 'store' and action = 'create' and record_id = $1`, [
        id,
      ]);
      expect(audits.rows).toHaveLength(1);
      const detail = (await ctx.api.get('/store/detail', { token: ctx.token.dealer1, query: { id } })).data as Record<string, unknown>;
      const given = Object.entries(detail).filter(([, value]) => value !== null);
      expect(audits.rows[0].changes).toEqual(Object.fromEntries(given.map(([field, value]) => [field, { before: null, after: value }])));
    }
  });

  it('lists the imported stores', async () => {
    const name = `Listed ${Date.now() % 100000}`;
    const done = await upload([HEADER, storeRow(name)], { dry_run: 0 });
    expect(done.code).toBe(0);
    const list = await ctx.api.get('/store/list', { token: ctx.token.dealer1, query: { name } });
    expect(list.data.list.map((s: { id: number }) => s.id)).toEqual(done.data.created);
  });

  it('answers 61001 and writes nothing when the dealer lacks the accounts', async () => {
    await ctx.w.sql('update orgs set remaining_quota = 1 where id = $1', [ctx.w.org.id1]);
    const before = await storeCount();
    const answer = await upload([HEADER, storeRow(undefined, { 9: 1 }), storeRow(undefined, { 9: 1 })], { dry_run: 0 });
    expect(answer.code).toBe(61001);
    expect(await storeCount()).toBe(before);
    await ctx.w.sql('update orgs set remaining_quota = 300 where id = $1', [ctx.w.org.id1]);
  });

  it('lets the operator’s admins import into a dealer they name, and refuses a dealer out of view', async () => {
    const into = await upload([HEADER, storeRow()], { org_id: ctx.w.org.id1 }, 'stores.xlsx', ctx.token.admin);
    expect([into.code, into.data.valid, into.data.cost.org_name]).toEqual([0, 1, 'Nusantara POS Partners']);
    const outOfView = await upload([HEADER, storeRow()], { org_id: ctx.w.org.tr1 });
    expect(outOfView.code).toBe(1004);
    expect((await upload([HEADER, storeRow()], {}, 'stores.xlsx', ctx.token.manager1)).code).toBe(0);
  });

  it('is refused to the staff role', async () => {
    expect((await upload([HEADER, storeRow()], {}, 'stores.xlsx', ctx.token.staff1)).code).toBe(1003);
  });
});

describe('bad files: a clear message in both languages, nothing written', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const cases: [string, () => Promise<{ name: string; content: Buffer }>, string, string][] = [
    [
      'wrong type',
      async () => ({ name: 'logo.png', content: PNG }),
      'The file is not a spreadsheet: upload an xlsx or csv file',
      '文件不是表格：请上传 xlsx 或 csv 文件',
    ],
    [
      'renamed from another format',
      async () => ({ name: 'stores.xlsx', content: PNG }),
      'The file is named .xlsx but holds another format: save it as xlsx or csv from your spreadsheet program',
      '文件名为 .xlsx，内容却是另一种格式：请在表格软件中另存为 xlsx 或 csv',
    ],
    ['empty', async () => ({ name: 'stores.csv', content: Buffer.alloc(0) }), 'The file is empty', '文件是空的'],
    [
      'no header row',
      async () => ({ name: 'stores.xlsx', content: await xlsxOf([storeRow(), storeRow()]) }),
      'The first row must be the template’s header row; missing columns: Brand, Name',
      '第一行必须是模板的表头；缺少列：品牌, 名称',
    ],
    [
      '5,001 rows',
      async () => ({ name: 'stores.csv', content: csvOf([HEADER, ...Array.from({ length: 5001 }, (_, i) => storeRow(`Many ${i}`))]) }),
      'The file has more than 5000 rows: split it into several files',
      '文件超过 5000 行：请拆分为多个文件',
    ],
    [
      'a header row alone',
      async () => ({ name: 'stores.xlsx', content: await xlsxOf([HEADER]) }),
      'The file has a header row but no rows below it',
      '文件只有表头，没有数据行',
    ],
    [
      'a zip that is no workbook',
      async () => ({ name: 'stores.xlsx', content: Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64, 1)]) }),
      'The file cannot be read as a spreadsheet: save it as xlsx or csv and upload it again',
      '无法读取该表格：请另存为 xlsx 或 csv 后重新上传',
    ],
  ];
  it.each(cases)('%s', async (_what, file, en, zh) => {
    const before = await storeCount();
    for (const [lang, text] of [
      ['en-US', en],
      ['zh-CN', zh],
    ]) {
      for (const dryRun of [1, 0]) {
        const answer = await postImport(ctx.server.api, '/store/import', ctx.token.dealer1, await file(), { lang, dry_run: dryRun });
        expect([answer.status, answer.code, answer.reason, answer.msg]).toEqual([400, 1001, 'file', text]);
      }
    }
    expect(await storeCount()).toBe(before);
  });

  it('a formula is never evaluated: its cell reads as its text and is refused', async () => {
    const before = await storeCount();
    const rows = [HEADER, storeRow(undefined, { 3: { formula: '1+1', result: 2 } })];
    const preview = await upload(rows);
    expect(preview.data.rows[0].values.tables).toBe('=1+1');
    expect(preview.data.errors).toEqual([
      { row: 2, column: 'tables', message: 'This cell holds a formula (=1+1): formulas are not evaluated, type the value itself' },
    ]);
    expect((await upload(rows, { dry_run: 0 })).code).toBe(1001);
    expect(await storeCount()).toBe(before);
  });

  it('reads a csv like an xlsx', async () => {
    const answer = await postImport(ctx.server.api, '/store/import', ctx.token.dealer1, {
      name: 'stores.csv',
      content: csvOf([HEADER, storeRow()]),
    });
    expect([answer.code, answer.data.valid, answer.data.errors]).toEqual([0, 1, []]);
  });
});

describe('POST /staff/import', () => {
  const STAFF_HEADER = ['Account', 'Name', 'Role', 'Phone', 'Email', 'Password'];
  it('creates employees of the caller’s org with a role the caller may give', async () => {
    const account = `imp${Date.now() % 100000}`;
    const rows = [
      STAFF_HEADER,
      [account, 'Imported One', 'Staff', '', '', 'secret1'],
      [`${account}b`, 'Imported Two', 'Admin', '', '', 'secret1'],
    ];
    const content = await xlsxOf(rows);
    const preview = await postImport(ctx.server.api, '/staff/import', ctx.token.manager1, { name: 'staff.xlsx', content });
    expect(preview.data.errors).toEqual([{ row: 3, column: 'role', message: 'You may not give this role' }]);
    const done = await postImport(
      ctx.server.api,
      '/staff/import',
      ctx.token.manager1,
      { name: 'staff.xlsx', content },
      { dry_run: 0, valid_only: 1 },
    );
    expect(done.data.created).toHaveLength(1);
    // its audit entry holds the employee as its page reads it (before any sign-in), never a password or its hash
    const [id] = done.data.created;
    const audit = await ctx.w.sql(`select changes from audit_log where resource = 'staff' and action = 'create' and record_id = $1`, [id]);
    const detail = (await ctx.api.get('/staff/detail', { token: ctx.token.manager1, query: { id } })).data as Record<string, unknown>;
    const given = Object.entries(detail).filter(([field, value]) => value !== null && !/password|hash/.test(field));
    expect(audit.rows.map((r) => r.changes)).toEqual([
      Object.fromEntries(given.map(([field, value]) => [field, { before: null, after: value }])),
    ]);
    expect(await ctx.api.login(account, 'secret1')).toEqual(expect.any(String));
  });
});
