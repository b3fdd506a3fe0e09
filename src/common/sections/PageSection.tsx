import Box from '@mui/material/Box';
import { useEffect, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNearView } from '../use-near-view';

/** Room kept for a section still to come, so that the page below it does not jump up and back. */
const ROOM_PX = 240;

/** The event that asks a section's content to be drawn at once (SectionNav.tsx, before scrolling to it). */
export const DRAW_SECTION = 'draw-section';

/** Content drawn once near the view (use-near-view.ts), or at once when the nav asks (DRAW_SECTION); room kept for it until then. */
function DrawnNearView({ children }: { children: ReactNode }) {
  const room = useRef<HTMLDivElement>(null);
  const [near, drawNow] = useNearView(room);
  useEffect(() => {
    const section = room.current?.parentElement;
    if (near || !section) return undefined;
    const now = () => flushSync(drawNow);
    section.addEventListener(DRAW_SECTION, now);
    return () => section.removeEventListener(DRAW_SECTION, now);
  }, [near, drawNow]);
  return near ? children : <Box ref={room} sx={{ minHeight: ROOM_PX }} />;
}

/**
 * A section of a long page that SectionNav.tsx links to: its id, focusable by script only (the nav's
 * target). `later`: its content is drawn as it comes near the view (a phone draws a screen, not the
 * whole page, before the user can act); the section itself, the nav's target, is there at once.
 */
export function PageSection({ id, later = false, children }: { id: string; later?: boolean; children: ReactNode }) {
  return (
    <Box component="section" id={id} tabIndex={-1} data-testid={`section-${id}`} sx={{ mt: 2, '&:focus': { outline: 'none' } }}>
      {later ? <DrawnNearView>{children}</DrawnNearView> : children}
    </Box>
  );
}
