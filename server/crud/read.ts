/** Reading through a `Source`: a page of a list with its total, and one record or 1004. */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { read } from '../db/direct-read';
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

/** The select list of a page's rows: `fields` (and the id) when asked, else every field of the list's rows. */
function pageColumns(source: Source, fields: readonly string[] | undefined): SQL {
  if (!fields || !source.listFields) return source.listColumns ?? source.columns;
  const listFields = source.listFields;
  return sql.join(
    [...new Set(['id', ...fields])].map((field) => listFields[field]),
    sql`, `,
  );
}

/** The rows of a page's `ids` still matching `where`, in the page's order, each carrying the capped total. */
export function pageRows(
  source: Source,
  where: SQL,
  ids: number[],
  { expr, dir }: { expr: SQL; dir: SQL },
  fields?: readonly string[],
): SQL {
  return sql`select ${pageColumns(source, fields)}, ${cappedCount(source, where)} as ${sql.raw(TOTAL_COLUMN)}
    from ${source.from}
    where ${source.id} = any(${sql.param(ids)}::int[]) and ${where}
    order by ${expr} ${dir}, ${source.id} ${dir}`;
}

/**
 * One page ordered by the whitelisted sort field, then the id (offset paging, unique tie-breaker),
 * with its total counted up to a cap (total.ts). Two statements: the page's ids, from the filter and
 * sort columns alone (./page-ids.ts), which PostgreSQL plans for the request's values (where the
 * matches lie decides between walking the sort's index and sorting them); then the rows of those
 * ids still matching `where` (a row that left the caller's view in between is not answered), every
 * row carrying the total, a statement whose plan suits any values, so that PostgreSQL plans it once
 * per connection, not per request: planning one statement that read `stores` thrice cost more than
 * running it (docs/decisions/0017-list-throughput-against-directus.md). A page past the last row
 * (no row to carry the total) costs a count of its own. `seesAll`: the caller sees every row, and `where` holds the request's filters
 * alone. `fields`: only these fields of each row, and its id.
 */
export async function readPage<T>(
  db: DbOrTx,
  source: Source,
  where: SQL,
  params: PageParams & Record<string, unknown>,
  { seesAll = false, fields }: { seesAll?: boolean; fields?: readonly string[] } = {},
) {
  const sort = sortOf(source, params.sort, params.order);
  const ids = (await read<{ id: number }>(db, pageIds(source, where, { params, sort, seesAll }))).rows.map((row) => row.id);
  const rows = ids.length === 0 ? [] : (await read(db, pageRows(source, where, ids, sort, fields))).rows;
  let counted: number;
  if (rows.length > 0) counted = rows[0][TOTAL_COLUMN] as number;
  else if (params.page === 1 && ids.length === 0) counted = 0;
  else counted = (await read<{ total: number }>(db, sql`select ${cappedCount(source, where)} as total`)).rows[0].total;
  // The total is each row's last column: deleting it gives the row back the shape pg's other rows
  // share, where a copy without it would be a slow dictionary object to serialise.
  for (const row of rows) delete row[TOTAL_COLUMN];
  const list = rows as T[];
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
