import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type Theme } from '@mui/material/styles';
import { useT } from '../locale';

/** The grey of MUI's own skeletons. */
const skeletonGrey = (theme: Theme) => alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13);

/** Bars of `bar` px, one every `pitch` px starting `top` px down it, as one element: a striped background. */
function Bars({ count, pitch, bar, top }: { count: number; pitch: number; bar: number; top: number }) {
  return (
    <Skeleton
      variant="rectangular"
      height={count * pitch}
      sx={(theme) => ({
        bgcolor: 'transparent',
        backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${top}px, ${skeletonGrey(theme)} ${top}px ${top + bar}px, transparent ${top + bar}px ${pitch}px)`,
      })}
    />
  );
}

/**
 * Grey placeholder lines where a list's rows (or phone cards) are about to appear, shown at once
 * while the first page loads instead of a blank area. The lines are one element, not one each: the
 * commit that draws the rows removes it, and each element removed adds to that commit.
 */
export function ListSkeleton({ rows = 5, cards = false }: { rows?: number; cards?: boolean }) {
  const t = useT();
  return (
    <Box role="progressbar" aria-label={t('app.page.loading')} aria-busy data-testid="list-skeleton" sx={{ p: 2 }}>
      {/* the header line and the rows, as MUI's text skeletons drew them; or cards 12 px apart */}
      {cards ? <Bars count={rows} pitch={132} bar={120} top={0} /> : <Bars count={rows + 1} pitch={36} bar={22} top={8} />}
    </Box>
  );
}
