/**
 * `ids` on every list: only the records named, still only those the caller sees and that match the
 * filters (the web's "select all matching" reads the stores off the page this way), validated.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from '../../resources/limits';
import { useDemoServer } from '../support/demo-world';
import { storeId } from '../support/merchant';

const ctx = useDemoServer(['admin', 'dealer1']);

const names = (answer: { data: { list: { name: string }[] } }) => answer.data.list.map((row) => row.name).sort();

describe('GET /<res>/list?ids=', () => {
  it('answers only the records named, within the caller’s view and the filters', async () => {
    const mine = await storeId(ctx.w, 'Kopi Kita Sudirman');
    const alsoMine = await storeId(ctx.w, 'Kopi Kita Senayan');
    const others = await storeId(ctx.w, 'Pelita Bangsar');
    const ids = [mine, alsoMine, others].join(',');
    const dealer = await ctx.api.get('/store/list', { token: ctx.token.dealer1, query: { ids, page: 1, size: 20 } });
    expect(names(dealer)).toEqual(['Kopi Kita Senayan', 'Kopi Kita Sudirman']);
    expect(dealer.data.total).toBe(2);
    const operator = await ctx.api.get('/store/list', { token: ctx.token.admin, query: { ids, page: 1, size: 20 } });
    expect(names(operator)).toEqual(['Kopi Kita Senayan', 'Kopi Kita Sudirman', 'Pelita Bangsar']);
    const filtered = await ctx.api.get('/store/list', { token: ctx.token.admin, query: { ids, name: 'pelita', page: 1, size: 20 } });
    expect(names(filtered)).toEqual(['Pelita Bangsar']);
    // the same on a list of another resource
    const dealers = await ctx.api.get('/distributor/list', {
      token: ctx.token.admin,
      query: { ids: String(ctx.w.org.id1), page: 1, size: 20 },
    });
    expect(dealers.data.list.map((row: { id: number }) => row.id)).toEqual([ctx.w.org.id1]);
  });

  it('refuses ids that are not 1 to the maximum positive integers joined with commas (1001 ids)', async () => {
    const tooMany = Array.from({ length: PAGE_SIZE_MAX + 1 }, (_, i) => i + 1).join(',');
    for (const ids of ['', 'a', '1,,2', '0', '-1', '1;2', tooMany]) {
      const answer = await ctx.api.get('/store/list', { token: ctx.token.dealer1, query: { ids, page: 1, size: 20 } });
      expect([answer.status, answer.code, String(answer.reason).split('/')[0]], ids.slice(0, 20)).toEqual([400, 1001, 'ids']);
    }
  });
});
