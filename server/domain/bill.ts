/**
 * A store's Bill feature (docs/domain.md "Brands and stores"): once enabled it cannot be disabled (2201);
 * the format is chosen freely until then, and may be changed once after (2202). A new format starts
 * its numbers afresh. The numbers themselves come from resources/store/bill-number.ts.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../resources/errors';
import { timeZoneOf } from '../../resources/countries';
import { FRESH_COUNTER, upcomingBillNumbers, type BillCounter, type BillFormat, type Store } from '../../resources/store';
import type { DbOrTx } from '../db';
import { ApiError } from '../errors';

type BillState = Pick<Store, 'bill_enabled' | 'bill_format' | 'bill_format_changed'>;

/** The fields a bill-setting change sets (none when it changes nothing). */
export function billSettingPatch(current: BillState, change: { bill_enabled?: boolean; bill_format?: BillFormat }) {
  const patch: Record<string, unknown> = {};
  if (change.bill_enabled === false && current.bill_enabled) throw new ApiError(ErrorCode.BillCannotDisable);
  if (change.bill_enabled === true && !current.bill_enabled) patch.bill_enabled = true;
  if (change.bill_format !== undefined && change.bill_format !== current.bill_format) {
    if (current.bill_enabled) {
      if (current.bill_format_changed) throw new ApiError(ErrorCode.BillFormatChangedOnce);
      patch.bill_format_changed = true;
    }
    Object.assign(patch, { bill_format: change.bill_format, bill_seq: FRESH_COUNTER.seq, bill_seq_date: FRESH_COUNTER.day });
  }
  return patch;
}

/** The next `count` numbers the store's POS will issue under its current format; 2204 when none is left. */
export async function billPreview(db: DbOrTx, store: Pick<Store, 'id' | 'country' | 'bill_enabled' | 'bill_format'>, count: number) {
  const { rows } = await db.execute<{ seq: number; day: string }>(
    sql`select bill_seq as seq, bill_seq_date as day from stores where id = ${store.id}`,
  );
  const timezone = timeZoneOf(store.country);
  const numbers = upcomingBillNumbers(store.bill_format, rows[0] satisfies BillCounter, new Date(), timezone, count);
  if (numbers.length === 0) throw new ApiError(ErrorCode.BillNumbersUsedUp);
  return { bill_enabled: store.bill_enabled, bill_format: store.bill_format, timezone, numbers };
}
