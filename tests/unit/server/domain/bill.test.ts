import { describe, expect, it } from 'vitest';
import { billSettingPatch } from '../../../../server/domain/bill';

const off = { bill_enabled: false, bill_format: 'sequential', bill_format_changed: false } as const;
const on = { ...off, bill_enabled: true } as const;
const fresh = { bill_seq: 0, bill_seq_date: '' };

describe('bill settings', () => {
  it('choose the format freely until the feature is enabled, and restart the numbers with a new format', () => {
    expect(billSettingPatch(off, { bill_format: 'daily' })).toEqual({ bill_format: 'daily', ...fresh });
    expect(billSettingPatch(off, { bill_enabled: true, bill_format: 'daily' })).toEqual({
      bill_enabled: true,
      bill_format: 'daily',
      ...fresh,
    });
  });

  it('never disable the feature once enabled (2201)', () => {
    expect(() => billSettingPatch(on, { bill_enabled: false })).toThrow(expect.objectContaining({ code: 2201 }));
    expect(billSettingPatch(off, { bill_enabled: false })).toEqual({});
    expect(billSettingPatch(on, { bill_enabled: true })).toEqual({});
  });

  it('change the format of an enabled store once (2202 the second time)', () => {
    expect(billSettingPatch(on, { bill_format: 'daily' })).toEqual({ bill_format: 'daily', bill_format_changed: true, ...fresh });
    const changed = { ...on, bill_format: 'daily', bill_format_changed: true } as const;
    expect(() => billSettingPatch(changed, { bill_format: 'sequential' })).toThrow(expect.objectContaining({ code: 2202 }));
    expect(billSettingPatch(changed, { bill_format: 'daily' })).toEqual({});
  });
});
