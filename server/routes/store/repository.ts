/**
 * Stores as the shared CRUD helpers read them: the SQL source (who sees which stores is the
 * declaration's `org_tree_owned` on the store's org, `so`). The status
 * is read from `expire_at` at the time of the request (resources/store/lifecycle.ts), so a store
 * expires without any job; its time zone and currency come from its country.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COUNTRIES, timeZoneOf, type Country } from '../../../resources/countries';
import { storeResource, type StoreStatus } from '../../../resources/store';
import type { Actor } from '../../auth/actor';
import { defineRepository } from '../../crud/repository';
import { sourceOf } from '../../crud/select';
import { inCountries } from '../../crud/source';
import { expirySlices } from './expiry-slices';
import { nameSlices } from './name-slices';

/** A field of the store's country (`timezone`, `currency`), from the one list of countries. */
const countryField = (field: 'timezone' | 'currency'): SQL =>
  sql`case s.country ${sql.join(
    COUNTRIES.map((c: Country) => sql`when ${c.code} then ${c[field]}`),
    sql` `,
  )} else 'UTC' end`;

/** The status as of now, read from `expire_at`. */
export const storeStatus = sql`case when s.expire_at is null then 'wait_activate' when s.expire_at > now() then 'active' else 'expired' end`;

/** The expiry as sorted and filtered, the far past when empty: one expression, served by stores_expiry_idx for both. */
const EXPIRY = sql`coalesce(s.expire_at, '-infinity'::timestamptz)`;

/** Each status as a range of the expiry (a store never activated has the far past). */
const STATUS_WHERE: Record<StoreStatus, SQL> = {
  // both forms: the first is the waiting stores' partial indexes' condition, the second the expiry index's
  wait_activate: sql`s.expire_at is null and ${EXPIRY} = '-infinity'::timestamptz`,
  active: sql`${EXPIRY} > now()`,
  expired: sql`${EXPIRY} > '-infinity'::timestamptz and ${EXPIRY} <= now()`,
};

/**
 * The stores whose licence ended on `day` on the clock of `timeZone`, up to now: a range of the
 * expiry index (the bell's `expired` items group by the same day, server/reminders/items.ts).
 */
const expiredOn = (timeZone: string) => (day: string) => {
  const start = (offset: number) => sql`(${day}::date + ${offset}::int)::timestamp at time zone ${timeZone}`;
  return sql`${EXPIRY} >= ${start(0)} and ${EXPIRY} < ${start(1)} and ${EXPIRY} <= now()`;
};

/**
 * Matches sorted, not walked to (Source.narrow): the stores expiring within up to this many days,
 * or those that ended on one day, a few percent of all and among the oldest, by any sort but the
 * expiry (whose index range is already that order); a name search sorted by name, whose matches
 * sit together in the name's order, after every name before them.
 */
const NARROW_EXPIRY_DAYS = 90;
const fewExpiries = (values: Record<string, unknown>) =>
  (typeof values.expire_within_days === 'number' && values.expire_within_days <= NARROW_EXPIRY_DAYS) || values.expired_on !== undefined;
const narrow = (values: Record<string, unknown>) =>
  (fewExpiries(values) && values.sort !== 'expire_at') || (typeof values.name === 'string' && values.name !== '' && values.sort === 'name');

const source = sourceOf(storeResource, {
  alias: 's',
  // Filters read the store itself; visibility its org. A left join (every store has its org): when
  // nothing but the answer's org_name reads the org (the operator sees every store), PostgreSQL
  // leaves the join out of the page's ids, which an index then gives alone, without the table.
  from: sql`stores s left join orgs so on so.id = s.org_id`,
  orgAlias: 'so',
  // Names of other tables are subqueries: the planner computes them only for the rows of the page,
  // after sorting and paging, however many rows the filters match.
  computed: {
    company_name: sql`(select c.name from companies c where c.id = s.company_id)`,
    org_name: sql`so.name`,
    timezone: countryField('timezone'),
    currency: countryField('currency'),
    version_name: sql`(select v.name || ' ' || v.version_no from versions v where v.id = s.version_id)`,
    status: storeStatus,
  },
  sorts: { expire_at: EXPIRY },
  narrow,
  slices: (values) => expirySlices(values) ?? nameSlices(values),
  filters: {
    status: (value) => STATUS_WHERE[value],
    countries: inCountries(sql`s.country`),
    expire_within_days: (days) => sql`${EXPIRY} > now() and ${EXPIRY} <= now() + make_interval(days => ${days})`,
    // UTC here; each caller's own country's clock in `sourceFor`
    expired_on: expiredOn('UTC'),
  },
});

export const storeRepo = defineRepository(storeResource, {
  source,
  /** `expired_on` is a day on the caller's clock, as the bell's items are (server/reminders/items.ts). */
  sourceFor: (actor: Actor) => ({ ...source, filters: { ...source.filters, expired_on: expiredOn(timeZoneOf(actor.country)) } }),
});
