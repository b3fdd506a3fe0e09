import { useEffect, useRef } from 'react';
import { roomToRaise, SECTION_NAV } from './section-scroll';

/**
 * Room after a page's last section (PageSection.tsx), as much as it takes for that section to
 * scroll up to just under the page's SectionNav, as a link to it brings it; none when the page is
 * long enough already. Sized again whenever the page or the window changes size. It is the last
 * child of the element holding the page's nav and sections.
 */
export function SectionsEnd() {
  const spacer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const room = spacer.current;
    const page = room?.parentElement;
    if (!room || !page) return undefined;
    const size = () => {
      const last = room.previousElementSibling;
      const nav = page.querySelector(`[${SECTION_NAV}]`);
      if (!last || !nav) return;
      room.style.height = `${roomToRaise(last, nav.getBoundingClientRect().bottom, room.offsetHeight)}px`;
    };
    const observer = new ResizeObserver(size);
    observer.observe(page);
    window.addEventListener('resize', size);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', size);
    };
  }, []);
  return <div ref={spacer} aria-hidden data-testid="sections-end" />;
}
