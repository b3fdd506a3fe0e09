import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useOwnTask } from '../use-own-task';

/** Room kept for a section still to come, so that the page below it does not jump up and back. */
const ROOM_PX = 240;

/** `children` from the task useOwnTask gives them on; room kept for them until then. */
function InOwnTask({ children }: { children: ReactNode }) {
  return useOwnTask() ? children : <Box sx={{ minHeight: ROOM_PX }} />;
}

/**
 * A section of a long page that SectionNav.tsx links to: its id, focusable by script only (the nav's
 * target). `later`: its content comes in a task of its own (useOwnTask), after the page's first
 * screen has been drawn; the section itself, the nav's target, is there at once.
 */
export function PageSection({ id, later = false, children }: { id: string; later?: boolean; children: ReactNode }) {
  return (
    <Box component="section" id={id} tabIndex={-1} data-testid={`section-${id}`} sx={{ mt: 2, '&:focus': { outline: 'none' } }}>
      {later ? <InOwnTask>{children}</InOwnTask> : children}
    </Box>
  );
}
