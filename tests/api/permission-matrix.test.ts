/**
 * The permission matrix: every demo account against every dealer, employee, audit, brand, store and
 * version action, including records of another dealer (1004) and actions the role may not do (1003).
 * Each call logs in afresh, so a reset password or a disabled account never leaks into the next row.
 */
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../resources/permissions';
import { DEMO_PASSWORD, md5, type Answer } from '../support/api-client';
import { DEMO_ACTORS, useDemoServer } from '../support/demo-world';
import { brandId, newBrand, newStore, storeId } from '../support/merchant';
import { postExport } from '../support/xlsx';

const ctx = useDemoServer([]);
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${++serial}`;

type Call = (token: string) => Promise<Answer>;
interface Row {
  action: string;
  /** The permission the route needs: an actor without it must get 1003. */
  permission: Permission;
  call: Call;
  /** Codes for admin, dealer1, manager1, staff1, dealer2. */
  expect: [number, number, number, number, number];
}

const exportOf =
  (path: string): Call =>
  (token) =>
    postExport(ctx.server.api, path, {}, token);
const get =
  (path: string, query: () => Record<string, number | string>): Call =>
  (token) =>
    ctx.api.get(path, { token, query: query() });
const post =
  (path: string, body: () => unknown): Call =>
  (token) =>
    ctx.api.post(path, body(), { token });
const newDealer = () => ({
  name: unique('Matrix Dealer '),
  country: 'ID',
  contact_name: 'Tester',
  contact_phone: '+62 800',
  admin_account: unique('mx'),
  admin_password: md5('secret1'),
});
const newStaff = (role: string) => () => ({ account: unique(`mx${role}`), name: 'Matrix', role, password: md5('secret1') });
/** A store of dealer1's brand owned by staff1, waiting for activation, made for one call. */
const freshStore = async () => {
  const { rows } = await ctx.w.sql(
    `insert into stores (company_id, org_id, name, country, owner_staff_id) values ($1, $2, $3, 'ID', $4) returning id`,
    [await brandId(ctx.w, 'Warung Sederhana'), ctx.w.org.id1, unique('Matrix Store '), ctx.w.staff('staff1')],
  );
  return rows[0].id as number;
};
const storeCall =
  (path: string, body: (id: number) => Record<string, unknown>): Call =>
  async (token) =>
    ctx.api.post(path, body(await freshStore()), { token });
const byName =
  (path: string, store: string, body: Record<string, unknown> = {}): Call =>
  async (token) =>
    ctx.api.post(path, { id: await storeId(ctx.w, store), ...body }, { token });
const readStore =
  (path: string, store: string): Call =>
  async (token) =>
    ctx.api.get(path, { token, query: { id: await storeId(ctx.w, store) } });
const brandCall =
  (path: string, brand: string, body: Record<string, unknown>): Call =>
  async (token) =>
    ctx.api.post(path, { id: await brandId(ctx.w, brand), ...body }, { token });
const newVersion = () => ({ name: 'Matrix POS', version_no: `9.${++serial}.0`, platform: 'android' });

const ROWS: Row[] = [
  { action: 'demo_logins', permission: 'demo_logins:view', call: get('/demo_logins', () => ({})), expect: [0, 1003, 1003, 1003, 1003] },
  { action: 'backup/status', permission: 'backup:view', call: get('/backup/status', () => ({})), expect: [0, 1003, 1003, 1003, 1003] },
  { action: 'distributor/list', permission: 'distributor:list', call: get('/distributor/list', () => ({})), expect: [0, 0, 0, 0, 1003] },
  {
    action: 'distributor/detail of its sub-dealer',
    permission: 'distributor:list',
    call: get('/distributor/detail', () => ({ id: ctx.w.org.id2 })),
    expect: [0, 0, 0, 1004, 1003],
  },
  {
    action: "distributor/detail of another dealer's record",
    permission: 'distributor:list',
    call: get('/distributor/detail', () => ({ id: ctx.w.org.tr1 })),
    expect: [0, 1004, 1004, 1004, 1003],
  },
  {
    action: 'distributor/create',
    permission: 'distributor:create',
    call: post('/distributor/create', newDealer),
    expect: [0, 0, 0, 0, 1003],
  },
  {
    action: 'distributor/update of its sub-dealer',
    permission: 'distributor:update',
    call: post('/distributor/update', () => ({ id: ctx.w.org.id2, remark: 'matrix' })),
    expect: [0, 0, 0, 1004, 1003],
  },
  {
    action: 'distributor/update of its own org',
    permission: 'distributor:update',
    call: post('/distributor/update', () => ({ id: ctx.w.org.id1, remark: 'matrix' })),
    expect: [0, 1003, 1003, 1004, 1003],
  },
  {
    action: 'distributor/update of another dealer',
    permission: 'distributor:update',
    call: post('/distributor/update', () => ({ id: ctx.w.org.tr1, remark: 'matrix' })),
    expect: [0, 1004, 1004, 1004, 1003],
  },
  {
    action: 'distributor/status of its sub-dealer',
    permission: 'distributor:status',
    call: post('/distributor/status', () => ({ id: ctx.w.org.id2, status: 'valid' })),
    expect: [0, 0, 0, 1003, 1003],
  },
  {
    action: 'distributor/status of another dealer',
    permission: 'distributor:status',
    call: post('/distributor/status', () => ({ id: ctx.w.org.tr1, status: 'valid' })),
    expect: [0, 1004, 1004, 1003, 1003],
  },
  {
    action: 'distributor/quota to a level-1 dealer',
    permission: 'distributor:quota',
    call: post('/distributor/quota', () => ({ id: ctx.w.org.id1, change: 1, remark: 'matrix' })),
    expect: [0, 1003, 1003, 1003, 1003],
  },
  {
    action: 'distributor/quota to a level-2 dealer',
    permission: 'distributor:quota',
    call: post('/distributor/quota', () => ({ id: ctx.w.org.id2, change: 1, remark: 'matrix' })),
    expect: [1003, 0, 0, 1003, 1003],
  },
  {
    action: 'distributor/quota to another dealer',
    permission: 'distributor:quota',
    call: post('/distributor/quota', () => ({ id: ctx.w.org.tr2, change: 1 })),
    expect: [1003, 1004, 1004, 1003, 1003],
  },
  {
    action: 'distributor/quota_log of its sub-dealer',
    permission: 'distributor:list',
    call: get('/distributor/quota_log', () => ({ id: ctx.w.org.id2 })),
    expect: [0, 0, 0, 1004, 1003],
  },
  {
    action: 'distributor/quota_log of another dealer',
    permission: 'distributor:list',
    call: get('/distributor/quota_log', () => ({ id: ctx.w.org.tr1 })),
    expect: [0, 1004, 1004, 1004, 1003],
  },
  {
    action: 'distributor/setting (read) of its sub-dealer',
    permission: 'distributor:list',
    call: get('/distributor/setting', () => ({ id: ctx.w.org.id2 })),
    expect: [0, 0, 0, 1004, 1003],
  },
  {
    action: 'distributor/setting (edit) of its sub-dealer',
    permission: 'distributor:setting',
    call: post('/distributor/setting', () => ({ id: ctx.w.org.id2, can_create_subdealer: false })),
    expect: [0, 0, 0, 1003, 1003],
  },
  {
    action: 'distributor/setting (edit) of its own org',
    permission: 'distributor:setting',
    call: post('/distributor/setting', () => ({ id: ctx.w.org.id1, can_create_subdealer: true })),
    expect: [0, 1003, 1003, 1003, 1003],
  },
  {
    action: 'distributor/setting (edit) of another dealer',
    permission: 'distributor:setting',
    call: post('/distributor/setting', () => ({ id: ctx.w.org.tr1, can_create_subdealer: true })),
    expect: [0, 1004, 1004, 1003, 1003],
  },
  { action: 'distributor/export', permission: 'distributor:export', call: exportOf('/distributor/export'), expect: [0, 0, 0, 0, 1003] },
  { action: 'staff/list', permission: 'staff:list', call: get('/staff/list', () => ({})), expect: [0, 0, 0, 1003, 0] },
  {
    action: 'staff/detail of a sub-dealer employee',
    permission: 'staff:list',
    call: get('/staff/detail', () => ({ id: ctx.w.staff('staff2') })),
    expect: [0, 0, 0, 1003, 0],
  },
  {
    action: "staff/detail of another dealer's employee",
    permission: 'staff:list',
    call: get('/staff/detail', () => ({ id: ctx.w.staff('dealer_tr') })),
    expect: [0, 1004, 1004, 1003, 1004],
  },
  {
    action: 'staff/create (role staff)',
    permission: 'staff:create',
    call: post('/staff/create', newStaff('staff')),
    expect: [0, 0, 0, 1003, 0],
  },
  {
    action: 'staff/create (role admin)',
    permission: 'staff:create',
    call: post('/staff/create', newStaff('admin')),
    expect: [0, 0, 1003, 1003, 0],
  },
  {
    action: 'staff/update of staff1 (role staff)',
    permission: 'staff:update',
    call: post('/staff/update', () => ({ id: ctx.w.staff('staff1'), phone: '+62 811' })),
    expect: [1003, 0, 0, 1003, 1004],
  },
  {
    action: 'staff/update of dealer1 (role admin)',
    permission: 'staff:update',
    call: post('/staff/update', () => ({ id: ctx.w.staff('dealer1'), phone: '+62 812' })),
    expect: [1003, 0, 1003, 1003, 1004],
  },
  {
    action: 'staff/update of an operator employee',
    permission: 'staff:update',
    call: post('/staff/update', () => ({ id: ctx.w.staff('opstaff'), phone: '+1 555' })),
    expect: [0, 1004, 1004, 1003, 1004],
  },
  {
    action: 'staff/status of staff1',
    permission: 'staff:status',
    call: post('/staff/status', () => ({ id: ctx.w.staff('staff1'), status: 'valid' })),
    expect: [1003, 0, 0, 1003, 1004],
  },
  {
    action: 'staff/status of dealer1 (role admin)',
    permission: 'staff:status',
    call: post('/staff/status', () => ({ id: ctx.w.staff('dealer1'), status: 'valid' })),
    expect: [1003, 1003, 1003, 1003, 1004],
  },
  {
    action: 'staff/status of an operator employee',
    permission: 'staff:status',
    call: post('/staff/status', () => ({ id: ctx.w.staff('opstaff'), status: 'valid' })),
    expect: [0, 1004, 1004, 1003, 1004],
  },
  {
    action: 'staff/reset_password of staff1',
    permission: 'staff:reset_password',
    call: post('/staff/reset_password', () => ({ id: ctx.w.staff('staff1'), new_password: md5('dealer123') })),
    expect: [1003, 0, 0, 1003, 1004],
  },
  {
    action: 'staff/reset_password of an operator employee',
    permission: 'staff:reset_password',
    call: post('/staff/reset_password', () => ({ id: ctx.w.staff('opstaff'), new_password: md5('dealer123') })),
    expect: [0, 1004, 1004, 1003, 1004],
  },
  { action: 'staff/export', permission: 'staff:export', call: exportOf('/staff/export'), expect: [0, 0, 0, 1003, 0] },
  { action: 'audit/list', permission: 'audit:list', call: get('/audit/list', () => ({})), expect: [0, 0, 1003, 1003, 0] },
  { action: 'audit/export', permission: 'audit:export', call: exportOf('/audit/export'), expect: [0, 0, 1003, 1003, 0] },
  { action: 'company/list', permission: 'company:list', call: get('/company/list', () => ({})), expect: [0, 0, 0, 0, 0] },
  {
    action: "company/detail of its dealer's brand owned by staff1",
    permission: 'company:list',
    call: async (token) => ctx.api.get('/company/detail', { token, query: { id: await brandId(ctx.w, 'Warung Sederhana') } }),
    expect: [0, 0, 0, 0, 1004],
  },
  {
    action: "company/detail of another dealer's brand",
    permission: 'company:list',
    call: async (token) => ctx.api.get('/company/detail', { token, query: { id: await brandId(ctx.w, 'Kebapçı Halil') } }),
    expect: [0, 1004, 1004, 1004, 1004],
  },
  {
    action: 'company/create',
    permission: 'company:create',
    call: post('/company/create', () => newBrand({ country: 'ID' })),
    expect: [0, 0, 0, 0, 0],
  },
  {
    action: 'company/update of a brand of its dealer',
    permission: 'company:update',
    call: brandCall('/company/update', 'Kopi Kenangan Kita', { email: 'matrix@kopi.co.id' }),
    expect: [0, 0, 0, 1004, 1004],
  },
  {
    action: "company/update of another dealer's brand",
    permission: 'company:update',
    call: brandCall('/company/update', 'Lechon Manila', { email: 'matrix@lechon.ph' }),
    expect: [0, 1004, 1004, 1004, 1004],
  },
  {
    action: 'company/status of a brand of its dealer',
    permission: 'company:status',
    call: brandCall('/company/status', 'Kopi Kenangan Kita', { status: 'valid' }),
    expect: [0, 0, 0, 1003, 1004],
  },
  { action: 'company/export', permission: 'company:export', call: exportOf('/company/export'), expect: [0, 0, 0, 0, 0] },
  { action: 'store/list', permission: 'store:list', call: get('/store/list', () => ({})), expect: [0, 0, 0, 0, 0] },
  {
    action: 'store/detail of a store owned by staff1',
    permission: 'store:list',
    call: readStore('/store/detail', 'Warung Sederhana Menteng'),
    expect: [0, 0, 0, 0, 1004],
  },
  {
    action: "store/detail of another dealer's store",
    permission: 'store:list',
    call: readStore('/store/detail', 'Pelita Bangsar'),
    expect: [0, 1004, 1004, 1004, 1004],
  },
  {
    action: 'store/create in a brand owned by staff1',
    permission: 'store:create',
    call: async (token) => ctx.api.post('/store/create', newStore(await brandId(ctx.w, 'Warung Sederhana')), { token }),
    expect: [0, 0, 0, 0, 1004],
  },
  {
    action: 'store/update of a store of its dealer',
    permission: 'store:update',
    call: byName('/store/update', 'Kopi Kita Sudirman', { address: 'Jl. Matrix 1' }),
    expect: [0, 0, 0, 1004, 1004],
  },
  {
    action: 'store/activate of a store owned by staff1',
    permission: 'store:activate',
    call: storeCall('/store/activate', (id) => ({ id, years: 1 })),
    expect: [0, 0, 0, 0, 1004],
  },
  {
    action: 'store/renew of a store of its dealer',
    permission: 'store:renew',
    call: byName('/store/renew', 'Kopi Kita Sudirman', { years: 1 }),
    expect: [0, 0, 0, 1004, 1004],
  },
  {
    action: "store/renew of another dealer's store",
    permission: 'store:renew',
    call: byName('/store/renew', 'Kebapçı Halil Kadıköy', { years: 1 }),
    expect: [0, 1004, 1004, 1004, 1004],
  },
  {
    action: 'store/renewals of a store owned by staff1',
    permission: 'store:list',
    call: readStore('/store/renewals', 'Warung Sederhana Menteng'),
    expect: [0, 0, 0, 0, 1004],
  },
  {
    action: 'store/bill_setting of a store owned by staff1',
    permission: 'store:bill_setting',
    call: byName('/store/bill_setting', 'Warung Sederhana Kemang', { bill_enabled: true }),
    expect: [0, 0, 0, 1003, 1004],
  },
  {
    action: 'store/bill_preview of a store owned by staff1',
    permission: 'store:list',
    call: readStore('/store/bill_preview', 'Warung Sederhana Menteng'),
    expect: [0, 0, 0, 0, 1004],
  },
  {
    action: 'store/clear_data of a new store owned by staff1',
    permission: 'store:clear_data',
    call: storeCall('/store/clear_data', (id) => ({ id })),
    expect: [0, 0, 0, 1003, 1004],
  },
  { action: 'store/export', permission: 'store:export', call: exportOf('/store/export'), expect: [0, 0, 0, 0, 0] },
  { action: 'version/list', permission: 'version:list', call: get('/version/list', () => ({})), expect: [0, 0, 0, 0, 0] },
  {
    action: 'version/create',
    permission: 'version:create',
    call: post('/version/create', newVersion),
    expect: [0, 1003, 1003, 1003, 1003],
  },
  {
    action: 'version/update',
    permission: 'version:update',
    call: post('/version/update', () => ({ id: 1, release_notes: `matrix ${++serial}` })),
    expect: [0, 1003, 1003, 1003, 1003],
  },
];

const HTTP_STATUS: Record<number, number> = { 0: 200, 1003: 403, 1004: 404 };

describe('permission matrix', () => {
  it.each(ROWS)('$action', async (row) => {
    const got: Record<string, number> = {};
    for (const who of DEMO_ACTORS) {
      const answer = await row.call(await ctx.api.login(who, DEMO_PASSWORD[who]));
      got[who] = answer.code;
      expect(answer.status, `${who}: HTTP status`).toBe(HTTP_STATUS[got[who]]);
    }
    expect(got).toEqual(Object.fromEntries(DEMO_ACTORS.map((who, i) => [who, row.expect[i]])));
  });

  it('perm_codes hold exactly the permissions the matrix grants, and a missing one always means 1003', async () => {
    for (const [i, who] of DEMO_ACTORS.entries()) {
      const info = await ctx.api.get('/account_info', { token: await ctx.api.login(who, DEMO_PASSWORD[who]) });
      const codes: string[] = info.data.perm_codes;
      for (const row of ROWS) {
        const allowedSomewhere = ROWS.some((r) => r.permission === row.permission && r.expect[i] !== 1003);
        expect(codes.includes(row.permission), `${who} ${row.permission}`).toBe(allowedSomewhere);
        if (!codes.includes(row.permission)) expect(row.expect[i], `${who} ${row.action}`).toBe(1003);
      }
    }
  });
});
