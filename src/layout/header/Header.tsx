import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { HoverTooltip } from '../../common/HoverTooltip';
import { LanguageMenu } from '../../common/LanguageMenu';
import { useT } from '../../locale';
import { appState, toggleMenu } from '../../state/app-state';
import { useSharedState } from '../../state/shared-state';
import { screenState } from '../responsive';
import { SearchButton } from '../search/SearchButton';
import { Breadcrumbs } from './Breadcrumbs';
import { FullScreenToggle } from './FullScreenToggle';
import { PhoneTitle } from './PhoneTitle';
import { ReminderBell } from './ReminderBell';
import { UserMenu } from './UserMenu';

/** Menu toggle and breadcrumbs (the page's title on a phone) on the left; search, reminders, full screen, language and the user on the right. */
export function Header() {
  const t = useT();
  const collapsed = useSharedState(appState, (s) => s.menuCollapsed);
  const showCrumbs = useSharedState(screenState, (s) => s.size !== 'XS' && s.size !== 'SM');
  const toggleLabel = t(collapsed ? 'app.header.expand' : 'app.header.collapse');
  return (
    <Box
      component="header"
      sx={{
        height: 48,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        px: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <HoverTooltip title={toggleLabel}>
        <IconButton onClick={toggleMenu} aria-label={toggleLabel} data-testid="menu-toggle">
          {collapsed ? <MenuIcon /> : <MenuOpenIcon />}
        </IconButton>
      </HoverTooltip>
      {showCrumbs ? <Breadcrumbs /> : <PhoneTitle />}
      <Box sx={{ flex: 1 }} />
      <SearchButton />
      <ReminderBell />
      <FullScreenToggle />
      <LanguageMenu color="default" />
      <UserMenu />
    </Box>
  );
}
