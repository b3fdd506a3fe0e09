import { useDeferredValue, type ReactNode } from 'react';

/**
 * Shows `fallback` at once and draws `children` in a background render, which React does in slices
 * with the main thread free in between, rather than in the synchronous update that mounted this
 * (a react-query answer is one: docs/ui.md, "Loading").
 */
export function DrawnInBackground({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : fallback;
}
