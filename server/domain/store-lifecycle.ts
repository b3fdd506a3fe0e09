/**
 * A store's licence (docs/domain.md "Brands and stores"): `activate` a store waiting for it, `renew` one
 * that was activated, each buying `years` from the later of now and its expiry. The accounts come
 * from the store's dealer in the same transaction (61001 when short: nothing written), logged with
 * the store, and each purchase leaves a renewal record. The status itself is read from `expire_at`.
 */
import { timeZoneOf } from '../../resources/countries';
import { expiryAfter, renewalStatusAt, storeStatusAt, type Store } from '../../resources/store';
import type { Actor } from '../auth/actor';
import type { Tx } from '../db';
import { storeRenewals } from '../db/schema';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../resources/errors';
import { ApiError, invalidParam } from '../errors';
import { consumeLicence } from './quota';

export type LicenceAction = 'activate' | 'renew';

type Licensed = Pick<Store, 'id' | 'org_id' | 'country' | 'expire_at'>;

/** Activation is for a store waiting for it; renewal for one activated before (1001 on `status` otherwise). */
export function assertLicenceAction(action: LicenceAction, store: Pick<Store, 'expire_at'>, now = new Date()) {
  const waiting = storeStatusAt(store.expire_at, now) === 'wait_activate';
  if (waiting !== (action === 'activate')) throw invalidParam('status');
}

/** Buys `years` for the store: the accounts, the renewal record, and the store's new dates (the patch to write). */
export async function buyLicence(tx: Tx, actor: Actor, store: Licensed, action: LicenceAction, years: number) {
  const now = new Date();
  assertLicenceAction(action, store, now);
  const expireAt = expiryAfter(store.expire_at, years, timeZoneOf(store.country), now);
  await consumeLicence(tx, { orgId: store.org_id, storeId: store.id, kind: action, years, staffId: actor.staffId });
  const previous = store.expire_at ? new Date(store.expire_at) : null;
  await tx.insert(storeRenewals).values({
    storeId: store.id,
    years,
    status: renewalStatusAt(previous, now),
    fromExpireAt: previous,
    toExpireAt: expireAt,
    staffId: actor.staffId,
  });
  return action === 'activate' ? { status: 'active', activated_at: now, expire_at: expireAt } : { status: 'active', expire_at: expireAt };
}

/**
 * `buyLicence` as one store of a bulk purchase: a dealer short of accounts is named, its name the
 * 61001's `reason`, so that the caller knows whose accounts to top up.
 */
export async function buyLicences(tx: Tx, actor: Actor, store: Licensed, action: LicenceAction, years: number) {
  try {
    return await buyLicence(tx, actor, store, action, years);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== ErrorCode.QuotaNotEnough) throw error;
    const { rows } = await tx.execute<{ name: string }>(sql`select name from orgs where id = ${store.org_id}`);
    throw new ApiError(ErrorCode.QuotaNotEnough, rows[0]?.name);
  }
}
