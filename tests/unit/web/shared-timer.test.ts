/**
 * react-query's long timers (a query's data dropped five minutes after its last user leaves) and
 * long intervals (a polled query) share one browser timer: a page setting up its queries sets and
 * clears none of its own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedTimer } from '../../../src/providers/shared-timer';

const FIVE_MINUTES = 5 * 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("react-query's timers", () => {
  it('set thirty long timers on one browser timer, and clear them without touching it', () => {
    const timers = sharedTimer(() => Date.now());
    const fired: number[] = [];
    const ids = Array.from({ length: 30 }, (_, i) => timers.setTimeout(() => fired.push(i), FIVE_MINUTES));
    expect(vi.getTimerCount()).toBe(1);
    ids.slice(1).forEach((id) => timers.clearTimeout(id));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(FIVE_MINUTES - 1);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fire each long timer at its own time, one set later due earlier included', () => {
    const timers = sharedTimer(() => Date.now());
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('five minutes'), FIVE_MINUTES);
    vi.advanceTimersByTime(1_000);
    timers.setTimeout(() => fired.push('a minute'), 60_000);
    timers.setTimeout(() => fired.push('ten minutes'), 2 * FIVE_MINUTES);
    vi.advanceTimersByTime(60_000);
    expect(fired).toEqual(['a minute']);
    vi.advanceTimersByTime(FIVE_MINUTES);
    expect(fired).toEqual(['a minute', 'five minutes']);
    vi.advanceTimersByTime(FIVE_MINUTES);
    expect(fired).toEqual(['a minute', 'five minutes', 'ten minutes']);
  });

  it("leave a short timer (a retry's wait) to the browser, cleared as the browser's", () => {
    const timers = sharedTimer(() => Date.now());
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('kept'), 1_000);
    const dropped = timers.setTimeout(() => fired.push('dropped'), 1_000);
    timers.clearTimeout(dropped);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual(['kept']);
  });

  it('poll a query every minute on the shared timer, cleared and set again without touching the browser', () => {
    const timers = sharedTimer(() => Date.now());
    const polls: number[] = [];
    timers.setTimeout(() => undefined, FIVE_MINUTES);
    const first = timers.setInterval(() => polls.push(-1), 60_000);
    timers.clearInterval(first);
    timers.setInterval(() => polls.push(Date.now()), 60_000);
    // one browser timer, armed for the poll (due first), however often the poll is cleared and set
    expect(vi.getTimerCount()).toBe(1);
    const start = Date.now();
    vi.advanceTimersByTime(3 * 60_000);
    expect(polls.map((at) => at - start)).toEqual([60_000, 120_000, 180_000]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('leave a short interval to the browser', () => {
    const timers = sharedTimer(() => Date.now());
    let ticks = 0;
    const id = timers.setInterval(() => ticks++, 1_000);
    vi.advanceTimersByTime(3_000);
    timers.clearInterval(id);
    vi.advanceTimersByTime(3_000);
    expect(ticks).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('run the other timers due when one throws', () => {
    const timers = sharedTimer(() => Date.now());
    const fired: string[] = [];
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    try {
      timers.setTimeout(() => {
        throw new Error('gone wrong');
      }, FIVE_MINUTES);
      timers.setTimeout(() => fired.push('after'), FIVE_MINUTES);
      vi.advanceTimersByTime(FIVE_MINUTES);
      expect(fired).toEqual(['after']);
      expect(reported).toHaveBeenCalledWith(new Error('gone wrong'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
