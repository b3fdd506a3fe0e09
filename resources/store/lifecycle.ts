/**
 * A store's licence over time (docs/domain.md "Brands and stores"), as pure functions of its dates so that
 * no scheduled job is needed: `wait_activate` until activated, `active` until `expire_at`, `expired`
 * from then on. Buying years (activate, renew) extends from the later of now and the current expiry;
 * data may be cleared within two calendar months of creation. Calendars are the store's local ones.
 */
import { addLocalMonths } from '../zoned-time';

export const STORE_STATUSES = ['wait_activate', 'active', 'expired'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** A renewal record: `renewal` while the years it bought have not begun, `finish` once they have. */
export const RENEWAL_STATUSES = ['renewal', 'finish'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/** Years bought by one activation or renewal, at most. */
export const LICENCE_YEARS_MAX = 10;
/** Calendar months after its creation during which a store's data may be cleared. */
export const CLEAR_DATA_MONTHS = 2;

type Instant = Date | string | null | undefined;
const dateOf = (value: Instant) => (value === null || value === undefined ? null : new Date(value));

/** The status of a store with this expiry at `now`. */
export function storeStatusAt(expireAt: Instant, now = new Date()): StoreStatus {
  const expiry = dateOf(expireAt);
  if (!expiry) return 'wait_activate';
  return expiry > now ? 'active' : 'expired';
}

/** The status of a renewal record whose years begin at `startsAt`. */
export function renewalStatusAt(startsAt: Instant, now = new Date()): RenewalStatus {
  const start = dateOf(startsAt);
  return start && start > now ? 'renewal' : 'finish';
}

/** When the years bought now begin: the current expiry while it is ahead, else now (activation, or an expired store). */
export function licenceStart(expireAt: Instant, now = new Date()): Date {
  const expiry = dateOf(expireAt);
  return expiry && expiry > now ? expiry : now;
}

/** The expiry after buying `years` now, counted on the store's local calendar. */
export function expiryAfter(expireAt: Instant, years: number, timeZone: string, now = new Date()): Date {
  return addLocalMonths(licenceStart(expireAt, now), 12 * years, timeZone);
}

/** The last instant at which a store created at `createdAt` may have its data cleared. */
export function clearDataDeadline(createdAt: Date | string, timeZone: string): Date {
  return addLocalMonths(new Date(createdAt), CLEAR_DATA_MONTHS, timeZone);
}

/** Whether the store's data may be cleared at `now`: not yet cleared, and still within the window. */
export function clearDataRefusal(
  store: { created_at: Date | string; data_cleared_at: Instant },
  timeZone: string,
  now = new Date(),
): 'cleared' | 'too_old' | undefined {
  if (dateOf(store.data_cleared_at)) return 'cleared';
  if (now > clearDataDeadline(store.created_at, timeZone)) return 'too_old';
  return undefined;
}
