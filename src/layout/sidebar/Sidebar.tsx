import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useMemo } from 'react';
import { userInfoState } from '../../auth/session-state';
import { Logo } from '../../common/Logo';
import { appState, setMenuCollapsed } from '../../state/app-state';
import { useSharedState } from '../../state/shared-state';
import { sidebarColors } from '../../theme';
import { menuFor } from './menu';
import { SideMenu } from './SideMenu';

/** Side menu widths of docs/ui.md. */
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_COLLAPSED_WIDTH = 40;

/**
 * The logo and the menu: 260 px, or 40 px (icons only) when collapsed; on a narrow screen a drawer
 * over the page that closes after a choice.
 */
export function Sidebar() {
  const collapsed = useSharedState(appState, (s) => s.menuCollapsed);
  const isFold = useSharedState(appState, (s) => s.isFold);
  const user = useSharedState(userInfoState, (s) => s.user);
  const items = useMemo(() => (user ? menuFor(user) : []), [user]);

  const content = (narrow: boolean, onNavigate?: () => void) => (
    <Box sx={{ height: '100%', bgcolor: sidebarColors.background, overflowX: 'hidden', overflowY: 'auto' }}>
      <Box
        sx={{
          height: 48,
          display: 'flex',
          alignItems: 'center',
          justifyContent: narrow ? 'center' : 'flex-start',
          px: narrow ? 0 : 2,
          color: '#fff',
        }}
      >
        <Logo showTitle={!narrow} size={narrow ? 24 : 28} />
      </Box>
      <SideMenu items={items} collapsed={narrow} onNavigate={onNavigate} />
    </Box>
  );

  if (isFold) {
    return (
      <Drawer
        open={!collapsed}
        onClose={() => setMenuCollapsed(true)}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 0 } } }}
        data-testid="sidebar"
      >
        {content(false, () => setMenuCollapsed(true))}
      </Drawer>
    );
  }
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      sx={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        flexShrink: 0,
        height: '100vh',
        transition: 'width .2s',
      }}
    >
      {content(collapsed)}
    </Box>
  );
}
