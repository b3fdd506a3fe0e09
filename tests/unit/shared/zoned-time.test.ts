import { describe, expect, it } from 'vitest';
import {
  addLocalMonths,
  fromLocalDateTime,
  isTimeZone,
  localDateTime,
  localStamp,
  localYymmdd,
  wallClockAsUtc,
} from '../../../resources/zoned-time';

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

describe('wall-clock readings of an instant', () => {
  it('stamps the local date and time, and carries it as the UTC reading of another instant', () => {
    const at = new Date('2025-01-31T20:30:15.250Z');
    expect(localStamp(at, 'Asia/Jakarta')).toBe('20250201-033015');
    expect(localStamp(at, 'UTC')).toBe('20250131-203015');
    expect(wallClockAsUtc(at, 'Europe/Istanbul')).toEqual(new Date('2025-01-31T23:30:15.250Z'));
  });

  it('follows a clock change within the day (New York, 9 March 2025, 2:00 local)', () => {
    for (const [utc, local] of [
      ['2025-03-09T00:00:00Z', '2025-03-08T19:00:00Z'],
      ['2025-03-09T06:59:59Z', '2025-03-09T01:59:59Z'],
      ['2025-03-09T07:00:00Z', '2025-03-09T03:00:00Z'],
      ['2025-03-09T23:00:00Z', '2025-03-09T19:00:00Z'],
      ['2025-03-10T12:00:00Z', '2025-03-10T08:00:00Z'],
    ]) {
      expect(wallClockAsUtc(new Date(utc), 'America/New_York'), utc).toEqual(new Date(local));
    }
  });

  it('knows the time zones Intl knows, and nothing else', () => {
    for (const zone of ['Asia/Jakarta', 'UTC', 'America/New_York']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Olympus', '', 'GMT+99']) expect(isTimeZone(zone), zone).toBe(false);
  });
});
