import type { RaRecord } from 'react-admin';
import { storeStatusAt } from '../../resources/store';
import type { LicenceAction } from '../store/api';

/** A dealer's share of a bulk purchase: its stores bought for and the accounts they use. */
export interface DealerShare {
  orgId: number;
  stores: number;
  need: number;
}

/** Why a store is left out of a bulk purchase: not in the state for the action, or its dealer short of accounts. */
export type LeftOutReason = 'state' | 'quota';

export interface LeftOut {
  store: RaRecord;
  reason: LeftOutReason;
}

/** A dealer's remaining accounts: null when unlimited (the operator's own stores), undefined while unknown. */
export type RemainingOf = (orgId: number) => number | null | undefined;

/** Whether a store is in the state the action is for: activation for one waiting, renewal for one activated before. */
export const fitsAction = (action: LicenceAction, store: RaRecord, now = new Date()) =>
  (storeStatusAt(store.expire_at as string | null, now) === 'wait_activate') === (action === 'activate');

/** The dealers that pay for the stores in the state for the action, in the order they first appear. */
export const payingDealers = (action: LicenceAction, stores: RaRecord[], now = new Date()) => [
  ...new Set(stores.filter((store) => fitsAction(action, store, now)).map((store) => store.org_id as number)),
];

/**
 * What a bulk purchase of `years` costs, as the server decides it with `skip_refused`
 * (server/crud/write.ts: stores in ascending id order, each dealer paying until it is short): the
 * stores it applies to, those left out and why, and each paying dealer's share.
 */
export function bulkCost(
  action: LicenceAction,
  stores: RaRecord[],
  years: number,
  remainingOf: RemainingOf = () => null,
  now = new Date(),
) {
  const eligible: RaRecord[] = [];
  const leftOut: LeftOut[] = [];
  const left = new Map<number, number | null | undefined>();
  const shares = new Map<number, DealerShare>();
  for (const store of [...stores].sort((a, b) => Number(a.id) - Number(b.id))) {
    if (!fitsAction(action, store, now)) {
      leftOut.push({ store, reason: 'state' });
      continue;
    }
    const orgId = store.org_id as number;
    const remaining = left.has(orgId) ? left.get(orgId) : remainingOf(orgId);
    if (typeof remaining === 'number' && remaining < years) {
      leftOut.push({ store, reason: 'quota' });
      left.set(orgId, remaining);
      continue;
    }
    left.set(orgId, typeof remaining === 'number' ? remaining - years : remaining);
    eligible.push(store);
    const share = shares.get(orgId) ?? { orgId, stores: 0, need: 0 };
    share.stores += 1;
    share.need += years;
    shares.set(orgId, share);
  }
  return { eligible, leftOut, total: eligible.length * years, shares: [...shares.values()] };
}
