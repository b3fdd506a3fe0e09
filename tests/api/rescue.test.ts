/** Account rescue: the operator, or a dealer's parent, resets and re-enables the admin accounts of the dealers below. */
import { describe, expect, it } from 'vitest';
import { ApiClient, md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1', 'dealer2']);

describe('GET /distributor/admins and POST /distributor/rescue', () => {
  it("lets a level-1 dealer reset its level-2 dealer's admin password: audited, the admin's tokens revoked", async () => {
    const victim = await new ApiClient(ctx.server.api).login('dealer2', 'dealer123');
    const admins = await ctx.api.get('/distributor/admins', { token: ctx.token.dealer1, query: { id: ctx.w.org.id2 } });
    expect(admins.data.map((a: { account: string }) => a.account)).toEqual(['dealer2']);
    const answer = await ctx.api.post(
      '/distributor/rescue',
      { id: ctx.w.org.id2, staff_id: ctx.w.staff('dealer2'), new_password: md5('rescued-123') },
      { token: ctx.token.manager1 },
    );
    expect(answer).toMatchObject({ code: 0, data: { account: 'dealer2', status: 'valid' } });
    expect((await ctx.api.get('/account_info', { token: victim })).code).toBe(8);
    expect((await ctx.api.post('/login', { account: 'dealer2', password: md5('dealer123') })).code).toBe(2005);
    expect((await ctx.api.post('/login', { account: 'dealer2', password: md5('rescued-123') })).code).toBe(0);
    const audit = await ctx.api.get('/audit/list', { token: ctx.token.admin, query: { action: 'rescue' } });
    expect(audit.data.list[0]).toMatchObject({ resource: 'staff', record_id: ctx.w.staff('dealer2'), staff_account: 'manager1' });
    expect(JSON.stringify(audit.data.list[0].changes)).not.toContain('password');
  });

  it('lets the operator re-enable a disabled admin of any dealer', async () => {
    const id = ctx.w.staff('dealer_tr');
    await ctx.w.sql(`update staff set status = 'invalid' where id = $1`, [id]);
    expect((await ctx.api.post('/login', { account: 'dealer_tr', password: md5('dealer123') })).code).toBe(2010);
    const answer = await ctx.api.post('/distributor/rescue', { id: ctx.w.org.tr1, staff_id: id, enable: true }, { token: ctx.token.admin });
    expect(answer).toMatchObject({ code: 0, data: { status: 'valid' } });
    expect((await ctx.api.post('/login', { account: 'dealer_tr', password: md5('dealer123') })).code).toBe(0);
  });

  it('refuses anyone else: another tree (1004), its own org or a non-admin (1003), the staff role (1003), an empty or foreign request (1001)', async () => {
    const body = (id: number, staffId: number) => ({ id, staff_id: staffId, enable: true });
    expect(
      (await ctx.api.post('/distributor/rescue', body(ctx.w.org.tr1, ctx.w.staff('dealer_tr')), { token: ctx.token.dealer1 })).code,
    ).toBe(1004);
    expect(
      (await ctx.api.post('/distributor/rescue', body(ctx.w.org.id1, ctx.w.staff('dealer1')), { token: ctx.token.manager1 })).code,
    ).toBe(1003);
    expect((await ctx.api.post('/distributor/rescue', body(ctx.w.org.id2, ctx.w.staff('staff2')), { token: ctx.token.dealer1 })).code).toBe(
      1003,
    );
    expect((await ctx.api.post('/distributor/rescue', body(ctx.w.org.id2, ctx.w.staff('dealer2')), { token: ctx.token.staff1 })).code).toBe(
      1003,
    );
    const level2 = await ctx.api.login('dealer2', 'rescued-123'); // its password since the first test
    expect((await ctx.api.post('/distributor/rescue', body(ctx.w.org.id2, ctx.w.staff('dealer2')), { token: level2 })).code).toBe(1003);
    expect(
      (await ctx.api.post('/distributor/rescue', body(ctx.w.org.id2, ctx.w.staff('dealer_tr')), { token: ctx.token.admin })).code,
    ).toBe(1001);
    const empty = await ctx.api.post(
      '/distributor/rescue',
      { id: ctx.w.org.id2, staff_id: ctx.w.staff('dealer2') },
      { token: ctx.token.dealer1 },
    );
    expect(empty.code).toBe(1001);
  });
});
