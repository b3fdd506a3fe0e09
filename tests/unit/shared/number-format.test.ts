import { describe, expect, it } from 'vitest';
import { numberFormat } from '../../../resources/number-format';

describe('numberFormat', () => {
  it('makes a format once per locale and digits', () => {
    expect(numberFormat('en-US', 2)).toBe(numberFormat('en-US', 2));
    expect(numberFormat('en-US', 2)).not.toBe(numberFormat('en-US', 0));
    expect(numberFormat('en-US')).not.toBe(numberFormat('id-ID'));
  });

  it('formats with the digits asked for, or the locale default', () => {
    expect(numberFormat('en-US', 2).format(1250)).toBe('1,250.00');
    expect(numberFormat('id-ID', 0).format(100028.4)).toBe('100.028');
    expect(numberFormat('en-US').format(1234.5)).toBe('1,234.5');
  });
});
