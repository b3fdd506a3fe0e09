import { describe, expect, it } from 'vitest';
import { formatMoney, timeZoneOf } from '../../../resources/countries';

describe('money and time zones of a country', () => {
  it('writes cents / 100 as the country writes its money, with the symbol before or after', () => {
    expect(formatMoney(10_002_800, 'ID')).toBe('Rp 100.028');
    expect(formatMoney(125_050, 'ID')).toBe('Rp 1.251');
    expect(formatMoney(125_050, 'TR')).toBe('1.250,50 TL');
    expect(formatMoney(99, 'MY')).toBe('RM 0.99');
    expect(formatMoney(100_000, 'PH')).toBe('₱ 1,000.00');
    expect(formatMoney(500, 'GLB')).toBe('5.00');
    expect(formatMoney(500, 'GLB', 'zh-CN')).toBe('5.00');
  });

  it("gives each country's zone, UTC otherwise", () => {
    expect(['ID', 'TR', 'MY', 'PH', 'GLB'].map(timeZoneOf)).toEqual([
      'Asia/Jakarta',
      'Europe/Istanbul',
      'Asia/Kuala_Lumpur',
      'Asia/Manila',
      'UTC',
    ]);
  });
});
