/**
 * The store list's status and expiring-within filters as slices (server/crud/source.ts, Slices):
 * their matches are a range of the expiry, which the months of the expiry cover, and the indexes
 * stores_expiry_month_<sort>_idx list each month's stores by every sort but the expiry's own
 * (docs/decisions/0013-store-status-by-creation.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import { storeList } from '../../../resources/store/list';
import type { Slices } from '../../crud/source';

/** A time's month, as the indexes compute it (UTC, whatever the session's time zone). */
const monthOf = (time: SQL) => sql`date_trunc('month', (${time}) at time zone 'UTC')`;
const MONTH = monthOf(sql`s.expire_at`);
const NOW = monthOf(sql`now()`);
/** The earliest and the latest month of any expiry (the indexes' first and last entries). */
const FIRST = sql`(select min(${MONTH}) from stores s)`;
const LAST = sql`(select max(${MONTH}) from stores s)`;

const EXPIRY_FILTERS: readonly string[] = ['status', 'expire_within_days'];

/**
 * The months a request's active or expired stores, or those expiring within N days, expire in.
 * None when another filter narrows the stores too (its own index then leads), or for the waiting
 * stores (no expiry: partial indexes of their own).
 */
export function expirySlices(values: Record<string, unknown>): Slices | undefined {
  const others = Object.keys(storeList.filters).filter((name) => !EXPIRY_FILTERS.includes(name) && values[name] !== undefined);
  if (others.length > 0) return undefined;
  const ranges: [SQL, SQL][] = [];
  if (values.status === 'active') ranges.push([NOW, LAST]);
  if (values.status === 'expired') ranges.push([FIRST, NOW]);
  if (typeof values.expire_within_days === 'number')
    ranges.push([NOW, monthOf(sql`now() + make_interval(days => ${values.expire_within_days})`)]);
  if (ranges.length === 0) return undefined;
  // both filters: the months of both ranges
  const from = sql`greatest(${sql.join(
    ranges.map(([first]) => first),
    sql`, `,
  )})`;
  const to = sql`least(${sql.join(
    ranges.map(([, last]) => last),
    sql`, `,
  )})`;
  return {
    key: MONTH,
    keys: sql`generate_series(${from}, ${to}, interval '1 month')`,
    sorts: ['created_at', 'id', 'name', 'country', 'tables'],
    table: sql`stores s`,
  };
}
