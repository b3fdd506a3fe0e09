import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { appState, pageLoading } from '../state/app-state';
import { useSharedState } from '../state/shared-state';

/**
 * Shown while a page's code loads (a Suspense fallback): it turns the page-loading flag on (after
 * 50 ms) and off when done; the spinner appears only once the flag is on, so fast loads never flash.
 */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const visible = useSharedState(appState, (s) => s.pageLoading);
  useEffect(() => {
    pageLoading.start();
    return pageLoading.stop;
  }, []);
  if (!visible) return null;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: fullScreen ? '100vh' : 240 }}>
      <CircularProgress size={32} />
    </Box>
  );
}
