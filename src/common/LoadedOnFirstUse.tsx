import { Suspense, useCallback, useState, type ReactNode } from 'react';

/**
 * Whether a button's panel has been asked for yet: the header's bell, search and language menu load
 * their panel's code (a `lazy` component) on first use, and keep it mounted from then on.
 */
export function useFirstUse(): { used: boolean; markUsed: () => void } {
  const [used, setUsed] = useState(false);
  const markUsed = useCallback(() => setUsed(true), []);
  return { used, markUsed };
}

/** Its lazy children once `used`, drawn when their code has come; nothing before. */
export function LoadedOnFirstUse({ used, children }: { used: boolean; children: ReactNode }) {
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}
