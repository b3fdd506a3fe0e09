import { useEffect, useState } from 'react';

/** Parts waiting for their task, first come first served, and whether a turn is under way. */
const waiting: (() => void)[] = [];
let turning = false;

function nextTurn() {
  const wake = waiting.shift();
  if (!wake) {
    turning = false;
    return;
  }
  wake();
  setTimeout(nextTurn, 0);
}

/**
 * Whether a heavy part may be drawn yet: not in the render that mounts it, then in a task of its
 * own, one part per task across the page. A phone then draws the dashboard's charts in short tasks,
 * not one long one that holds the page still, and drawing one redraws no other
 * (docs/decisions/0017-list-throughput-against-directus.md).
 */
export function useOwnTask(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn) return undefined;
    let mounted = true;
    waiting.push(() => mounted && setDrawn(true));
    if (!turning) {
      turning = true;
      setTimeout(nextTurn, 0);
    }
    return () => {
      mounted = false;
    };
  }, [drawn]);
  return drawn;
}
