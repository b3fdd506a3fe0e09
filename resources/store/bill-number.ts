/**
 * Bill numbers (docs/domain.md "Brands and stores"): 12 digits. `daily` is `yymmdd` of the store's local
 * date followed by a 6-digit sequence that restarts each local day; `sequential` is a zero-padded
 * counter. Numbers never repeat: once a day's 999999 (daily) or the 99999999999 (sequential) have
 * been issued, none is issued (2204) until the next local day, a format change or data clearing.
 * One pure generator, used by the server (the preview of the next numbers) and by the web app.
 */
import { localYymmdd } from '../zoned-time';

export const BILL_FORMATS = ['daily', 'sequential'] as const;
export type BillFormat = (typeof BILL_FORMATS)[number];

export const BILL_NUMBER_DIGITS = 12;
export const SEQUENTIAL_MAX = 99_999_999_999;
export const DAILY_SEQUENCE_MAX = 999_999;

/** The store's counter: the sequence of the last number issued and, for `daily`, its local day (`yymmdd`). */
export interface BillCounter {
  seq: number;
  day: string;
}

/** The counter of a store that has issued no number yet (also after its data is cleared). */
export const FRESH_COUNTER: BillCounter = { seq: 0, day: '' };

export interface BillIssue {
  number: string;
  counter: BillCounter;
}

/** The number issued at `at` after `counter`, and the counter it leaves; null when none is left (refused: 2204). */
export function nextBillNumber(format: BillFormat, counter: BillCounter, at: Date, timeZone: string): BillIssue | null {
  if (format === 'sequential') {
    if (counter.seq >= SEQUENTIAL_MAX) return null;
    const seq = counter.seq + 1;
    return { number: String(seq).padStart(BILL_NUMBER_DIGITS, '0'), counter: { seq, day: counter.day } };
  }
  const day = localYymmdd(at, timeZone);
  const used = counter.day === day ? counter.seq : 0;
  if (used >= DAILY_SEQUENCE_MAX) return null;
  const seq = used + 1;
  return { number: `${day}${String(seq).padStart(BILL_NUMBER_DIGITS - day.length, '0')}`, counter: { seq, day } };
}

/** The next `count` numbers after `counter` at `at`, without using them up (the preview): fewer when fewer are left. */
export function upcomingBillNumbers(format: BillFormat, counter: BillCounter, at: Date, timeZone: string, count: number): string[] {
  const numbers: string[] = [];
  let next = nextBillNumber(format, counter, at, timeZone);
  while (next && numbers.length < count) {
    numbers.push(next.number);
    next = nextBillNumber(format, next.counter, at, timeZone);
  }
  return numbers;
}
