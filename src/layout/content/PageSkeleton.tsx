import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { DashboardSkeleton } from '../../pages/dashboard/DashboardSkeleton';
import type { ViewRef } from '../../routes/table';
import { pageLoading } from '../../state/app-state';
import { ListSkeleton } from '../../common/ListSkeleton';

/** A list page's shape: its filters on a line, then the card of its rows. */
function ListPageSkeleton() {
  return (
    <Box data-testid="page-skeleton" data-kind="list">
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" width={180} height={40} />
        ))}
      </Box>
      <Paper>
        <ListSkeleton />
      </Paper>
    </Box>
  );
}

/** A form page's shape: a card of fields, two by two from md up. */
function FormPageSkeleton() {
  return (
    <Paper sx={{ p: 3 }} data-testid="page-skeleton" data-kind="form">
      <Skeleton variant="text" width={240} height={36} sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Box>
    </Paper>
  );
}

/**
 * What a page shows while its code loads (docs/ui.md, "Loading"): the shape of that page, its list,
 * form or dashboard, at once, in place of a blank area or a spinner. The page-loading flag (the bar at
 * the top) goes on meanwhile, as with the spinner it replaces.
 */
export function PageSkeleton({ view }: { view: ViewRef }) {
  useEffect(() => {
    pageLoading.start();
    return pageLoading.stop;
  }, []);
  if ('page' in view) return <DashboardSkeleton />;
  return view.view === 'list' ? <ListPageSkeleton /> : <FormPageSkeleton />;
}
