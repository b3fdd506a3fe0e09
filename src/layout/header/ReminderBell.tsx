import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { HoverTooltip } from '../../common/HoverTooltip';
import { LoadedOnFirstUse, useFirstUse } from '../../common/LoadedOnFirstUse';
import { http } from '../../http';
import { useT } from '../../locale';
import { UNREAD_KEY } from './reminder-queries';

/** The panel, its list and texts load when the bell is first opened: the shell carries only the count. */
const ReminderPanel = lazy(() => import('./ReminderPanel'));

/** How often the unread count is asked for while the page is visible (react-query pauses it in a hidden tab). */
const UNREAD_POLL_MS = 60_000;

/**
 * The header's bell: the unread reminders' count (`GET /reminder/unread`, asked again every minute
 * while the page is visible and when it comes back), and the panel of the items on a click.
 */
export function ReminderBell() {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { used, markUsed } = useFirstUse();
  const { data } = useQuery({
    queryKey: UNREAD_KEY,
    // a failure only leaves the count as it was: the pages report their own
    queryFn: () => http.get<{ unread: number }>('/reminder/unread', undefined, { silent: true }),
    refetchInterval: UNREAD_POLL_MS,
  });
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('app.header.reminders_unread', { count: unread }) : t('app.header.reminders');
  return (
    <>
      <HoverTooltip title={label}>
        <IconButton
          onClick={(e) => {
            markUsed();
            setAnchor(e.currentTarget);
          }}
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="reminder-bell"
          sx={{ position: 'relative' }}
        >
          <NotificationsNone />
          {unread > 0 && (
            <Box
              component="span"
              aria-hidden
              data-testid="reminder-count"
              sx={{
                position: 'absolute',
                top: 4,
                right: 2,
                minWidth: 16,
                height: 16,
                px: 0.5,
                borderRadius: 8,
                bgcolor: 'error.main',
                color: 'error.contrastText',
                fontSize: 10,
                lineHeight: '16px',
                textAlign: 'center',
              }}
            >
              {unread > 99 ? '99+' : unread}
            </Box>
          )}
        </IconButton>
      </HoverTooltip>
      <LoadedOnFirstUse used={used}>
        <ReminderPanel anchor={anchor} onClose={() => setAnchor(null)} />
      </LoadedOnFirstUse>
    </>
  );
}
