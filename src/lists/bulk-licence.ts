import type { RaRecord } from 'react-admin';
import { storeStatusAt } from '../../resources/store';
import type { LicenceAction } from '../store/api';

/** A dealer's share of a bulk purchase: its stores selected and the accounts they use. */
export interface DealerShare {
  orgId: number;
  stores: number;
  need: number;
}

/** Whether a store is in the state the action is for: activation for one waiting, renewal for one activated before. */
export const fitsAction = (action: LicenceAction, store: RaRecord, now = new Date()) =>
  (storeStatusAt(store.expire_at as string | null, now) === 'wait_activate') === (action === 'activate');

/**
 * What a bulk purchase of `years` costs: the stores it applies to, those left out (not in the state
 * for the action), and each paying dealer's share, in the order the dealers first appear.
 */
export function bulkCost(action: LicenceAction, stores: RaRecord[], years: number, now = new Date()) {
  const eligible = stores.filter((store) => fitsAction(action, store, now));
  const shares = new Map<number, DealerShare>();
  for (const store of eligible) {
    const share = shares.get(store.org_id) ?? { orgId: store.org_id, stores: 0, need: 0 };
    share.stores += 1;
    share.need += years;
    shares.set(store.org_id, share);
  }
  return { eligible, skipped: stores.length - eligible.length, total: eligible.length * years, shares: [...shares.values()] };
}
