/**
 * How a resource is read from SQL: the select list (aliased to the API's field names), the from
 * clause, the id (unique tie-breaker of every order), the sortable fields, and the filters. A
 * resource declares one `Source`; list, detail, export and writes all read through it.
 */
import type { Static, TProperties } from '@sinclair/typebox';
import { and, sql, type SQL } from 'drizzle-orm';

/** Filter name -> condition for its value (typed from the list's TypeBox filters). */
export type FilterSql<F extends TProperties> = { [K in keyof F]: (value: Static<F[K]>) => SQL | undefined };
type AnyFilterSql = Record<string, (value: never) => SQL | undefined>;

export interface Source<Filters extends AnyFilterSql = AnyFilterSql> {
  /** `select` list: expressions aliased to the API field names. */
  columns: SQL;
  /** The list's and the export's select list, when their rows carry fewer fields than the record (resources/list.ts, listItem). */
  listColumns?: SQL;
  /** Each field of the list's rows as a select-list entry, for a page that asks for some of them only (`fields`). */
  listFields?: Record<string, SQL>;
  /** `from` clause with its joins; the main table's alias is `lockAlias`. */
  from: SQL;
  /** Alias of the main table, whose row a write locks (`for update of <alias>`). */
  lockAlias: string;
  /** Alias of the joined `orgs` row the record belongs to, for the org-tree visibility rules (./visibility.ts). */
  orgAlias?: string;
  /** The unique id: key of detail and tie-breaker of every order. */
  id: SQL;
  /** Sortable fields, API name -> expression. Never null (keyset paging compares them). */
  sorts: Record<string, SQL>;
  defaultSort: string;
  /**
   * Whether the filters of a request select few rows whose place in a sort's index no statistic
   * tells (the stores expiring soon are among the oldest): the page's ids are then sorted from the
   * filters' own index, rather than found by walking the sort's index past every other row.
   */
  narrow?: (values: Record<string, unknown>) => boolean;
  /** Whether a request's matches lie in a few slices that an index lists in a sort's order (Slices). */
  slices?: (values: Record<string, unknown>) => Slices | undefined;
  filters: Filters;
}

/**
 * Where the matches of a request lie: among a few values of one key, with an index (key, sort, id)
 * for each of `sorts`. A page is then the first rows of each slice, merged, rather than a walk of
 * the sort's index past long runs of rows that do not match (server/crud/page-ids.ts). Only for a
 * caller who sees every row, whose query holds the filters alone.
 */
export interface Slices {
  /** The slice of a row: the indexed expression. */
  key: SQL;
  /** A set-returning expression: every value of `key` a match may have (more do no harm). */
  keys: SQL;
  /** The sorts whose index leads with `key`. */
  sorts: readonly string[];
  /** The main table alone, under its alias: the filters read nothing else, and its indexes answer alone. */
  table: SQL;
}

export type Order = 'asc' | 'desc';

/** Conditions joined with `and`; `true` when there are none. */
export function allOf(...conditions: (SQL | undefined)[]): SQL {
  return and(...conditions) ?? sql`true`;
}

/** The condition of every filter the caller gave (absent and undefined values are skipped). */
export function filterWhere(source: Source, values: Record<string, unknown>): SQL {
  const conditions = Object.keys(source.filters).map((name) => {
    const value = values[name];
    return value === undefined ? undefined : source.filters[name](value as never);
  });
  return allOf(...conditions);
}

/** The sort expression and direction of a request (whitelisted: unknown names were refused by the schema). */
export function sortOf(source: Source, sort: string | undefined, order: Order | undefined) {
  const name = sort && sort in source.sorts ? sort : source.defaultSort;
  return { name, expr: source.sorts[name], dir: order === 'asc' ? sql.raw('asc') : sql.raw('desc'), order: order ?? 'desc' };
}

/**
 * Case-insensitive prefix match (served by a `lower(x) text_pattern_ops` index). Both sides are
 * lowered by PostgreSQL, never one by JavaScript: their rules differ (Turkish `İ` lowers to `i̇` in
 * JavaScript), and a name must find itself however it is cased.
 */
export function startsWithIgnoringCase(expr: SQL, value: string): SQL | undefined {
  if (value === '') return undefined;
  return sql`lower(${expr}) like (lower(${likeLiteral(value)}) || '%')`;
}

/** Case-insensitive match of a part anywhere in the text (served by a `lower(x) gin_trgm_ops` index). */
export function containsIgnoringCase(expr: SQL, value: string): SQL {
  return sql`lower(${expr}) like ('%' || lower(${likeLiteral(value)}) || '%')`;
}

/** `value` matched as itself in a LIKE pattern: its wildcards and escapes escaped. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const equals = (expr: SQL) => (value: unknown) => sql`${expr} = ${value}`;

/** Only the records named (a list's `ids` as `1,2,3`, an export's as an array); none named: no condition. */
export function idIn(source: Pick<Source, 'id'>, ids: string | readonly number[] | undefined): SQL | undefined {
  if (ids === undefined) return undefined;
  const list = typeof ids === 'string' ? ids.split(',').map(Number) : ids;
  return sql`${source.id} in (${sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** One or more country codes, as `ID,TR` (a query string) or an array (an export body); none: no condition. */
export const inCountries = (expr: SQL) => (value: string | readonly string[]) => {
  const codes = typeof value === 'string' ? value.split(',').filter(Boolean) : value;
  if (codes.length === 0) return undefined;
  // one country as an equality: an index led by the country then gives the rows in a sort's order
  return codes.length === 1 ? sql`${expr} = ${codes[0]}` : sql`${expr} = any(${sql.param(codes)}::text[])`;
};

/** A timestamp as the API answers it: ISO 8601 UTC with milliseconds (`2025-01-31T08:00:00.000Z`). */
export const iso = (expr: SQL) => sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
