import Box from '@mui/material/Box';
import { useT } from '../locale';
import { PageSkeleton } from './content/PageSkeleton';
import { matchPage } from '../routes/match';
import { appState } from '../state/app-state';
import { useSharedState } from '../state/shared-state';
import { sidebarColors } from '../theme';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar/Sidebar';

/**
 * The shell's shape (side menu, header, tab bar) around the shape of the page at the address, while
 * the admin shell's code loads and the session is checked (docs/ui.md, "Loading"). The tab bar
 * names the page at once.
 */
export function ShellSkeleton() {
  const t = useT();
  const { menuCollapsed, isFold } = useSharedState(appState, (s) => s);
  const page = matchPage(window.location.pathname, window.location.search);
  const menuWidth = isFold ? 0 : menuCollapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  return (
    <Box sx={{ display: 'flex', height: '100vh', overflow: 'hidden' }} data-testid="shell-skeleton">
      <Box sx={{ width: menuWidth, flexShrink: 0, bgcolor: sidebarColors.background }} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ height: 48, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }} />
        <Box
          sx={{
            height: 40,
            px: 1,
            display: 'flex',
            alignItems: 'center',
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {page && (
            // the page's tab, as the tab bar draws the open page's (src/layout/tabs/TabItem.tsx)
            <Box
              component="span"
              sx={{ px: 1.25, lineHeight: '28px', fontSize: 13, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              {t(page.title)}
            </Box>
          )}
        </Box>
        <Box sx={{ flex: 1, overflow: 'hidden', p: 2, bgcolor: 'background.default' }}>
          {page && <PageSkeleton view={page.child.view} />}
        </Box>
      </Box>
    </Box>
  );
}
