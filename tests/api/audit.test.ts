/** The audit trail: a row for every write, with who, what, which record and the changed fields; `GET /audit/list`. */
import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin', 'dealer1']);

const audit = (query: Record<string, string | number>) => ctx.api.get('/audit/list', { token: ctx.token.admin, query });

describe('GET /audit/list', () => {
  it('records every write of dealers and employees, newest first, and filters them', async () => {
    const dealer = await ctx.api.post(
      '/distributor/create',
      {
        name: 'Audited Dealer',
        country: 'ID',
        contact_name: 'A',
        contact_phone: '1',
        admin_account: 'audited_admin',
        admin_password: md5('secret-pass'),
      },
      { token: ctx.token.dealer1 },
    );
    const id = dealer.data.id;
    await ctx.api.post('/distributor/update', { id, name: 'Audited Dealer 2' }, { token: ctx.token.dealer1 });
    await ctx.api.post('/distributor/quota', { id, change: 3, remark: 'audit' }, { token: ctx.token.dealer1 });
    await ctx.api.post('/distributor/setting', { id, allowed_version_ids: [1] }, { token: ctx.token.dealer1 });
    await ctx.api.post('/distributor/status', { id, status: 'invalid' }, { token: ctx.token.dealer1 });
    const staff = await ctx.api.post(
      '/staff/create',
      { account: 'audited.staff', name: 'S', role: 'staff', password: md5('p4ss') },
      { token: ctx.token.dealer1 },
    );
    await ctx.api.post('/staff/update', { id: staff.data.id, name: 'S2' }, { token: ctx.token.dealer1 });
    await ctx.api.post('/staff/status', { id: staff.data.id, status: 'invalid' }, { token: ctx.token.dealer1 });
    await ctx.api.post('/staff/reset_password', { id: staff.data.id, new_password: md5('n3w') }, { token: ctx.token.dealer1 });

    const forDealer = await audit({ resource: 'distributor', record_id: id });
    expect(forDealer.data.list.map((e: { action: string }) => e.action)).toEqual(['status', 'setting', 'quota', 'update', 'create']);
    const [status, setting, quota, update, create] = forDealer.data.list;
    expect(status).toMatchObject({
      staff_id: ctx.w.staff('dealer1'),
      staff_account: 'dealer1',
      org_id: ctx.w.org.id1,
      changes: { status: { before: 'valid', after: 'invalid' } },
    });
    expect(setting.changes.allowed_version_ids).toEqual({ before: [1, 2, 3, 4], after: [1] });
    expect(quota.changes).toMatchObject({ quota: { before: 0, after: 3 }, remaining_quota: { before: 0, after: 3 } });
    expect(update.changes).toEqual({ name: { before: 'Audited Dealer', after: 'Audited Dealer 2' } });
    expect(create.changes).toMatchObject({
      name: { before: null, after: 'Audited Dealer' },
      admin_account: { before: null, after: 'audited_admin' },
    });
    expect(create.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const forStaff = await audit({ resource: 'staff', record_id: staff.data.id });
    expect(forStaff.data.list.map((e: { action: string }) => e.action)).toEqual(['reset_password', 'status', 'update', 'create']);
    const everything = JSON.stringify([forDealer.data, forStaff.data]);
    expect(everything).not.toContain(md5('secret-pass'));
    expect(everything).not.toContain('argon2');

    const byAction = await audit({ action: 'reset_password' });
    expect(byAction.data.list.every((e: { action: string }) => e.action === 'reset_password')).toBe(true);
    const byStaff = await audit({ staff_id: ctx.w.staff('dealer1'), size: 3, page: 2 });
    expect(byStaff.data).toMatchObject({ total: 9, page: 2, size: 3 });
    expect(byStaff.data.list).toHaveLength(3);
  });

  it('writes nothing and audits nothing for an update or status change that changes nothing', async () => {
    const staff = await ctx.api.post(
      '/staff/create',
      { account: 'noop.staff', name: 'Same', role: 'staff', password: md5('p4ss') },
      { token: ctx.token.dealer1 },
    );
    const id = staff.data.id;
    const same = await ctx.api.post('/staff/update', { id, name: 'Same', role: 'staff' }, { token: ctx.token.dealer1 });
    expect(same).toMatchObject({ code: 0, data: { id, name: 'Same' } });
    expect((await ctx.api.post('/staff/status', { id, status: 'valid' }, { token: ctx.token.dealer1 })).code).toBe(0);
    const partly = await ctx.api.post('/staff/update', { id, name: 'Same', phone: '123' }, { token: ctx.token.dealer1 });
    expect(partly.data.phone).toBe('123');
    const entries = (await audit({ resource: 'staff', record_id: id })).data.list;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(entries[0].changes).toEqual({ phone: { before: '', after: '123' } });
  });

  it('is for admins only: the operator’s, and each dealer’s', async () => {
    const opstaff = await ctx.api.login('opstaff', 'dealer123');
    expect((await ctx.api.get('/audit/list', { token: opstaff })).code).toBe(1003);
    const manager = await ctx.api.login('manager1', 'dealer123');
    expect((await ctx.api.get('/audit/list', { token: manager })).code).toBe(1003);
  });

  it('shows a dealer the entries of its own tree only, with the names of the records', async () => {
    const [store] = (await ctx.w.sql(`select id from stores where name = 'Bakso Pak Kumis Blok M'`)).rows;
    const [turkish] = (await ctx.w.sql(`select id from stores where name = 'Boyoz Evi Alsancak'`)).rows;
    const dealer2 = await ctx.api.login('dealer2', 'dealer123');
    const dealerTr = await ctx.api.login('dealer_tr', 'dealer123');
    expect((await ctx.api.post('/store/update', { id: store.id, contact_name: 'Kumis' }, { token: dealer2 })).code).toBe(0);
    expect((await ctx.api.post('/store/update', { id: turkish.id, contact_name: 'Boyoz' }, { token: dealerTr })).code).toBe(0);
    const seenBy = async (token: string, query: Record<string, string | number> = {}) =>
      (await ctx.api.get('/audit/list', { token, query: { size: 100, ...query } })).data.list as {
        staff_account: string;
        resource: string;
        record_id: number;
        record_name: string;
        org_name: string;
      }[];

    const byDealer1 = await seenBy(ctx.token.dealer1);
    expect(byDealer1.some((e) => e.record_id === store.id && e.staff_account === 'dealer2')).toBe(true);
    expect(byDealer1.some((e) => e.resource === 'store' && e.record_id === turkish.id)).toBe(false);
    expect(new Set(byDealer1.map((e) => e.org_name))).toEqual(new Set(['Nusantara POS Partners', 'Jakarta Selatan Reseller']));
    const byDealer2 = await seenBy(dealer2);
    expect(byDealer2.map((e) => e.staff_account)).toEqual(['dealer2']);
    expect(byDealer2[0]).toMatchObject({
      record_id: store.id,
      record_name: 'Bakso Pak Kumis Blok M',
      org_name: 'Jakarta Selatan Reseller',
    });
    expect((await seenBy(dealerTr)).map((e) => e.record_name)).toEqual(['Boyoz Evi Alsancak']);
    // the operator sees everyone's
    const byAdmin = await seenBy(ctx.token.admin, { resource: 'store' });
    expect(byAdmin.map((e) => e.staff_account)).toEqual(expect.arrayContaining(['dealer2', 'dealer_tr']));

    // filters: the acting account's start, a time range
    expect((await seenBy(ctx.token.admin, { staff_account: 'DEALER_T' })).map((e) => e.staff_account)).toEqual(['dealer_tr']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await seenBy(ctx.token.admin, { created_from: future })).toEqual([]);
    expect((await seenBy(ctx.token.admin, { created_to: future, resource: 'store' })).length).toBe(byAdmin.length);
    expect(await seenBy(ctx.token.admin, { created_to: '2000-01-01T00:00:00Z' })).toEqual([]);
  });
});
