import { describe, expect, it } from 'vitest';
import { addLocalMonths, fromLocalDateTime, localDateTime, localYymmdd } from '../../../resources/zoned-time';

describe('calendar arithmetic in a time zone', () => {
  it('reads the local date and time of an instant', () => {
    expect(localDateTime(new Date('2025-01-31T20:30:15Z'), 'Asia/Jakarta')).toEqual({
      year: 2025,
      month: 2,
      day: 1,
      hour: 3,
      minute: 30,
      second: 15,
    });
    expect(localYymmdd(new Date('2025-01-31T20:30:15Z'), 'Asia/Jakarta')).toBe('250201');
    expect(localYymmdd(new Date('2025-01-31T20:30:15Z'), 'Europe/Istanbul')).toBe('250131');
  });

  it('finds the instant of a local time, across a daylight-saving change too', () => {
    expect(fromLocalDateTime({ year: 2025, month: 2, day: 1, hour: 3, minute: 30, second: 15 }, 'Asia/Jakarta')).toEqual(
      new Date('2025-01-31T20:30:15Z'),
    );
    expect(fromLocalDateTime({ year: 2025, month: 7, day: 1, hour: 12, minute: 0, second: 0 }, 'Europe/Berlin')).toEqual(
      new Date('2025-07-01T10:00:00Z'),
    );
  });

  it('adds months keeping the wall-clock time, clamping to the end of a shorter month', () => {
    expect(addLocalMonths(new Date('2025-01-15T11:00:00Z'), 6, 'Europe/Berlin')).toEqual(new Date('2025-07-15T10:00:00Z'));
    expect(addLocalMonths(new Date('2025-01-31T00:00:00Z'), 1, 'UTC')).toEqual(new Date('2025-02-28T00:00:00Z'));
    expect(addLocalMonths(new Date('2024-01-31T00:00:00Z'), 1, 'UTC')).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(addLocalMonths(new Date('2025-11-30T00:00:00Z'), 3, 'UTC')).toEqual(new Date('2026-02-28T00:00:00Z'));
    expect(addLocalMonths(new Date('2025-03-31T00:00:00Z'), -1, 'UTC')).toEqual(new Date('2025-02-28T00:00:00Z'));
  });
});
