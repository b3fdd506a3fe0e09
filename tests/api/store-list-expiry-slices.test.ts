/**
 * The store list's active, expired and expiring-within stores by every sort but the expiry: read
 * month of expiry by month and merged (server/routes/store/expiry-slices.ts), the answer is the
 * one an ordered walk of every store gives, page by page, for the operator and for a dealer.
 */
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';
import { newBrand } from '../support/merchant';
import { allStorePages } from '../support/store-pages';

const ctx = useDemoServer(['admin', 'dealer1']);

const FILTERS: { query: Record<string, string | number>; where: string }[] = [
  { query: { status: 'active' }, where: `expire_at > now()` },
  { query: { status: 'expired' }, where: `expire_at <= now()` },
  { query: { expire_within_days: 200 }, where: `expire_at > now() and expire_at <= now() + interval '200 days'` },
  // within the days whose matches were sorted whole: sliced too, and before them
  { query: { expire_within_days: 90 }, where: `expire_at > now() and expire_at <= now() + interval '90 days'` },
];
const SLICED_SORTS = ['created_at', 'id', 'name', 'country', 'tables'];
const SORTS = SLICED_SORTS.flatMap((sort) => ['asc', 'desc'].map((order) => ({ sort, order })));

/**
 * Stores of a new brand of the operator's, expiring from 14 months ago to 14 months ahead, created
 * in another order, some at one instant, their names, countries and tables in yet other orders.
 */
async function spreadStores() {
  const brand = await ctx.api.post('/company/create', newBrand({ country: 'ID' }), { token: ctx.token.admin });
  await ctx.w.sql(
    `insert into stores (company_id, org_id, name, country, tables, activated_at, expire_at, created_at)
     select $1, $2, 'Spread ' || (g * 29) % 150, (array['ID', 'MY', 'TR'])[1 + g % 3], g % 7, now() - interval '1 year',
            now() + make_interval(days => (g * 37) % 850 - 425, secs => g),
            now() - make_interval(days => (g * 53) % 97, secs => 0) - case when g % 5 = 0 then interval '0' else make_interval(secs => g) end
       from generate_series(1, 150) g`,
    [brand.data.id, ctx.w.org.op],
  );
}

/** Every page of `query` (`size` rows each) as the caller `token` sees them, joined. */
const allPages = (token: string, query: Record<string, string | number>, size: number) => allStorePages(ctx.api, token, query, size);

describe('GET /store/list by status and creation order', () => {
  it('answers the rows, order and totals of an ordered walk, every page, for every status and expiry filter and each way', async () => {
    await spreadStores();
    for (const filter of FILTERS)
      for (const { sort, order } of SORTS) {
        const expected = (await ctx.w.sql(`select name from stores where ${filter.where} order by ${sort} ${order}, id ${order}`)).rows.map(
          (r) => r.name,
        );
        expect(expected.length).toBeGreaterThan(10);
        const answer = await allPages(ctx.token.admin, { ...filter.query, sort, order }, 7);
        expect({ filter: filter.query, sort, order, names: answer.names }).toEqual({ filter: filter.query, sort, order, names: expected });
        expect(answer.total).toBe(expected.length);
      }
  });

  it("answers a dealer its own stores in the same order (its query walks the sort's index)", async () => {
    const expected = (
      await ctx.w.sql(
        `select s.name from stores s join orgs o on o.id = s.org_id
          where o.path like (select path || '%' from orgs where id = $1) and s.expire_at > now() order by s.created_at asc, s.id asc`,
        [ctx.w.org.id1],
      )
    ).rows.map((r) => r.name);
    expect(expected.length).toBeGreaterThan(0);
    expect((await allPages(ctx.token.dealer1, { status: 'active', sort: 'created_at', order: 'asc' }, 2)).names).toEqual(expected);
  });

  it("reads the page's ids month by month from the expiry-month indexes, not by walking the sort's index", async () => {
    const pool = ctx.server.server.database.pool;
    const sent: { text: string; values: unknown[] }[] = [];
    const query = pool.query.bind(pool);
    pool.query = ((config: { text: string; values?: unknown[] }, values?: unknown[]) => {
      // the statements of the page's ids (the rows of those ids are read by id afterwards)
      if (typeof config === 'object' && /from stores s/.test(config.text) && !/__capped_total/.test(config.text))
        sent.push({ text: config.text, values: values ?? config.values ?? [] });
      return query(config as never, values as never);
    }) as typeof pool.query;
    try {
      for (const sort of SLICED_SORTS)
        await ctx.api.get('/store/list', { token: ctx.token.admin, query: { status: 'expired', sort, order: 'desc', page: 2, size: 5 } });
    } finally {
      pool.query = query;
    }
    expect(sent).toHaveLength(SLICED_SORTS.length);
    const client = await pool.connect();
    try {
      // a demo database is small enough to be read whole: the planner is asked for its index plan
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const plans = [];
      for (const { text, values } of sent)
        plans.push((await client.query(`explain ${text}`, values)).rows.map((r) => r['QUERY PLAN']).join('\n'));
      // a demo database's statistics may pick any month index (which one, EXPLAIN at scale shows)
      for (const plan of plans) expect(plan).toMatch(/Function Scan on generate_series[\s\S]*stores_expiry_month_\w+_idx/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
