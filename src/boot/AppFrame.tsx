import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's ThemeProvider for a theme without CSS variables is the system's (its code for them stays out of the entry)
import { ThemeProvider } from '@mui/system';
import { useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ErrorPage } from '../common/ErrorPage';
import { Toaster } from '../notify/Toaster';
import { useT } from '../locale';
import { createAppTheme } from '../theme';
import { emotionCache } from './emotion-cache';

/** The styles' cache, the theme, the last-resort error page and the toasts around every screen: the login page alone, and the app. */
export function AppFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const theme = useMemo(() => createAppTheme(t('app.page.loading')), [t]);
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ErrorBoundary fallback={() => <ErrorPage />}>{children}</ErrorBoundary>
        <Toaster />
      </ThemeProvider>
    </CacheProvider>
  );
}
