import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers at least this long wait on one shared browser timer; shorter ones are the browser's own. */
const SHARED_FROM_MS = 10_000;

/** A timer held here: its id for react-query, a number as react-query's ids may be; `every`: an interval's period. */
class HeldTimer {
  constructor(
    public due: number,
    readonly callback: TimeoutCallback,
    private readonly id: number,
    readonly every?: number,
  ) {}
  [Symbol.toPrimitive]() {
    return this.id;
  }
}

/**
 * react-query's timers (its `TimeoutProvider`): every query sets a timer to drop its data five
 * minutes after its last user leaves and clears it when a user comes, so a page setting up its
 * queries set and cleared dozens of browser timers in its commits; a polled query sets and clears
 * its interval as its options settle. Timers and intervals of SHARED_FROM_MS or more wait here instead,
 * served by one browser timer set for the earliest of them: setting or clearing one touches no
 * browser timer, unless it is due before all the others.
 */
export function sharedTimer(now: () => number = Date.now): TimeoutProvider {
  const held = new Set<HeldTimer>();
  let ids = 0;
  let armed: { at: number; timer: ReturnType<typeof setTimeout> } | undefined;

  const arm = (at: number) => {
    if (armed) clearTimeout(armed.timer);
    armed = { at, timer: setTimeout(fire, Math.max(0, at - now())) };
  };
  function fire() {
    armed = undefined;
    const time = now();
    const due = [...held].filter((timer) => timer.due <= time);
    for (const timer of due) {
      if (timer.every === undefined) held.delete(timer);
      else timer.due = time + timer.every;
    }
    const next = Math.min(...[...held].map((timer) => timer.due));
    if (next !== Infinity) arm(next);
    for (const timer of due) {
      try {
        timer.callback();
      } catch (error) {
        // reported as the browser reports a timer's error, without stopping the others
        reportError(error);
      }
    }
  }

  const hold = (callback: TimeoutCallback, delay: number, every?: number) => {
    const timer = new HeldTimer(now() + delay, callback, --ids, every);
    held.add(timer);
    if (!armed || timer.due < armed.at) arm(timer.due);
    return timer;
  };

  return {
    setTimeout: (callback, delay) => (delay < SHARED_FROM_MS ? setTimeout(callback, delay) : hold(callback, delay)),
    clearTimeout(id: ManagedTimerId | undefined) {
      if (id instanceof HeldTimer) held.delete(id);
      else clearTimeout(id as ReturnType<typeof setTimeout> | undefined);
    },
    setInterval: (callback, delay) => (delay < SHARED_FROM_MS ? setInterval(callback, delay) : hold(callback, delay, delay)),
    clearInterval(id: ManagedTimerId | undefined) {
      if (id instanceof HeldTimer) held.delete(id);
      else clearInterval(id as ReturnType<typeof setInterval> | undefined);
    },
  };
}
