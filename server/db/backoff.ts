/**
 * Waits between tries at something that is not there yet (a database starting or coming back), each
 * wait twice the last up to MAX_MS, saying what it waits for.
 */
const FIRST_MS = 250;
const MAX_MS = 10_000;

export function backoff(log: (line: string) => void = console.warn) {
  let wait = FIRST_MS;
  return {
    async next(awaited: string): Promise<void> {
      log(`Waiting for ${awaited}; trying again in ${(wait / 1000).toFixed(wait < 1000 ? 2 : 0)} s.`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, MAX_MS);
    },
  };
}
