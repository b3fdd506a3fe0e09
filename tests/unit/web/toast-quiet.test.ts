import { afterEach, describe, expect, it, vi } from 'vitest';
import { isQuieted, quietError } from '../../../src/notify/toast';

afterEach(() => vi.useRealTimers());

describe('quiet errors (docs/api.md: 15007, 13013, 15009)', () => {
  it('keeps a message the request layer kept quiet quiet for pages too, for 10 s', () => {
    vi.useFakeTimers();
    quietError('SILENT-MSG');
    expect(isQuieted('SILENT-MSG')).toBe(true);
    expect(isQuieted('another error')).toBe(false);
    vi.advanceTimersByTime(10_001);
    expect(isQuieted('SILENT-MSG')).toBe(false);
  });
});
