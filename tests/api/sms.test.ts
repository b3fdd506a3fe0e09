/** SMS movements: brand recharges from the caller's balance (61002), dealer top-ups, the race, the list and its scope. */
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';
import { brandId } from '../support/merchant';
import { postExport } from '../support/xlsx';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1', 'dealer2']);

const balanceOf = async (table: 'orgs' | 'companies', id: number) =>
  (await ctx.w.sql(`select sms_balance from ${table} where id = $1`, [id])).rows[0].sms_balance as number;
const recordCount = async () => Number((await ctx.w.sql('select count(*) from sms_records')).rows[0].count);

describe('POST /sms/recharge', () => {
  it("moves SMS from the caller's org to a brand it sees, recorded and audited", async () => {
    const brand = await brandId(ctx.w, 'Warung Sederhana');
    const [dealerBefore, brandBefore] = [await balanceOf('orgs', ctx.w.org.id1), await balanceOf('companies', brand)];
    const answer = await ctx.api.post('/sms/recharge', { company_id: brand, count: 150 }, { token: ctx.token.manager1 });
    expect(answer).toMatchObject({ code: 0, data: { id: brand, sms_balance: brandBefore + 150 } });
    expect(await balanceOf('orgs', ctx.w.org.id1)).toBe(dealerBefore - 150);
    const list = await ctx.api.get('/sms/list', { token: ctx.token.dealer1, query: { company_id: brand } });
    expect(list.data.list[0]).toMatchObject({
      kind: 'recharge',
      org_id: ctx.w.org.id1,
      org_name: 'Nusantara POS Partners',
      company_name: 'Warung Sederhana',
      count: 150,
      org_balance_after: dealerBefore - 150,
      target_balance_after: brandBefore + 150,
      staff_name: 'Siti Rahayu',
    });
    const audit = await ctx.api.get('/audit/list', {
      token: ctx.token.admin,
      query: { resource: 'company', record_id: brand, action: 'sms_recharge' },
    });
    expect(audit.data.list[0].changes).toEqual({ sms_balance: { before: brandBefore, after: brandBefore + 150 } });
  });

  it('refuses more than the payer holds (61002) and writes nothing', async () => {
    const brand = await brandId(ctx.w, 'Bakso Pak Kumis');
    const [payer, target, records] = [await balanceOf('orgs', ctx.w.org.id2), await balanceOf('companies', brand), await recordCount()];
    const answer = await ctx.api.post('/sms/recharge', { company_id: brand, count: payer + 1 }, { token: ctx.token.dealer2 });
    expect(answer.code).toBe(61002);
    expect([await balanceOf('orgs', ctx.w.org.id2), await balanceOf('companies', brand), await recordCount()]).toEqual([
      payer,
      target,
      records,
    ]);
  });

  it('never overdraws under concurrent recharges: sums are conserved', async () => {
    const brand = await brandId(ctx.w, 'Bakso Pak Kumis');
    await ctx.w.sql('update orgs set sms_balance = 1000 where id = $1', [ctx.w.org.id2]);
    const before = await balanceOf('companies', brand);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => ctx.api.post('/sms/recharge', { company_id: brand, count: 100 }, { token: ctx.token.dealer2 })),
    );
    const granted = answers.filter((a) => a.code === 0).length;
    expect(granted).toBe(10);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 61002)).toBe(true);
    expect(await balanceOf('orgs', ctx.w.org.id2)).toBe(0);
    expect(await balanceOf('companies', brand)).toBe(before + 1000);
  });

  it('lets the operator recharge without limit, and keeps brands of another tree out of reach (1004)', async () => {
    const turkish = await brandId(ctx.w, 'Kebapçı Halil');
    const before = await balanceOf('companies', turkish);
    expect((await ctx.api.post('/sms/recharge', { company_id: turkish, count: 999_999 }, { token: ctx.token.admin })).code).toBe(0);
    expect(await balanceOf('companies', turkish)).toBe(before + 999_999);
    expect((await ctx.api.post('/sms/recharge', { company_id: turkish, count: 1 }, { token: ctx.token.dealer1 })).code).toBe(1004);
  });

  it('is for admins and managers (1003 for the staff role) and validates its body (1001)', async () => {
    const brand = await brandId(ctx.w, 'Warung Sederhana');
    expect((await ctx.api.post('/sms/recharge', { company_id: brand, count: 1 }, { token: ctx.token.staff1 })).code).toBe(1003);
    for (const body of [
      { company_id: brand, count: 0 },
      { company_id: brand, count: 1.5 },
      { company_id: brand },
      { company_id: brand, count: 1, x: 1 },
    ]) {
      expect((await ctx.api.post('/sms/recharge', body, { token: ctx.token.dealer1 })).code).toBe(1001);
    }
  });
});

describe('POST /sms/topup', () => {
  it('moves SMS from a dealer to its direct child only (1003 otherwise) or from the operator to any dealer, 61002 when short', async () => {
    const before = await balanceOf('orgs', ctx.w.org.id2);
    const answer = await ctx.api.post('/sms/topup', { org_id: ctx.w.org.id2, count: 50 }, { token: ctx.token.dealer1 });
    expect(answer).toMatchObject({ code: 0, data: { id: ctx.w.org.id2, sms_balance: before + 50 } });
    const byOperator = await ctx.api.post('/sms/topup', { org_id: ctx.w.org.id2, count: 5 }, { token: ctx.token.admin });
    expect(byOperator).toMatchObject({ code: 0, data: { sms_balance: before + 55 } });
    // a dealer does not even see its parent: 1004
    expect((await ctx.api.post('/sms/topup', { org_id: ctx.w.org.id1, count: 5 }, { token: ctx.token.dealer2 })).code).toBe(1004);
    expect((await ctx.api.post('/sms/topup', { org_id: ctx.w.org.tr1, count: 5 }, { token: ctx.token.dealer1 })).code).toBe(1004);
    const held = await balanceOf('orgs', ctx.w.org.id1);
    expect((await ctx.api.post('/sms/topup', { org_id: ctx.w.org.id2, count: held + 1 }, { token: ctx.token.dealer1 })).code).toBe(61002);
    const list = await ctx.api.get('/sms/list', { token: ctx.token.dealer2, query: { kind: 'topup' } });
    expect(list.data.list.map((r: { count: number }) => r.count)).toEqual(expect.arrayContaining([50, 5]));
    expect(list.data.list[0]).toMatchObject({ kind: 'topup', to_org_id: ctx.w.org.id2, company_id: null });
  });
});

describe('GET /sms/list', () => {
  it('shows each caller the movements of its own view only, and exports them', async () => {
    const turkish = await brandId(ctx.w, 'Kebapçı Halil');
    const mine = await ctx.api.get('/sms/list', { token: ctx.token.dealer1, query: { size: 100 } });
    expect(mine.data.list.some((r: { company_id: number }) => r.company_id === turkish)).toBe(false);
    const all = await ctx.api.get('/sms/list', { token: ctx.token.admin, query: { company_id: turkish } });
    expect(all.data.total).toBeGreaterThan(0);
    const staff = await ctx.api.get('/sms/list', { token: ctx.token.staff1, query: { size: 100 } });
    expect(staff.data.list.every((r: { kind: string }) => r.kind === 'recharge')).toBe(true);
    const file = await postExport(ctx.server.api, '/sms/export', { kind: 'recharge' }, ctx.token.dealer1);
    expect(file.rows[0]).toContain('SMS');
    expect(file.rows[1]).toContain('Brand recharge');
    expect(file.rows.length - 1).toBe(
      (await ctx.api.get('/sms/list', { token: ctx.token.dealer1, query: { kind: 'recharge' } })).data.total,
    );
  });
});

describe("a movement's payer balance", () => {
  it('is shown to the payer and the orgs above it, null to a dealer its parent topped up', async () => {
    const held = await balanceOf('orgs', ctx.w.org.id1);
    expect((await ctx.api.post('/sms/topup', { org_id: ctx.w.org.id2, count: 3 }, { token: ctx.token.dealer1 })).code).toBe(0);
    const brand = await brandId(ctx.w, 'Bakso Pak Kumis');
    expect((await ctx.api.post('/sms/recharge', { company_id: brand, count: 1 }, { token: ctx.token.dealer2 })).code).toBe(0);
    const ownBalance = await balanceOf('orgs', ctx.w.org.id2);
    const newest = async (who: string, kind: string) =>
      (await ctx.api.get('/sms/list', { token: ctx.token[who], query: { kind, org_id: ctx.w.org.id2 } })).data.list[0];
    // the parent's top-up: the child sees the movement, not what its parent holds
    expect(await newest('dealer2', 'topup')).toMatchObject({ org_id: ctx.w.org.id1, count: 3, org_balance_after: null });
    for (const who of ['dealer1', 'admin']) {
      expect(await newest(who, 'topup')).toMatchObject({ org_id: ctx.w.org.id1, count: 3, org_balance_after: held - 3 });
    }
    // its own recharge: its own balance, seen by itself and those above it
    for (const who of ['dealer2', 'dealer1', 'admin']) {
      expect(await newest(who, 'recharge')).toMatchObject({ org_id: ctx.w.org.id2, count: 1, org_balance_after: ownBalance });
    }
  });
});
