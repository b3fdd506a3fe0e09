import { useEffect, useRef, useState, type RefObject } from 'react';
import { currentSection, GAP, scrollParent, scrolledToEnd } from './section-scroll';

/** What the user does to scroll a page by themselves (a wheel, a finger, a key, the scroll bar). */
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The id of the section being read, followed as the page scrolls: measured once per frame at most,
 * against the bottom of `header` (the nav, at the bottom of the page's sticky header). A section
 * chosen (a nav link) stays marked until the user scrolls by themselves: the scroll that brings it
 * up, or a section below it growing as its data comes, does not mark another.
 */
export function useCurrentSection(
  ids: readonly string[],
  header: RefObject<HTMLElement | null>,
): [string | undefined, (id: string) => void] {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const chosen = useRef(false);
  const key = ids.join(' ');
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const nav = header.current;
      if (!nav || chosen.current) return;
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
    const release = () => {
      chosen.current = false;
    };
    // scroll does not bubble: heard on capture, from whichever element scrolls the page
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    for (const type of USER_SCROLLS) document.addEventListener(type, release, { capture: true, passive: true });
    window.addEventListener('resize', onScroll);
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', onScroll, { capture: true });
      for (const type of USER_SCROLLS) document.removeEventListener(type, release, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [key, header]);
  const choose = (id: string) => {
    chosen.current = true;
    setCurrent(id);
  };
  return [current, choose];
}
