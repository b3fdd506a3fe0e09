import { describe, expect, it } from 'vitest';
import { clearDataDeadline, clearDataRefusal, expiryAfter, licenceStart, renewalStatusAt, storeStatusAt } from '../../../resources/store';

const now = new Date('2025-05-10T08:00:00Z');

describe('store status from its expiry', () => {
  it('is wait_activate before activation, active until expire_at, expired from then on', () => {
    expect(storeStatusAt(null, now)).toBe('wait_activate');
    expect(storeStatusAt('2025-05-10T08:00:01Z', now)).toBe('active');
    expect(storeStatusAt('2025-05-10T08:00:00Z', now)).toBe('expired');
    expect(storeStatusAt(new Date('2024-01-01T00:00:00Z'), now)).toBe('expired');
  });

  it('calls a renewal pending (renewal) until the years it bought begin, then finish', () => {
    expect(renewalStatusAt('2025-06-01T00:00:00Z', now)).toBe('renewal');
    expect(renewalStatusAt('2025-05-01T00:00:00Z', now)).toBe('finish');
    expect(renewalStatusAt(null, now)).toBe('finish');
  });
});

describe('licence years', () => {
  it('begin now for an activation or an expired store, at the expiry for an active one', () => {
    expect(licenceStart(null, now)).toEqual(now);
    expect(licenceStart('2025-01-01T00:00:00Z', now)).toEqual(now);
    expect(licenceStart('2025-09-01T00:00:00Z', now)).toEqual(new Date('2025-09-01T00:00:00Z'));
  });

  it("count on the store's local calendar, 29 February becoming 28 February", () => {
    expect(expiryAfter(null, 2, 'Asia/Jakarta', now)).toEqual(new Date('2027-05-10T08:00:00Z'));
    expect(expiryAfter('2025-09-01T00:00:00Z', 1, 'Asia/Jakarta', now)).toEqual(new Date('2026-09-01T00:00:00Z'));
    // 29 Feb 2028, 10:00 in Istanbul (07:00 UTC), plus one year: 28 Feb 2029, 10:00 there
    expect(expiryAfter('2028-02-29T07:00:00.250Z', 1, 'Europe/Istanbul', new Date('2028-01-01T00:00:00Z'))).toEqual(
      new Date('2029-02-28T07:00:00.250Z'),
    );
  });
});

describe('the data-clearing window', () => {
  it('ends two calendar months after creation on the local calendar', () => {
    expect(clearDataDeadline('2025-03-15T03:00:00Z', 'Asia/Manila')).toEqual(new Date('2025-05-15T03:00:00Z'));
    // 31 December, 20:00 in Kuala Lumpur: 28 February, 20:00 there
    expect(clearDataDeadline('2024-12-31T12:00:00Z', 'Asia/Kuala_Lumpur')).toEqual(new Date('2025-02-28T12:00:00Z'));
    // 31 January 20:00 UTC is already 1 February in Jakarta: the window ends 1 April there
    expect(clearDataDeadline('2025-01-31T20:00:00Z', 'Asia/Jakarta')).toEqual(new Date('2025-03-31T20:00:00Z'));
    expect(clearDataDeadline('2025-01-31T20:00:00Z', 'Europe/Istanbul')).toEqual(new Date('2025-03-31T20:00:00Z'));
    expect(clearDataDeadline('2025-01-31T12:00:00Z', 'Europe/Istanbul')).toEqual(new Date('2025-03-31T12:00:00Z'));
    expect(clearDataDeadline('2024-12-31T22:00:00Z', 'Europe/Istanbul')).toEqual(new Date('2025-02-28T22:00:00Z'));
  });

  it('refuses a second clearing, and one after the window', () => {
    const store = { created_at: '2025-03-10T08:00:00Z', data_cleared_at: null };
    expect(clearDataRefusal(store, 'Asia/Jakarta', now)).toBeUndefined();
    expect(clearDataRefusal(store, 'Asia/Jakarta', new Date('2025-05-10T08:00:00Z'))).toBeUndefined();
    expect(clearDataRefusal(store, 'Asia/Jakarta', new Date('2025-05-10T08:00:00.001Z'))).toBe('too_old');
    expect(clearDataRefusal({ ...store, data_cleared_at: '2025-04-01T00:00:00Z' }, 'Asia/Jakarta', now)).toBe('cleared');
  });
});
