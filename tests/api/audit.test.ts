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

  it('is for operator admins only', async () => {
    const opstaff = await ctx.api.login('opstaff', 'dealer123');
    expect((await ctx.api.get('/audit/list', { token: opstaff })).code).toBe(1003);
  });
});
