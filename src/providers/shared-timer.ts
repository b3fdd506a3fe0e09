import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers at least this long wait on one shared browser timer; shorter ones are the browser's own. */
const SHARED_FROM_MS = 10_000;

/** A timer held here: its id for react-query, a number as react-query's ids may be. */
class HeldTimer {
  constructor(
    readonly due: number,
    readonly callback: TimeoutCallback,
    private readonly id: number,
  ) {}
  [Symbol.toPrimitive]() {
    return this.id;
  }
}

/**
 * react-query's timers (its `TimeoutProvider`): every query sets a timer to drop its data five
 * minutes after its last user leaves and clears it when a user comes, so a page setting up its
 * queries set and cleared dozens of browser timers in its commits. Timers of 10 s or more wait here
 * instead, served by one browser timer set for the earliest of them: setting or clearing one
 * touches no browser timer, unless it is due before all the others.
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
    due.forEach((timer) => held.delete(timer));
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

  return {
    setTimeout(callback, delay) {
      if (delay < SHARED_FROM_MS) return setTimeout(callback, delay);
      const timer = new HeldTimer(now() + delay, callback, --ids);
      held.add(timer);
      if (!armed || timer.due < armed.at) arm(timer.due);
      return timer;
    },
    clearTimeout(id: ManagedTimerId | undefined) {
      if (id instanceof HeldTimer) held.delete(id);
      else clearTimeout(id as ReturnType<typeof setTimeout> | undefined);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id: ManagedTimerId | undefined) => clearInterval(id as ReturnType<typeof setInterval> | undefined),
  };
}
