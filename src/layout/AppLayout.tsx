import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { LocaleSync } from '../admin/LocaleSync';
import { DrawnInBackground } from '../common/DrawnInBackground';
import { preloadTooltip } from '../common/HoverTooltip';
import { loadCountries } from '../state/countries';
import { visuallyHidden } from '../common/visually-hidden';
import { KeepAliveContent } from './content/KeepAliveContent';
import { BackupAlert } from './BackupAlert';
import { DemoLoginsAlert } from './DemoLoginsAlert';
import { Header } from './header/Header';
import { PageProgress } from './PageProgress';
import { ShellSkeleton } from './ShellSkeleton';
import { Sidebar } from './sidebar/Sidebar';
import { MAIN_ID, SkipLink } from './SkipLink';
import { TabBar } from './tabs/TabBar';
import { useTabTracking } from './tabs/use-tab-tracking';
import { FOCUSED_BY_NAVIGATION, useFocusOnNavigation } from './use-focus-on-navigation';
import { useResponsive } from './use-responsive';

/** How long after the shell shows its buttons' tooltips load (src/common/HoverTooltip.tsx). */
const TOOLTIP_DELAY_MS = 1000;

/**
 * The shell around every screen (docs/ui.md): side menu, header, tab bar and content. The content
 * area shows the route table's pages, so that the app's paths and kept-alive tabs work (see
 * src/routes/table.ts).
 */
export function AppLayout() {
  // the session's check answers in a synchronous update, after which the shell and page draw in slices
  return (
    <DrawnInBackground fallback={<ShellSkeleton />}>
      <Shell />
    </DrawnInBackground>
  );
}

/** The page's title, announced after each move (a polite live region); its own component, so that setting it draws nothing else. */
function PageAnnouncer() {
  const pageTitle = useFocusOnNavigation();
  return (
    <Box role="status" sx={visuallyHidden} data-testid="page-announcer">
      {pageTitle}
    </Box>
  );
}

function Shell() {
  useResponsive();
  useTabTracking();
  useEffect(() => {
    // a failure is already reported by the request layer; the stored list stays in use
    loadCountries().catch(() => undefined);
    // the buttons' tooltips: after the first screen, not with it
    const tooltips = setTimeout(preloadTooltip, TOOLTIP_DELAY_MS);
    return () => clearTimeout(tooltips);
  }, []);
  return (
    <Box sx={{ display: 'flex', height: '100vh', overflow: 'hidden' }}>
      <SkipLink />
      <LocaleSync />
      <PageProgress />
      <Sidebar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header />
        <TabBar />
        {/* focusable: the keyboard reaches and scrolls it (a page without controls included), and focus lands here after a navigation */}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={0}
          sx={{
            flex: 1,
            overflow: 'auto',
            p: 2,
            bgcolor: 'background.default',
            '&:focus': { outline: 'none' },
            [`&:focus-visible:not([${FOCUSED_BY_NAVIGATION}])`]: {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
          }}
        >
          <PageAnnouncer />
          <DemoLoginsAlert />
          <BackupAlert />
          <KeepAliveContent />
        </Box>
      </Box>
    </Box>
  );
}
