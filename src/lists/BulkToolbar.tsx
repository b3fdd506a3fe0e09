import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { BulkActionsToolbar, SelectAllButton } from 'react-admin';
import { BULK_MAX } from '../../resources/common';

/**
 * react-admin's toolbar slides up over what is above the table, which the list's sideways-scrolling
 * card would clip: here it takes its own place above the rows.
 */
const inFlow = {
  '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
  // collapsed to no height, its buttons still overlapped the headers and took the focus: hidden until rows are selected
  '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
};

/** The toolbar over a list's selected rows: "select all N matching" (up to what one bulk call takes) and the list's bulk actions. */
export function BulkToolbar({ children }: { children: ReactNode }) {
  return (
    <Box sx={inFlow}>
      <BulkActionsToolbar selectAllButton={<SelectAllButton limit={BULK_MAX} />}>{children}</BulkActionsToolbar>
    </Box>
  );
}
