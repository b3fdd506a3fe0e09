import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import LockReset from '@mui/icons-material/LockReset';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Logout from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { logout } from '../../auth/session';
import { userInfoState } from '../../auth/session-state';
import { useT } from '../../locale';
import { LOGIN_PATH, navigateTo } from '../../routes/navigator';
import { useSharedState } from '../../state/shared-state';
import { screenState } from '../responsive';
import type { UserDialog } from './UserMenuDialogs';
import { weekdayAvatar } from './weekday-avatar';
import { actorOfUser } from '../../auth/permissions';
import { LazyMenu } from '../../common/LazyMenu';

/** The forms of the dialogs load when one is first opened: every page's first screen stays without them. */
const UserMenuDialogs = lazy(() => import('./UserMenuDialogs'));

/** The user's weekday avatar and name, with change password and logout (after a confirm). */
export function UserMenu() {
  const t = useT();
  const user = useSharedState(userInfoState, (s) => s.user);
  const showName = useSharedState(screenState, (s) => s.size !== 'XS');
  const avatar = useMemo(() => weekdayAvatar(), []);
  // the reminders' thresholds are a dealer's, set by its admins and managers; the digest is its admins'
  const actor = user ? actorOfUser(user) : null;
  const dealerLead = actor?.orgType === 'dealer' && actor.role !== 'staff';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<UserDialog>(null);
  const [used, setUsed] = useState(false);
  const open = (which: Exclude<UserDialog, null>) => {
    setAnchor(null);
    setUsed(true);
    setDialog(which);
  };
  // REQUIRE_2FA: an account that must turn on two-factor sign-in is sent there first (docs/api.md)
  const enrolRequired = !!user?.enrol_required;
  useEffect(() => {
    if (enrolRequired) open('security');
  }, [enrolRequired]);

  async function confirmLogout() {
    await logout();
    navigateTo(LOGIN_PATH, { replace: true });
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<ArrowDropDown />}
        sx={{ textTransform: 'none', ml: 0.5 }}
        // named at every width: on a phone the name is hidden and only the avatar shows
        aria-label={t('app.header.user_menu', { name: user?.name ?? '' })}
        aria-haspopup="menu"
        data-testid="user-menu"
      >
        <Avatar src={avatar} alt="" sx={{ width: 28, height: 28, mr: showName ? 1 : 0 }} />
        {showName && user?.name}
      </Button>
      <LazyMenu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => open('password')} data-testid="menu-change-password">
          <ListItemIcon>
            <LockReset fontSize="small" />
          </ListItemIcon>
          {t('app.header.change_password')}
        </MenuItem>
        <MenuItem onClick={() => open('security')} data-testid="menu-security">
          <ListItemIcon>
            <LockReset fontSize="small" />
          </ListItemIcon>
          {t('app.header.security')}
        </MenuItem>
        {dealerLead && (
          <MenuItem onClick={() => open('reminders')} data-testid="menu-reminders">
            <ListItemIcon>
              <NotificationsNone fontSize="small" />
            </ListItemIcon>
            {t('app.header.reminder_settings')}
          </MenuItem>
        )}
        <MenuItem onClick={() => open('logout')} data-testid="menu-logout">
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('app.header.logout')}
        </MenuItem>
      </LazyMenu>
      {used && (
        <Suspense fallback={null}>
          <UserMenuDialogs dialog={dialog} onClose={() => setDialog(null)} onLogout={confirmLogout} admin={actor?.role === 'admin'} />
        </Suspense>
      )}
    </>
  );
}
