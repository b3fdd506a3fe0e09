import { useSyncExternalStore } from 'react';

/** A tiny observable state container for app-wide state that lives outside React. */
export interface SharedState<S extends object> {
  get(): S;
  set(patch: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
}

export function createSharedState<S extends object>(initial: S): SharedState<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Subscribes a component to one slice of a shared state; `select` must return a stable value. */
export function useSharedState<S extends object, T>(state: SharedState<S>, select: (state: S) => T): T {
  return useSyncExternalStore(state.subscribe, () => select(state.get()));
}
