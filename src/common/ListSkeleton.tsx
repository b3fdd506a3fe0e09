import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useT } from '../locale';

/**
 * Grey placeholder lines where a list's rows (or phone cards) are about to appear, shown at once
 * while the first page loads instead of a blank area.
 */
export function ListSkeleton({ rows = 5, cards = false }: { rows?: number; cards?: boolean }) {
  const t = useT();
  return (
    <Box role="progressbar" aria-label={t('app.page.loading')} aria-busy data-testid="list-skeleton" sx={{ p: 2 }}>
      {!cards && <Skeleton variant="text" height={32} />}
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant={cards ? 'rounded' : 'text'} height={cards ? 120 : 36} sx={{ mb: cards ? 1.5 : 0 }} />
      ))}
    </Box>
  );
}
