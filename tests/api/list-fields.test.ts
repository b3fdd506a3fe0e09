/**
 * `fields` on every list: only those fields of each row and its id, the same rows, order and total,
 * still only what the caller sees; an unknown field refused; without it, the rows as they were.
 */
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin', 'dealer1']);

const PAGE = { page: 1, size: 50, sort: 'name', order: 'asc' } as const;

describe('GET /<res>/list?fields=', () => {
  it('answers only the fields asked for and the id, the rows the caller sees, in the same order and total', async () => {
    const whole = await ctx.api.get('/store/list', { token: ctx.token.dealer1, query: PAGE });
    const some = await ctx.api.get('/store/list', { token: ctx.token.dealer1, query: { ...PAGE, fields: 'name,status,org_name' } });
    expect(some.code).toBe(0);
    expect(some.data.list.length).toBeGreaterThan(0);
    for (const row of some.data.list) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'org_name', 'status']);
    const picked = whole.data.list.map(({ id, name, status, org_name }: Record<string, unknown>) => ({ id, name, status, org_name }));
    expect(some.data.list).toEqual(picked);
    expect(some.data.total).toBe(whole.data.total);
    // still the dealer's stores only: the operator's list, asked for the same field, holds other dealers' too
    const operator = await ctx.api.get('/store/list', { token: ctx.token.admin, query: { ...PAGE, size: 100, fields: 'name' } });
    expect(operator.data.total).toBeGreaterThan(some.data.total);
    const dealerIds = new Set(some.data.list.map((row: { id: number }) => row.id));
    expect(operator.data.list.some((row: { id: number }) => !dealerIds.has(row.id))).toBe(true);
  });

  it('is understood by the list of every resource', async () => {
    const dealers = await ctx.api.get('/distributor/list', { token: ctx.token.admin, query: { page: 1, size: 5, fields: 'name' } });
    expect(dealers.data.list.length).toBeGreaterThan(0);
    for (const row of dealers.data.list) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
  });

  it('refuses a name that is no field of the list’s rows (1001 fields)', async () => {
    // address_secret is no field; business_hours is the store's, but not its list rows'
    for (const fields of ['', 'address_secret', 'name,,status', 'name;status', 'business_hours']) {
      const answer = await ctx.api.get('/store/list', { token: ctx.token.dealer1, query: { ...PAGE, fields } });
      expect([answer.status, answer.code, String(answer.reason).split('/')[0]], fields).toEqual([400, 1001, 'fields']);
    }
  });
});
