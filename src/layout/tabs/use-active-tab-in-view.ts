import { useEffect, type RefObject } from 'react';
import { revealInRow } from '../../common/sections/section-scroll';

/**
 * Keeps the active tab wholly in view in its scrolling row: when it changes, when tabs open or
 * close, and when the row itself narrows (the scroll arrows appearing, the window resized), which
 * would otherwise leave it cut at the row's edge.
 */
export function useActiveTabInView(row: RefObject<HTMLElement | null>, active: string, count: number) {
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const reveal = () => {
      const tab = element.querySelector('[data-active="true"]');
      if (tab) revealInRow(element, tab);
    };
    reveal();
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reveal);
    resizes?.observe(element);
    return () => resizes?.disconnect();
  }, [row, active, count]);
}
