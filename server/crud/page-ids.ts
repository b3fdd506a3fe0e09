/**
 * The ids of a list's page, in its order, from the filter and sort columns alone (an index can
 * answer them); server/crud/read.ts then reads the full rows of those ids only
 * (docs/decisions/0003-store-list-at-scale.md). Three shapes, by where the matches lie.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Source } from './source';

export interface PageOf {
  /** The request's filter values, page and size. */
  params: Record<string, unknown> & { page: number; size: number };
  /** The sort's name, expression and direction (source.ts, sortOf). */
  sort: { name: string; expr: SQL; dir: SQL };
  /** Whether the caller sees every row: `where` is then the filters alone. */
  seesAll: boolean;
}

export function pageIds(source: Source, where: SQL, { params, sort, seesAll }: PageOf): SQL {
  const { expr, dir } = sort;
  const offset = (params.page - 1) * params.size;
  const slices = seesAll ? source.slices?.(params) : undefined;
  if (slices?.sorts.includes(sort.name))
    // matches in long runs of the sort's order, but ordered within each slice by its index: the
    // first rows of every slice, merged (before narrow: they cost less than all the matches)
    return sql`select paged.id from ${slices.keys} as slice(key) cross join lateral (
        select ${source.id} as id, ${expr} as sort_key from ${slices.table} where ${slices.key} = slice.key and ${where}
        order by ${expr} ${dir}, ${source.id} ${dir} limit ${offset + params.size}) as paged
      order by paged.sort_key ${dir}, paged.id ${dir} limit ${params.size} offset ${offset}`;
  if (source.narrow?.(params))
    // few matches, placed anywhere in the sort's order: sorted; the subquery's offset 0 keeps the
    // planner from reading it in the sort's order
    return sql`select matched.id from (select ${source.id} as id, ${expr} as sort_key from ${source.from} where ${where} offset 0) as matched
      order by matched.sort_key ${dir}, matched.id ${dir} limit ${params.size} offset ${offset}`;
  // the sort's index, walked
  return sql`select ${source.id} from ${source.from} where ${where}
    order by ${expr} ${dir}, ${source.id} ${dir} limit ${params.size} offset ${offset}`;
}
