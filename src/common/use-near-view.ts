import { startTransition, useCallback, useEffect, useState, type RefObject } from 'react';

/** How far ahead of the view a part is drawn: one height of the scrolling area. */
const AHEAD = '100% 0px';

/**
 * Whether `target` (a part's room on the page, there before the part is drawn) has come within a
 * screen of the view of the app's main area, which scrolls the page (src/layout/AppLayout.tsx);
 * once true, it stays. The update is a transition, drawn in slices. `drawNow` makes it true at once
 * (a link going to the part).
 */
export function useNearView(target: RefObject<Element | null>): [near: boolean, drawNow: () => void] {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { root: element.closest('main'), rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return [near, useCallback(() => setNear(true), [])];
}
