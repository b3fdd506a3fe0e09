import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { full, grid, wide } from './dashboard-grid';

/** The dashboard's shape (its cards and charts) while its code or its figures load, not a blank area. */
export function DashboardSkeleton() {
  return (
    <Box sx={grid} data-testid="dashboard-loading">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={104} />
      ))}
      <Skeleton variant="rounded" height={220} sx={full} />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={300} sx={wide} />
      ))}
    </Box>
  );
}
