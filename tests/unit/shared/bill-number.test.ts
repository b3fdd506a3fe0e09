import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../resources/countries';
import { DAILY_SEQUENCE_MAX, FRESH_COUNTER, nextBillNumber, SEQUENTIAL_MAX, upcomingBillNumbers } from '../../../resources/store';

const at = (iso: string) => new Date(iso);

describe('sequential bill numbers', () => {
  it('count up from 1, zero-padded to 12 digits', () => {
    expect(upcomingBillNumbers('sequential', FRESH_COUNTER, new Date(), 'UTC', 3)).toEqual([
      '000000000001',
      '000000000002',
      '000000000003',
    ]);
    expect(nextBillNumber('sequential', { seq: 41, day: '' }, new Date(), 'UTC')).toEqual({
      number: '000000000042',
      counter: { seq: 42, day: '' },
    });
  });

  it('end at 99999999999: none is issued after it, and the preview stops there', () => {
    expect(nextBillNumber('sequential', { seq: SEQUENTIAL_MAX - 1, day: '' }, new Date(), 'UTC')?.number).toBe('099999999999');
    expect(nextBillNumber('sequential', { seq: SEQUENTIAL_MAX, day: '' }, new Date(), 'UTC')).toBeNull();
    expect(upcomingBillNumbers('sequential', { seq: SEQUENTIAL_MAX - 1, day: '' }, new Date(), 'UTC', 3)).toEqual(['099999999999']);
    expect(upcomingBillNumbers('sequential', { seq: SEQUENTIAL_MAX, day: '' }, new Date(), 'UTC', 3)).toEqual([]);
  });
});

describe('daily bill numbers', () => {
  it('are yymmdd of the local date and a 6-digit sequence: 12 digits', () => {
    const { number, counter } = nextBillNumber('daily', FRESH_COUNTER, at('2025-03-09T05:00:00Z'), 'Asia/Jakarta')!;
    expect(number).toBe('250309000001');
    expect(counter).toEqual({ seq: 1, day: '250309' });
    expect(nextBillNumber('daily', counter, at('2025-03-09T06:00:00Z'), 'Asia/Jakarta')?.number).toBe('250309000002');
  });

  // Each country's local midnight, in UTC: ID 17:00, TR 21:00, MY and PH 16:00 the day before.
  it.each(COUNTRIES.map((c) => [c.code, c.timezone, c.utc_offset] as const))(
    'restart at local midnight in %s (%s)',
    (_code, timeZone, offset) => {
      const midnight = Date.parse(`2025-01-01T00:00:00${offset}`);
      const before = new Date(midnight - 1000);
      const after = new Date(midnight);
      const lastOfDay = nextBillNumber('daily', { seq: 0, day: '' }, before, timeZone);
      expect(lastOfDay?.number).toBe('241231000001');
      const continued = nextBillNumber('daily', { seq: 57, day: '241231' }, before, timeZone);
      expect(continued?.number).toBe('241231000058');
      const nextDay = nextBillNumber('daily', { seq: 57, day: '241231' }, after, timeZone);
      expect(nextDay).toEqual({ number: '250101000001', counter: { seq: 1, day: '250101' } });
    },
  );

  it('differ from the UTC date where the zone is ahead', () => {
    const lateUtc = at('2025-06-30T20:00:00Z');
    expect(nextBillNumber('daily', FRESH_COUNTER, lateUtc, 'Asia/Manila')?.number).toBe('250701000001');
    expect(nextBillNumber('daily', FRESH_COUNTER, lateUtc, 'Europe/Istanbul')?.number).toBe('250630000001');
  });

  it('end a day at its 999999th number: none is issued until the next local day, and the preview stops there', () => {
    const noon = at('2025-01-01T12:00:00Z');
    expect(nextBillNumber('daily', { seq: DAILY_SEQUENCE_MAX - 1, day: '250101' }, noon, 'Europe/Istanbul')?.number).toBe('250101999999');
    expect(nextBillNumber('daily', { seq: DAILY_SEQUENCE_MAX, day: '250101' }, noon, 'Europe/Istanbul')).toBeNull();
    expect(upcomingBillNumbers('daily', { seq: DAILY_SEQUENCE_MAX - 1, day: '250101' }, noon, 'Europe/Istanbul', 3)).toEqual([
      '250101999999',
    ]);
    const nextDay = at('2025-01-01T21:00:00Z'); // local midnight in Istanbul
    expect(nextBillNumber('daily', { seq: DAILY_SEQUENCE_MAX, day: '250101' }, nextDay, 'Europe/Istanbul')?.number).toBe('250102000001');
  });
});
