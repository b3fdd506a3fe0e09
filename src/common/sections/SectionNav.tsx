import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { DRAW_SECTION } from './PageSection';
import { revealInRow, scrollParent, scrollToSection, SECTION_NAV } from './section-scroll';
import { useCurrentSection } from './use-current-section';

export interface NavSection {
  /** The id of the section's element on the page (PageSection.tsx). */
  id: string;
  /** The i18n key of its name. */
  label: string;
}

/**
 * Links to the sections of a long page, the one being read marked (`aria-current`) as the user
 * scrolls; one row that scrolls sideways where it does not fit (a phone). A link scrolls its
 * section to just under the sticky header and gives it the focus, so the keyboard goes on from there.
 */
export function SectionNav({ sections, label }: { sections: readonly NavSection[]; label: string }) {
  const translate = useTranslate();
  const nav = useRef<HTMLElement>(null);
  const [current, setCurrent] = useCurrentSection(
    sections.map((section) => section.id),
    nav,
  );
  useEffect(() => {
    // read at the next frame, with the browser's own layout, rather than forcing one mid-render
    const frame = requestAnimationFrame(() => {
      const link = nav.current?.querySelector('[aria-current]');
      if (link) revealInRow(nav.current!, link);
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);
  const go = (id: string) => {
    const section = document.getElementById(id);
    if (!section || !nav.current) return;
    setCurrent(id);
    // drawn first: the sections down to this one, and those up to the view's bottom, which the
    // scroll passes on its way up; nothing then grows above it while it scrolls to where it stays
    const index = sections.findIndex((entry) => entry.id === id);
    const viewBottom = scrollParent(section).getBoundingClientRect().bottom;
    const toDraw = sections.flatMap((entry, at) => {
      const element = document.getElementById(entry.id);
      return element && (at <= index || element.getBoundingClientRect().top < viewBottom) ? [element] : [];
    });
    for (const element of toDraw) element.dispatchEvent(new Event(DRAW_SECTION));
    section.focus({ preventScroll: true });
    scrollToSection(section, nav.current.getBoundingClientRect().bottom);
  };
  return (
    <Box
      component="nav"
      ref={nav}
      aria-label={translate(label)}
      data-testid="section-nav"
      {...{ [SECTION_NAV]: '' }}
      sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', whiteSpace: 'nowrap', scrollbarWidth: 'thin', py: 0.5 }}
    >
      {sections.map(({ id, label: name }) => (
        <Button
          key={id}
          href={`#${id}`}
          size="small"
          variant={current === id ? 'contained' : 'text'}
          disableElevation
          aria-current={current === id ? 'location' : undefined}
          sx={{ flexShrink: 0 }}
          onClick={(event) => {
            event.preventDefault();
            go(id);
          }}
        >
          {translate(name)}
        </Button>
      ))}
    </Box>
  );
}
