/**
 * Whether the database answers, for `/health` (server/routes/index.ts), without queueing every check
 * behind the queries ahead of it: a `select 1` per check would wait for a pool connection behind
 * every list query in line. One probe runs at a time; a check answers at once from the last probe while that one succeeded less than
 * `freshMs` ago, and otherwise waits for the probe under way. A failed probe is never reused: the
 * checks after it wait for the next one, so a database that stops answering is reported within
 * `freshMs`.
 */
export function databaseProbe(query: () => Promise<unknown>, freshMs: number, now: () => number = Date.now) {
  let answeredAt = Number.NEGATIVE_INFINITY;
  let running: Promise<boolean> | undefined;
  const probe = () =>
    (running ??= query().then(
      () => {
        answeredAt = now();
        running = undefined;
        return true;
      },
      () => {
        answeredAt = Number.NEGATIVE_INFINITY;
        running = undefined;
        return false;
      },
    ));
  return (): Promise<boolean> => {
    const answer = probe();
    return now() - answeredAt < freshMs ? Promise.resolve(true) : answer;
  };
}
