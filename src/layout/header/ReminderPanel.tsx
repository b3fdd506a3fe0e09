import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { reminderStores, reminderTitle } from '../../../resources/reminder-line';
import type { ReminderItem, ReminderList } from '../../../resources/reminders';
import { http } from '../../http';
import { useT } from '../../locale';
import type { UserInfo } from '../../auth/types';
import { useUser } from '../../common/use-user';
import { listWhere, storesWhere } from '../../pages/dashboard/list-links';
import { resourcePath } from '../../routes/match';
import { linkAllowed } from '../../routes/page-access';
import { LIST_KEY, UNREAD_KEY } from './reminder-queries';
import '../../locale/late-texts';

/**
 * Where the user acts on an item: the store list filtered to its stores ("Expiring within" its days,
 * or those that ended on its day), the dealer's details (its quota) or its SMS records.
 */
function targetOf(item: ReminderItem): string | undefined {
  switch (item.kind) {
    case 'expiring':
      return item.days ? storesWhere({ expire_within_days: item.days }) : undefined;
    case 'expired':
      return storesWhere({ expired_on: item.day });
    case 'quota_low':
      return item.org_id ? resourcePath('distributor', 'edit', item.org_id) : undefined;
    case 'sms_low':
      return item.org_id ? listWhere('sms', { org_id: item.org_id }) : undefined;
  }
}

/** The item's link, none where the user's role may not open that page. */
function linkOf(item: ReminderItem, user: UserInfo | null): string | undefined {
  const target = targetOf(item);
  return target && linkAllowed(user, target) ? target : undefined;
}

/** The bell's panel (`GET /reminder/list`): each item, unread first in bold, marked read one by one or all at once. */
export default function ReminderPanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const t = useT();
  const user = useUser();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: LIST_KEY,
    queryFn: () => http.get<ReminderList>('/reminder/list'),
    enabled: !!anchor,
    refetchOnMount: 'always',
  });
  const markRead = async (body: { keys: string[] } | { all: true }) => {
    const { unread } = await http.post<{ unread: number }>('/reminder/read', body);
    queryClient.setQueryData(UNREAD_KEY, { unread });
    await queryClient.invalidateQueries({ queryKey: LIST_KEY });
  };
  const items = data?.items ?? [];

  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { width: 380, maxWidth: '95vw', maxHeight: '70vh' }, role: 'dialog', 'aria-label': t('app.reminders.title') },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
        data-testid="reminder-panel"
      >
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t('app.reminders.title')}
        </Typography>
        {(data?.unread ?? 0) > 0 && (
          <Button size="small" onClick={() => void markRead({ all: true })} data-testid="reminder-read-all">
            {t('app.reminders.mark_all_read')}
          </Button>
        )}
      </Box>
      {data && items.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('app.reminders.empty')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => {
          const link = linkOf(item, user);
          const title = reminderTitle(t, item);
          const open = () => {
            if (!item.read) void markRead({ keys: [item.key] });
            onClose();
          };
          return (
            <Box component="li" key={item.key} sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="reminder-item">
              <Typography variant="body2" sx={{ fontWeight: item.read ? 400 : 600 }}>
                {link ? (
                  <MuiLink component={Link} to={link} onClick={open} data-testid="reminder-link">
                    {title}
                  </MuiLink>
                ) : (
                  title
                )}
              </Typography>
              {item.stores.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {reminderStores(t, item)}
                </Typography>
              )}
              {!item.read && (
                <Box>
                  <Button size="small" onClick={() => void markRead({ keys: [item.key] })} sx={{ px: 0, minWidth: 0 }}>
                    {t('app.reminders.mark_read')}
                  </Button>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Popover>
  );
}
