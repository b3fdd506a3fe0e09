/**
 * The store list's name search by every sort, for the operator: read from the head of the lowered
 * name (server/routes/store/name-slices.ts), the answer is the one an ordered walk of every store
 * gives, page by page, whatever the case of the names and of the prefix, and whether the prefix is
 * as long as the head, longer, or shorter (not sliced).
 */
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';
import { newBrand } from '../support/merchant';
import { allStorePages } from '../support/store-pages';

const ctx = useDemoServer(['admin']);

const PREFIXES = ['kop', 'KOPI', 'kopi s', 'ko'];
const SORTS = ['created_at', 'id', 'name', 'country', 'tables', 'expire_at'].flatMap((sort) =>
  ['asc', 'desc'].map((order) => ({ sort, order })),
);

/** Stores of a new brand whose names share a head in several cases, with their other sort keys in other orders. */
async function headStores() {
  const brand = await ctx.api.post('/company/create', newBrand({ country: 'ID' }), { token: ctx.token.admin });
  await ctx.w.sql(
    `insert into stores (company_id, org_id, name, country, tables, activated_at, expire_at, created_at)
     select $1, $2, (array['Kopi Station ', 'KOPI susu ', 'kopitiam ', 'Kopaja ', 'Koala '])[1 + g % 5] || (g * 29) % 150,
            (array['ID', 'MY', 'TR'])[1 + g % 3], g % 7, now() - interval '1 year',
            case when g % 4 = 0 then null else now() + make_interval(days => (g * 37) % 850 - 425) end,
            now() - make_interval(days => (g * 53) % 97) - case when g % 5 = 0 then interval '0' else make_interval(secs => g) end
       from generate_series(1, 150) g`,
    [brand.data.id, ctx.w.org.op],
  );
}

/** Every page of `query` (`size` rows each) as the operator sees them, joined. */
const allPages = (query: Record<string, string | number>, size: number) => allStorePages(ctx.api, ctx.token.admin, query, size);

describe('GET /store/list by a name prefix and every sort', () => {
  it('answers the rows, order and totals of an ordered walk, every page, each way', async () => {
    await headStores();
    for (const name of PREFIXES)
      for (const { sort, order } of SORTS) {
        const key = sort === 'expire_at' ? `coalesce(expire_at, '-infinity')` : sort;
        const expected = (
          await ctx.w.sql(`select name from stores where lower(name) like lower($1) || '%' order by ${key} ${order}, id ${order}`, [name])
        ).rows.map((r) => r.name);
        expect(expected.length).toBeGreaterThan(10);
        const answer = await allPages({ name, sort, order }, 9);
        expect({ name, sort, order, names: answer.names }).toEqual({ name, sort, order, names: expected });
        expect(answer.total).toBe(expected.length);
      }
  });
});
