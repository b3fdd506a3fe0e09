import { useEffect, useState, type RefObject } from 'react';
import { currentSection, GAP, scrollParent, scrolledToEnd } from './section-scroll';

/**
 * The id of the section being read, followed as the page scrolls: measured once per frame at most,
 * against the bottom of `header` (the nav, at the bottom of the page's sticky header).
 */
export function useCurrentSection(
  ids: readonly string[],
  header: RefObject<HTMLElement | null>,
): [string | undefined, (id: string) => void] {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const key = ids.join(' ');
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const nav = header.current;
      if (!nav) return;
      const line = nav.getBoundingClientRect().bottom + GAP * 2;
      const tops = key
        .split(' ')
        .map((id) => [id, document.getElementById(id)?.getBoundingClientRect().top] as const)
        .filter((entry): entry is readonly [string, number] => entry[1] !== undefined);
      const next = currentSection(tops, line, scrolledToEnd(scrollParent(nav)));
      if (next) setCurrent(next);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // scroll does not bubble: heard on capture, from whichever element scrolls the page
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll);
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [key, header]);
  return [current, setCurrent];
}
