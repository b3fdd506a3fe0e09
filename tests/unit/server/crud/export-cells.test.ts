import { describe, expect, it } from 'vitest';
import type { Column } from '../../../../resources/list';
import { dateCell, safeText, zoneLabel, zoneOfCell } from '../../../../server/crud/export-cells';

describe('a time in an export', () => {
  // a date cell has no zone: it reads as the UTC fields of the Date written into it
  it.each([
    ['2025-01-31T20:30:15.250Z', 'Asia/Jakarta', '2025-02-01T03:30:15.250Z'],
    ['2025-07-01T12:00:00.000Z', 'America/New_York', '2025-07-01T08:00:00.000Z'],
    ['2025-01-01T12:00:00.000Z', 'America/New_York', '2025-01-01T07:00:00.000Z'],
    ['2025-01-01T12:00:00.000Z', 'UTC', '2025-01-01T12:00:00.000Z'],
  ])('%s in %s is a date cell reading %s', (iso, zone, reading) => {
    expect(dateCell(iso, zone)).toEqual(new Date(reading));
  });

  it("is written in the record's country's zone for a column read on the record's clocks, else in the user's", () => {
    const zoned: Column = { source: 'expire_at', type: 'date', zoneFrom: 'country' };
    const plain: Column = { source: 'created_at', type: 'date' };
    expect(zoneOfCell(zoned, { country: 'TR' }, 'Asia/Shanghai')).toBe('Europe/Istanbul');
    expect(zoneOfCell(zoned, { country: 'PH' }, 'Asia/Shanghai')).toBe('Asia/Manila');
    expect(zoneOfCell(plain, { country: 'TR' }, 'Asia/Shanghai')).toBe('Asia/Shanghai');
  });

  it('names its zone in the header by the offset the screen shows, or by name when summer time moves it', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(zoneLabel('Asia/Jakarta', now)).toBe('GMT+7');
    expect(zoneLabel('Asia/Kolkata', now)).toBe('GMT+5:30');
    expect(zoneLabel('America/Sao_Paulo', now)).toBe('GMT-3');
    expect(zoneLabel('UTC', now)).toBe('UTC');
    expect(zoneLabel('Europe/London', now)).toBe('Europe/London');
    expect(zoneLabel('America/New_York', now)).toBe('America/New_York');
  });
});

describe('a text in an export', () => {
  it.each(['=1+1', '=HYPERLINK("http://x.example","y")', '+cmd|/C calc!A0', '-2+3+cmd|x!A0', '@SUM(A1:A2)', '\t=1', '\r=1', '=', '-A1'])(
    'starting a formula is kept as text behind a quote: %j',
    (text) => {
      expect(safeText(text)).toBe(`'${text}`);
    },
  );

  it.each(['Kopi Kita', '+62 811 222 333', '-15', '(021) 555-0101', '', "'quoted", 'a=b', 'mail@example.com'])(
    'that starts no formula, or is only a number, stays as it is: %j',
    (text) => {
      expect(safeText(text)).toBe(text);
    },
  );
});
