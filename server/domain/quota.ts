/**
 * Account quota movements between a dealer and its direct child, and the accounts its stores use
 * (docs/domain.md, Account quota). Each movement runs inside the caller's transaction with its
 * quota-log row. Counters are guarded by conditional updates (`… where remaining_quota >= n`), never
 * read-then-write, so concurrent moves cannot drive a remaining quota below zero: the loser gets
 * 61001. Rows are locked descendant first,
 * then ancestor (the order every multi-org write keeps), so opposite moves between the same pair
 * cannot deadlock. The operator's supply is unlimited: its row is never locked nor changed.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../resources/errors';
import type { Tx } from '../db';
import { insertMany } from '../db/insert-many';
import { quotaLog } from '../db/schema';
import { ApiError } from '../errors';

export interface QuotaMove {
  parentId: number;
  /** The operator: its supply is unlimited. */
  parentUnlimited: boolean;
  childId: number;
  /** > 0 allocates to the child; < 0 reclaims the child's unused accounts. */
  change: number;
  remark: string;
  staffId: number;
}

/** 61001 naming the dealer whose accounts are short, what it has left and what was needed. */
async function notEnough(tx: Tx, orgId: number, needed: number) {
  const { rows } = await tx.execute<{ name: string; remaining_quota: number }>(
    sql`select name, remaining_quota from orgs where id = ${orgId}`,
  );
  const [org] = rows;
  const args = { dealer: org?.name ?? '', remaining: org?.remaining_quota ?? 0, needed };
  return new ApiError(ErrorCode.QuotaNotEnough, undefined, { message: 'errors.quota_short', args });
}

async function take(tx: Tx, orgId: number, n: number, alsoQuota: boolean) {
  const quota = alsoQuota ? sql`, quota = quota - ${n}` : sql``;
  const { rows } = await tx.execute(sql`update orgs set remaining_quota = remaining_quota - ${n}${quota}
    where id = ${orgId} and remaining_quota >= ${n} returning id`);
  if (rows.length === 0) throw await notEnough(tx, orgId, n);
}

async function give(tx: Tx, orgId: number, n: number, alsoQuota: boolean) {
  const quota = alsoQuota ? sql`, quota = quota + ${n}` : sql``;
  await tx.execute(sql`update orgs set remaining_quota = remaining_quota + ${n}${quota} where id = ${orgId}`);
}

export async function moveQuota(tx: Tx, move: QuotaMove): Promise<void> {
  const n = Math.abs(move.change);
  await tx.execute(sql`select 1 from orgs where id = ${move.childId} for update`);
  if (!move.parentUnlimited) await tx.execute(sql`select 1 from orgs where id = ${move.parentId} for update`);
  if (move.change > 0) {
    if (!move.parentUnlimited) await take(tx, move.parentId, n, false);
    await give(tx, move.childId, n, true);
  } else {
    if (!move.parentUnlimited) await give(tx, move.parentId, n, false);
    await take(tx, move.childId, n, true);
  }
  const allocate = move.change > 0;
  await tx.insert(quotaLog).values({
    kind: allocate ? 'allocate' : 'reclaim',
    fromOrgId: allocate ? move.parentId : move.childId,
    toOrgId: allocate ? move.childId : move.parentId,
    change: n,
    remark: move.remark,
    staffId: move.staffId,
  });
}

export interface LicenceConsumption {
  /** The store's dealer (or the operator, whose supply is unlimited). */
  orgId: number;
  storeId: number;
  kind: 'activate' | 'renew';
  years: number;
  staffId: number;
}

/**
 * A store's activation or renewal uses `years` accounts of its dealer (one per year), guarded like
 * every movement (61001 when short, nothing written), and logged with the store. The operator's
 * own stores use none: their log row says 0 (the store's renewal records keep the years).
 */
export async function consumeLicence(tx: Tx, use: LicenceConsumption): Promise<void> {
  const { rows } = await tx.execute<{ type: string }>(sql`select type from orgs where id = ${use.orgId}`);
  const unlimited = rows[0]?.type === 'op';
  if (!unlimited) await take(tx, use.orgId, use.years, false);
  await tx.insert(quotaLog).values({
    kind: use.kind,
    fromOrgId: use.orgId,
    storeId: use.storeId,
    change: unlimited ? 0 : use.years,
    staffId: use.staffId,
  });
}

/**
 * Several stores' licences bought at once (an import): the accounts of all of them taken from the
 * dealer in one guarded update (61001 when short, naming what is left and what was needed), and a
 * log row per store. Two such purchases on one dealer queue on its row and never overdraw it.
 */
export async function consumeLicences(
  tx: Tx,
  orgId: number,
  uses: readonly { storeId: number; years: number }[],
  staffId: number,
): Promise<void> {
  if (uses.length === 0) return;
  const { rows } = await tx.execute<{ type: string }>(sql`select type from orgs where id = ${orgId}`);
  const unlimited = rows[0]?.type === 'op';
  if (!unlimited)
    await take(
      tx,
      orgId,
      uses.reduce((sum, use) => sum + use.years, 0),
      false,
    );
  await insertMany(
    tx,
    quotaLog,
    uses.map((use) => ({ kind: 'activate', fromOrgId: orgId, storeId: use.storeId, change: unlimited ? 0 : use.years, staffId })),
  );
}
