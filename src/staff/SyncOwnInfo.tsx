import { useEffect } from 'react';
import { useRecordContext } from 'react-admin';
import { loadUserInfo } from '../auth/session';
import { useUser } from '../common/use-user';

/**
 * When the record being edited is the user's own account and its saved name differs from the one
 * in the header, the user info is loaded again so the header shows the new name at once.
 */
export function SyncOwnInfo() {
  const record = useRecordContext();
  const user = useUser();
  const stale = !!record && !!user && record.id === user.staff_id && typeof record.name === 'string' && record.name !== user.name;
  useEffect(() => {
    if (stale) void loadUserInfo(true).catch(() => undefined);
  }, [stale]);
  return null;
}
