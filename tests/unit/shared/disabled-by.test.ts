import { describe, expect, it } from 'vitest';
import { mayEnable } from '../../../resources/distributor/disabled-by';

describe('disabled-by rule (resources/distributor/disabled-by.ts)', () => {
  it('holds a disable at the level that made it: the operator’s only the operator lifts', () => {
    expect(mayEnable(1, 'operator')).toBe(false);
    expect(mayEnable(0, 'operator')).toBe(true);
    expect(mayEnable(1, 'dealer')).toBe(true);
    expect(mayEnable(0, 'dealer')).toBe(true);
    expect(mayEnable(1, null)).toBe(true);
  });
});
