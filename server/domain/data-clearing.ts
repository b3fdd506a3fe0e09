/**
 * Store data clearing (docs/domain.md "Brands and stores"): deletes the store's orders and restarts its
 * bill numbers, once (2203), and only within two calendar months of its creation on its local
 * calendar (61003). The store's `data_cleared_at` records it; the write is audited with it.
 */
import { eq } from 'drizzle-orm';
import { timeZoneOf } from '../../resources/countries';
import { ErrorCode } from '../../resources/errors';
import { clearDataRefusal, FRESH_COUNTER, type Store } from '../../resources/store';
import type { Tx } from '../db';
import { orders } from '../db/schema';
import { ApiError } from '../errors';

/** Clears the store's data and answers the fields to set on it. */
export async function clearStoreData(tx: Tx, store: Pick<Store, 'id' | 'country' | 'created_at' | 'data_cleared_at'>) {
  const refusal = clearDataRefusal(store, timeZoneOf(store.country));
  if (refusal === 'cleared') throw new ApiError(ErrorCode.StoreDataCleared);
  if (refusal === 'too_old') throw new ApiError(ErrorCode.StoreTooOld);
  await tx.delete(orders).where(eq(orders.storeId, store.id));
  return { data_cleared_at: new Date(), bill_seq: FRESH_COUNTER.seq, bill_seq_date: FRESH_COUNTER.day };
}
