/**
 * Rules about dealers that the routes under server/routes/distributor apply: who may edit or
 * disable a dealer, who it may be assigned to, and how a disable holds at the level that made it.
 */
import { sql } from 'drizzle-orm';
import type { Distributor } from '../../resources/distributor';
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

/** Whether an actor of `actorLevel` may enable a dealer last disabled by `disabledByLevel`. */
export function mayEnable(actorLevel: number, disabledByLevel: number | null | undefined): boolean {
  return disabledByLevel === null || disabledByLevel === undefined || disabledByLevel >= actorLevel;
}

/**
 * A disable holds at the level that made it: a dealer the operator disabled is enabled again only by
 * the operator, not by its level-1 parent. Records the level on disable; checks it on enable.
 */
export async function holdDisableLevel(tx: Tx, actor: Actor, dealerId: number, status: 'valid' | 'invalid') {
  if (status === 'valid') {
    const { rows } = await tx.execute<{ level: number | null }>(sql`select disabled_by_level as level from orgs where id = ${dealerId}`);
    if (!mayEnable(actor.orgLevel, rows[0]?.level)) throw noPermission();
  }
  await tx.execute(sql`update orgs set disabled_by_level = ${status === 'invalid' ? actor.orgLevel : null} where id = ${dealerId}`);
}
