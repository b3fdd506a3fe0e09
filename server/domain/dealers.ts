/**
 * Rules about dealers that the routes under server/routes/distributor apply: who may edit or
 * disable a dealer, who it may be assigned to, and how a disable holds at the level that made it.
 */
import { sql } from 'drizzle-orm';
import { mayEnable, type Distributor } from '../../resources/distributor';
import type { Actor } from '../auth/actor';
import type { Tx } from '../db';
import { invalidParam, noPermission } from '../errors';

/** A dealer is managed from above: the caller sees its own org but does not edit or disable it. */
export function assertBelowCaller(actor: Pick<Actor, 'orgId'>, dealer: Pick<Distributor, 'id'>) {
  if (dealer.id === actor.orgId) throw noPermission();
}

/**
 * The org level of a new dealer and the country rule: a level-1 dealer's tree stays in its
 * country, so its level-2 dealers take its country (1001 on `country` otherwise).
 */
export function newDealerLevel(actor: Pick<Actor, 'orgLevel' | 'country'>, country: string): number {
  const level = actor.orgLevel + 1;
  if (level === 2 && country !== actor.country) throw invalidParam('country');
  return level;
}

/**
 * `owner_staff_id` assigns a record to an employee of the caller's own org (a valid account); only
 * admins and managers assign.
 */
export async function checkOwner(tx: Tx, actor: Actor, ownerId: number | null | undefined) {
  if (ownerId === undefined) return;
  if (actor.role === 'staff') throw noPermission(); // not even to clear an assignment
  if (ownerId === null) return;
  const { rows } = await tx.execute(sql`select 1 from staff where id = ${ownerId} and org_id = ${actor.orgId} and status = 'valid'`);
  if (rows.length === 0) throw invalidParam('owner_staff_id');
}

/**
 * A disable holds at the level that made it (`mayEnable`, resources/distributor/disabled-by.ts): a
 * dealer the operator disabled is enabled again only by the operator, not by its level-1 parent.
 * A real disable records the disabling org and its level; an enable checks them and clears them.
 */
export async function holdDisableLevel(
  tx: Tx,
  actor: Actor,
  dealer: Pick<Distributor, 'id' | 'status' | 'disabled_by'>,
  status: 'valid' | 'invalid',
) {
  if (status === dealer.status) return; // nothing changes: an earlier disable keeps its author
  if (status === 'valid' && !mayEnable(actor.orgLevel, dealer.disabled_by)) throw noPermission();
  const disabling = status === 'invalid';
  await tx.execute(
    sql`update orgs set disabled_by_level = ${disabling ? actor.orgLevel : null}, disabled_by_org_id = ${disabling ? actor.orgId : null} where id = ${dealer.id}`,
  );
}
