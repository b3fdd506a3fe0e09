import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { appState } from '../state/app-state';
import { useSharedState } from '../state/shared-state';

/** The loading indicator hides this long after a navigation (docs/ui.md). */
export const PROGRESS_HIDE_MS = 220;

/** A thin bar at the top: on at each navigation and while a page loads, off 220 ms after. */
export function PageProgress() {
  const { key } = useLocation();
  const loading = useSharedState(appState, (s) => s.pageLoading);
  const [visible, setVisible] = useState(true);

  useEffect(() => setVisible(true), [key]);
  useEffect(() => {
    if (!visible || loading) return;
    const timer = setTimeout(() => setVisible(false), PROGRESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [visible, loading, key]);

  if (!visible && !loading) return null;
  return (
    <LinearProgress
      data-testid="page-progress"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 2, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
