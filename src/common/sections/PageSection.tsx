import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A section of a long page that SectionNav.tsx links to: its id, focusable by script only (the nav's target). */
export function PageSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} tabIndex={-1} data-testid={`section-${id}`} sx={{ mt: 2, '&:focus': { outline: 'none' } }}>
      {children}
    </Box>
  );
}
