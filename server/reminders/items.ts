/**
 * The reminders of one account (docs/domain.md, Reminders), computed at the time of the request from
 * what the account sees (the store list's own visibility, the dealers of its org's tree): licences
 * entering the 30-, 7- and 1-day windows, grouped per last day; licences ended since `expiredSince`,
 * grouped per day; dealers below their quota or SMS threshold. Nothing is stored but what was read.
 */
import { sql, type SQL } from 'drizzle-orm';
import { timeZoneOf } from '../../resources/countries';
import { EXPIRED_LOOKBACK_DAYS, EXPIRY_WINDOWS, type ReminderItem } from '../../resources/reminders';
import type { Actor } from '../auth/actor';
import { inSubtree } from '../crud/visibility';
import type { DbOrTx } from '../db';
import { storeRepo } from '../routes/store/repository';

/** How many store names an item carries (the rest is its count). */
const NAMES_PER_ITEM = 5;

type StoreGroup = { day: string; local_days: number; count: number; stores: { id: number; name: string }[] };
type LowOrg = { id: number; name: string; remaining_quota: number; sms_balance: number; quota_threshold: number; sms_threshold: number };

const blank = { window: null, days: null, count: 0, stores: [], org_id: null, org_name: null, balance: null, threshold: null, read: false };

/** The smallest window holding a licence whose last day is `localDays` calendar days from today. */
const windowOf = (localDays: number) => [...EXPIRY_WINDOWS].sort((a, b) => a - b).find((w) => localDays <= w) ?? EXPIRY_WINDOWS[0];

async function storeGroups(db: DbOrTx, actor: Actor, tz: string, where: SQL): Promise<StoreGroup[]> {
  const { rows } = await db.execute<StoreGroup>(sql`
    select to_char(e.day, 'YYYY-MM-DD') as day, (e.day - e.today)::int as local_days, count(*)::int as count,
           to_jsonb((array_agg(jsonb_build_object('id', e.id, 'name', e.name) order by e.expire_at, e.id))[1:${NAMES_PER_ITEM}::int]) as stores
      from (select s.id, s.name, s.expire_at, (s.expire_at at time zone ${tz})::date as day, (now() at time zone ${tz})::date as today
              from ${storeRepo.source.from}
             where ${storeRepo.visible(actor)} and ${where}) e
     group by e.day, e.today order by e.day`);
  return rows;
}

async function lowOrgs(db: DbOrTx, actor: Actor): Promise<LowOrg[]> {
  // the `staff` role is reminded of its stores only: balances are its admins' and managers' business
  if (actor.role === 'staff') return [];
  const { rows } = await db.execute<LowOrg>(sql`
    select o.id, o.name, o.remaining_quota, o.sms_balance, r.quota_threshold, r.sms_threshold
      from orgs o join reminder_settings r on r.org_id = o.id
     where ${inSubtree(actor, sql`o.path`)} and o.type = 'dealer' and o.status = 'valid'
       and (o.remaining_quota < r.quota_threshold or o.sms_balance < r.sms_threshold)
     order by o.path`);
  return rows;
}

/** Today on the clock of the account's country. */
async function todayIn(db: DbOrTx, tz: string): Promise<string> {
  const { rows } = await db.execute<{ today: string }>(sql`select to_char((now() at time zone ${tz})::date, 'YYYY-MM-DD') as today`);
  return rows[0].today;
}

/** Every reminder of `actor` now, `read: false`; licences ended after `expiredSince` (at most 30 days back). */
export async function remindersOf(db: DbOrTx, actor: Actor, expiredSince: Date): Promise<ReminderItem[]> {
  const tz = timeZoneOf(actor.country);
  const since = new Date(Math.max(expiredSince.getTime(), Date.now() - EXPIRED_LOOKBACK_DAYS * 86_400_000));
  const longest = Math.max(...EXPIRY_WINDOWS);
  const [expiring, expired, orgs, today] = await Promise.all([
    storeGroups(
      db,
      actor,
      tz,
      sql`s.expire_at > now() and (s.expire_at at time zone ${tz})::date <= (now() at time zone ${tz})::date + ${longest}::int`,
    ),
    storeGroups(db, actor, tz, sql`s.expire_at > ${since.toISOString()}::timestamptz and s.expire_at <= now()`),
    lowOrgs(db, actor),
    todayIn(db, tz),
  ]);
  const items: ReminderItem[] = [];
  for (const g of expiring) {
    const window = windowOf(g.local_days);
    // the store list's "Expiring within" that holds the whole of that day
    items.push({
      ...blank,
      key: `expiring:${window}:${g.day}`,
      kind: 'expiring',
      day: g.day,
      window,
      days: g.local_days + 1,
      count: g.count,
      stores: g.stores,
    });
  }
  for (const g of expired.reverse())
    items.push({ ...blank, key: `expired:${g.day}`, kind: 'expired', day: g.day, count: g.count, stores: g.stores });
  for (const o of orgs) {
    const low = (kind: 'quota_low' | 'sms_low', balance: number, threshold: number) => {
      if (balance < threshold)
        items.push({ ...blank, key: `${kind}:${o.id}:${today}`, kind, day: today, org_id: o.id, org_name: o.name, balance, threshold });
    };
    low('quota_low', o.remaining_quota, o.quota_threshold);
    low('sms_low', o.sms_balance, o.sms_threshold);
  }
  return items;
}

/** The end of the account's previous visit: the last use of its sessions begun before this one. */
export async function previousVisitOf(db: DbOrTx, actor: Actor): Promise<Date> {
  const { rows } = await db.execute<{ at: string | null }>(sql`
    select max(t.last_used_at)::text as at from tokens t
     where t.staff_id = ${actor.staffId} and t.id <> ${actor.tokenId}
       and t.created_at <= (select created_at from tokens where id = ${actor.tokenId})`);
  return rows[0]?.at ? new Date(rows[0].at) : new Date(0);
}

/** The items with `read` set from the account's read marks; and how many are unread. */
export async function withReadMarks(
  db: DbOrTx,
  staffId: number,
  items: ReminderItem[],
): Promise<{ items: ReminderItem[]; unread: number }> {
  if (items.length === 0) return { items, unread: 0 };
  const { rows } = await db.execute<{ item_key: string }>(sql`
    select item_key from reminder_reads where staff_id = ${staffId} and item_key in (${sql.join(
      items.map((i) => sql`${i.key}`),
      sql`, `,
    )})`);
  const read = new Set(rows.map((r) => r.item_key));
  const marked = items.map((item) => ({ ...item, read: read.has(item.key) }));
  return { items: marked, unread: marked.filter((item) => !item.read).length };
}
