/**
 * SMS balances (docs/domain.md, SMS): a recharge moves SMS from the paying org to a brand, a top-up
 * from a dealer (or the operator) to its direct child, each in the caller's transaction with its
 * record. The payer's balance is taken by a conditional update (`… where sms_balance >= n`), never
 * read-then-write, so concurrent movements cannot overdraw it: the loser gets 61002 and, its
 * transaction rolled back, nothing is written. The operator's supply is unlimited.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../resources/errors';
import type { Tx } from '../db';
import { smsRecords } from '../db/schema';
import { ApiError, noPermission } from '../errors';

export interface SmsPayer {
  orgId: number;
  /** The operator: its supply is unlimited, its balance never changes. */
  unlimited: boolean;
}

/** Takes `n` SMS from the payer; answers its balance after, or null when unlimited. */
async function pay(tx: Tx, payer: SmsPayer, n: number): Promise<number | null> {
  if (payer.unlimited) return null;
  const { rows } = await tx.execute<{ balance: number }>(sql`update orgs set sms_balance = sms_balance - ${n}
    where id = ${payer.orgId} and sms_balance >= ${n} returning sms_balance as balance`);
  if (rows.length === 0) throw new ApiError(ErrorCode.SmsNotEnough);
  return rows[0].balance;
}

/** A dealer's balance is topped up by its parent, or by the operator (any dealer): 1003 otherwise. */
export function assertTopsUp(actor: { orgType: string; orgId: number }, dealer: { parent_id: number | null }) {
  if (actor.orgType !== 'op' && dealer.parent_id !== actor.orgId) throw noPermission();
}

export async function rechargeBrand(tx: Tx, payer: SmsPayer, move: { companyId: number; count: number; staffId: number }) {
  const orgBalanceAfter = await pay(tx, payer, move.count);
  const { rows } = await tx.execute<{ balance: number }>(
    sql`update companies set sms_balance = sms_balance + ${move.count} where id = ${move.companyId} returning sms_balance as balance`,
  );
  await tx.insert(smsRecords).values({
    kind: 'recharge',
    orgId: payer.orgId,
    companyId: move.companyId,
    count: move.count,
    orgBalanceAfter,
    targetBalanceAfter: rows[0].balance,
    staffId: move.staffId,
  });
}

export async function topUpDealer(tx: Tx, payer: SmsPayer, move: { orgId: number; count: number; staffId: number }) {
  const orgBalanceAfter = await pay(tx, payer, move.count);
  const { rows } = await tx.execute<{ balance: number }>(
    sql`update orgs set sms_balance = sms_balance + ${move.count} where id = ${move.orgId} returning sms_balance as balance`,
  );
  await tx.insert(smsRecords).values({
    kind: 'topup',
    orgId: payer.orgId,
    toOrgId: move.orgId,
    count: move.count,
    orgBalanceAfter,
    targetBalanceAfter: rows[0].balance,
    staffId: move.staffId,
  });
}
