/** Why a request was aborted. */
export const ABORT_DUPLICATE = 'duplicate';
export const ABORT_TIMEOUT = 'timeout';

/** Pending requests by key: a new request cancels an earlier pending one with the same key (seed 7). */
export function createPendingRequests() {
  const pending = new Map<string, AbortController>();
  return {
    start(key: string): AbortController {
      pending.get(key)?.abort(ABORT_DUPLICATE);
      const controller = new AbortController();
      pending.set(key, controller);
      return controller;
    },
    finish(key: string, controller: AbortController) {
      if (pending.get(key) === controller) pending.delete(key);
    },
  };
}
