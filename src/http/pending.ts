/** Why a request was aborted. */
export const ABORT_DUPLICATE = 'duplicate';
export const ABORT_TIMEOUT = 'timeout';

interface Pending {
  controller: AbortController;
  result?: Promise<unknown>;
}

/**
 * Pending requests by key (method and URL): a new request cancels an earlier pending one with the
 * same key (docs/api.md). The earlier caller may take the newer request's result instead.
 */
export function createPendingRequests() {
  const pending = new Map<string, Pending>();
  return {
    start(key: string): AbortController {
      pending.get(key)?.controller.abort(ABORT_DUPLICATE);
      const controller = new AbortController();
      pending.set(key, { controller });
      return controller;
    },
    /** Records the result of the request started with `controller`. */
    attach(key: string, controller: AbortController, result: Promise<unknown>) {
      const entry = pending.get(key);
      if (entry?.controller === controller) entry.result = result;
    },
    /** The result of the request that replaced the one of `controller`, if any. */
    successor(key: string, controller: AbortController): Promise<unknown> | undefined {
      const entry = pending.get(key);
      return entry && entry.controller !== controller ? entry.result : undefined;
    },
    finish(key: string, controller: AbortController) {
      if (pending.get(key)?.controller === controller) pending.delete(key);
    },
  };
}
