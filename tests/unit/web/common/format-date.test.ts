import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/common/format-date';

/** ICU puts a narrow no-break space before AM/PM: compared as a plain space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const AT = '2026-01-27T08:04:59.000Z';

describe('formatDate', () => {
  it('writes a date, a date and time (no seconds) and a month the same way in every list, log and chart', () => {
    const jakarta = 'Asia/Jakarta';
    expect(formatDate(AT, 'en-US', { timeZone: jakarta })).toBe('Jan 27, 2026');
    expect(plain(formatDate(AT, 'en-US', { kind: 'datetime', timeZone: jakarta }))).toBe('Jan 27, 2026, 3:04 PM GMT+7');
    expect(formatDate('2026-05', 'en-US', { kind: 'month' })).toBe('May 2026');
  });

  it('follows the language', () => {
    expect(formatDate(AT, 'zh-CN', { timeZone: 'Asia/Jakarta' })).toBe('2026年1月27日');
    expect(formatDate(AT, 'zh-CN', { kind: 'datetime', timeZone: 'Asia/Jakarta' })).toBe('2026年1月27日 15:04 GMT+7');
    expect(formatDate('2026-05', 'zh-CN', { kind: 'month' })).toBe('2026年5月');
  });

  it('reads the date on the clocks of the zone it is given', () => {
    const late = '2026-01-27T20:00:00Z';
    expect(formatDate(late, 'en-US', { timeZone: 'Asia/Jakarta' })).toBe('Jan 28, 2026');
    expect(formatDate(late, 'en-US', { timeZone: 'Europe/Istanbul' })).toBe('Jan 27, 2026');
    expect(plain(formatDate(late, 'en-US', { kind: 'datetime', timeZone: 'Europe/Istanbul' }))).toBe('Jan 27, 2026, 11:00 PM GMT+3');
  });

  it('never shifts a calendar month, whatever the zone', () => {
    expect(formatDate('2026-01', 'en-US', { kind: 'month', timeZone: 'America/Los_Angeles' })).toBe('Jan 2026');
  });

  it('writes nothing for an empty or invalid value', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatDate(value, 'en-US')).toBe('');
  });
});
