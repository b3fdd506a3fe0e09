/**
 * The `total` of a list page, capped so that a million matching rows never make every page slow:
 * rows are counted up to TOTAL_CAP exactly; beyond it the answer says `total: TOTAL_CAP` and
 * `total_capped: true` (there are more), and the client shows "1,000+" and still pages on. The cap
 * bounds the count's cost by what one page costs (docs/decisions/0003-store-list-at-scale.md).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { Paged } from '../http/envelope';
import type { Source } from './source';

export const TOTAL_CAP = 1_000;

/** A scalar subquery: the number of rows matching `where`, counting no further than TOTAL_CAP + 1. */
export function cappedCount(source: Pick<Source, 'from'>, where: SQL): SQL {
  return sql`(select count(*)::int from (select 1 from ${source.from} where ${where} limit ${TOTAL_CAP + 1}) as counted)`;
}

/** `total` and `total_capped` of an answer from the capped count. */
export function totalOf(counted: number): { total: number; total_capped: boolean } {
  return counted > TOTAL_CAP ? { total: TOTAL_CAP, total_capped: true } : { total: counted, total_capped: false };
}

/** Paged list data with the capped total: `{list, total, total_capped, page, size}`. */
export function PagedWithTotal<T extends TSchema>(item: T) {
  return Type.Object({ ...Paged(item).properties, total_capped: Type.Boolean() });
}
