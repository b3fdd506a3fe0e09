import type { ReactNode } from 'react';
import { BulkActionsToolbar, SelectAllButton } from 'react-admin';
import { BULK_MAX } from '../../resources/common';

/** The toolbar over a list's selected rows: "select all N matching" (up to what one bulk call takes) and the list's bulk actions. */
export function BulkToolbar({ children }: { children: ReactNode }) {
  return <BulkActionsToolbar selectAllButton={<SelectAllButton limit={BULK_MAX} />}>{children}</BulkActionsToolbar>;
}
