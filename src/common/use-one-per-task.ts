import { useEffect, useState } from 'react';

/**
 * How many of `count` heavy parts to draw: none at first, then one more per task of the browser.
 * A phone draws a form's fourteen time pickers in fourteen short tasks instead of one long one
 * that would hold the page still (docs/decisions/0017-list-throughput-against-directus.md).
 */
export function useOnePerTask(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return undefined;
    const next = setTimeout(() => setShown((n) => n + 1), 0);
    return () => clearTimeout(next);
  }, [shown, count]);
  return shown;
}
