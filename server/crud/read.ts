/** Reading through a `Source`: a page of a list with its total, and one record or 1004. */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { notFound } from '../errors';
import { sortOf, type Order, type Source } from './source';
import { pageIds } from './page-ids';
import { cappedCount, totalOf } from './total';

export interface PageParams {
  page: number;
  size: number;
  sort?: string;
  order?: Order;
}

/** Column of a page's rows carrying the capped total (an uncorrelated subquery: counted once per query). */
const TOTAL_COLUMN = '__capped_total';

/**
 * One page ordered by the whitelisted sort field, then the id (offset paging, unique tie-breaker),
 * with its total counted up to a cap (total.ts), in one query: every row carries the total. The page
 * is picked by id before its rows are read (a deferred join, ./page-ids.ts). Only a page past the
 * last row (no row to carry it) costs a second query. `seesAll`: the caller sees every row, and
 * `where` holds the request's filters alone.
 */
export async function readPage<T>(
  db: DbOrTx,
  source: Source,
  where: SQL,
  params: PageParams & Record<string, unknown>,
  { seesAll = false }: { seesAll?: boolean } = {},
) {
  const { name, expr, dir } = sortOf(source, params.sort, params.order);
  const ids = pageIds(source, where, { params, sort: { name, expr, dir }, seesAll });
  const page = await db.execute<
    Record<string, unknown>
  >(sql`select ${source.listColumns ?? source.columns}, ${cappedCount(source, where)} as ${sql.raw(TOTAL_COLUMN)}
      from ${source.from}
      where ${source.id} in (${ids})
      order by ${expr} ${dir}, ${source.id} ${dir}`);
  let counted: number;
  if (page.rows.length > 0) counted = page.rows[0][TOTAL_COLUMN] as number;
  else if (params.page === 1) counted = 0;
  else counted = (await db.execute<{ total: number }>(sql`select ${cappedCount(source, where)} as total`)).rows[0].total;
  const list = page.rows.map(({ [TOTAL_COLUMN]: _total, ...row }) => row as T);
  return {
    list,
    ...totalOf(counted),
    page: params.page,
    size: params.size,
  };
}

/** The record `id` when `where` holds for it; else 1004. `lock` takes its row lock for a write. */
export async function readOne<T>(db: DbOrTx, source: Source, where: SQL, id: number, lock = false): Promise<T> {
  const forUpdate = lock ? sql` for update of ${sql.raw(source.lockAlias)}` : sql``;
  const result = await db.execute(sql`select ${source.columns} from ${source.from}
    where ${source.id} = ${id} and ${where}${forUpdate}`);
  if (result.rows.length === 0) throw notFound();
  return result.rows[0] as T;
}
