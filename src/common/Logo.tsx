import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../locale';

/** The logo mark and the app title; the title can be hidden (docs/ui.md). */
export function Logo({ showTitle = true, color = 'inherit', size = 28 }: { showTitle?: boolean; color?: string; size?: number }) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, color }}>
      <Box component="svg" viewBox="0 0 32 32" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
        <rect width="32" height="32" rx="7" fill="#1668dc" />
        <path d="M8 11h16v3H8zM10 16h12v7a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2z" fill="#fff" />
        <circle cx="16" cy="8" r="2" fill="#8cc8ff" />
      </Box>
      {showTitle && (
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600, color: 'inherit' }} data-testid="logo-title">
          {t('webapp_title')}
        </Typography>
      )}
    </Box>
  );
}
