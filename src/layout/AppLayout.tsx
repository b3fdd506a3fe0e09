import Box from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { LocaleSync } from '../admin/LocaleSync';
import { preloadTooltip } from '../common/HoverTooltip';
import { loadCountries } from '../state/countries';
import { KeepAliveContent } from './content/KeepAliveContent';
import { DemoLoginsAlert } from './DemoLoginsAlert';
import { Header } from './header/Header';
import { PageProgress } from './PageProgress';
import { Sidebar } from './sidebar/Sidebar';
import { TabBar } from './tabs/TabBar';
import { useTabTracking } from './tabs/use-tab-tracking';
import { useResponsive } from './use-responsive';

/** How long after the shell shows its buttons' tooltips load (src/common/HoverTooltip.tsx). */
const TOOLTIP_DELAY_MS = 1000;

/**
 * The shell around every screen (docs/ui.md): side menu, header, tab bar and content. react-admin hands
 * its own routes as children; the content area shows the route table's pages instead, so that the
 * app's paths and kept-alive tabs work (see src/routes/table.ts).
 */
export function AppLayout(_props: { children?: ReactNode }) {
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
      <LocaleSync />
      <PageProgress />
      <Sidebar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header />
        <TabBar />
        <Box component="main" sx={{ flex: 1, overflow: 'auto', p: 2, bgcolor: 'background.default' }}>
          <DemoLoginsAlert />
          <KeepAliveContent />
        </Box>
      </Box>
    </Box>
  );
}
