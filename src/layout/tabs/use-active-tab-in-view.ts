import { useEffect, type RefObject } from 'react';

/**
 * Keeps the active tab wholly in view in its scrolling row: when it changes, when tabs open or
 * close, and when the row itself narrows (the scroll arrows appearing, the window resized), which
 * would otherwise leave it cut at the row's edge.
 */
export function useActiveTabInView(row: RefObject<HTMLElement | null>, active: string, count: number) {
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const reveal = () => element.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    // the observer's first report, once the row is laid out, reveals the tab: a call here would make
    // the browser lay the page out in the middle of the commit
    if (typeof ResizeObserver === 'undefined') return reveal();
    const resizes = new ResizeObserver(reveal);
    resizes.observe(element);
    return () => resizes.disconnect();
  }, [row, active, count]);
}
