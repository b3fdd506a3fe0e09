/**
 * The store list's name search as slices (server/crud/source.ts, Slices): every match of a prefix
 * shares the head of its lowered name with the lowered prefix, and the indexes
 * stores_name_head_<sort>_idx list each head's stores in every sort's order
 * (docs/decisions/0013-store-status-by-creation.md).
 */
import { sql } from 'drizzle-orm';
import { storeList } from '../../../resources/store/list';
import type { Slices } from '../../crud/source';
import { NAME_HEAD, NAME_HEAD_LENGTH } from '../../db/schema';

/**
 * The one head a name search's matches lie in, when its prefix is at least a head long (lowering
 * never shortens a text) and the only filter; else none (a short prefix spans many heads).
 */
export function nameSlices(values: Record<string, unknown>): Slices | undefined {
  const { name } = values;
  if (typeof name !== 'string' || [...name].length < NAME_HEAD_LENGTH) return undefined;
  const others = Object.keys(storeList.filters).filter((filter) => filter !== 'name' && values[filter] !== undefined);
  if (others.length > 0) return undefined;
  return {
    key: NAME_HEAD(sql`s.name`),
    keys: sql`(values (${NAME_HEAD(sql`${name}::text`)}))`,
    sorts: ['created_at', 'id', 'name', 'country', 'tables', 'expire_at'],
    table: sql`stores s`,
  };
}
