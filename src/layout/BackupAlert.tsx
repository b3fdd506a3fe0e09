import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { BackupStatus } from '../../resources/backup-status';
import { formatDate } from '../common/format-date';
import { useCan } from '../common/use-user';
import { http } from '../http';
import { useLang } from '../locale';

/**
 * The shell's warning to the operator's admins when the last scheduled backup failed, or the last
 * good one is older than twice BACKUP_EVERY (`GET /backup/status`).
 */
export function BackupAlert() {
  const translate = useTranslate();
  const lang = useLang();
  const allowed = useCan('backup:view');
  const { data } = useQuery({
    queryKey: ['backup_status'],
    // a failure only hides the warning: the pages report their own
    queryFn: () => http.get<BackupStatus>('/backup/status', undefined, { silent: true }),
    enabled: allowed,
  });
  if (!allowed || !data?.overdue) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="backup-alert">
      <AlertTitle>{translate(data.last_result === 'failure' ? 'app.backup.failed' : 'app.backup.overdue')}</AlertTitle>
      {data.last_success_at
        ? translate('app.backup.last_success', { at: formatDate(data.last_success_at, lang, { kind: 'datetime' }) })
        : translate('app.backup.never')}
      {data.last_error ? (
        <>
          <br />
          {translate('app.backup.error', { error: data.last_error })}
        </>
      ) : null}
      <br />
      {translate('app.backup.how')}
    </Alert>
  );
}
