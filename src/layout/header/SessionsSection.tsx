import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { http } from '../../http';
import { formatDate } from '../../common/format-date';
import { useLang, useT } from '../../locale';

interface Session {
  id: number;
  device: string;
  address: string;
  signed_in_at: string;
  last_used_at: string;
  current: boolean;
}

/** The user's open sessions (GET /session/list): sign out one, or every other. */
export function SessionsSection() {
  const t = useT();
  const lang = useLang();
  const when = (iso: string) => formatDate(iso, lang, { kind: 'datetime' });
  const [sessions, setSessions] = useState<Session[]>([]);
  const reload = useCallback(() => http.get<Session[]>('/session/list').then(setSessions), []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const revoke = async (body: { id: number } | { others: true }) => {
    await http.post('/session/revoke', body);
    await reload();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="sessions">
      {sessions.map((s) => (
        <Box key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="body2">
              {s.device || t('app.sessions.unknown_device')} · {s.address}
              {s.current ? ` (${t('app.sessions.this_one')})` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('app.sessions.signed_in', { when: when(s.signed_in_at) })} · {t('app.sessions.last_used', { when: when(s.last_used_at) })}
            </Typography>
          </Box>
          {!s.current && (
            <Button size="small" onClick={() => revoke({ id: s.id })}>
              {t('app.sessions.sign_out')}
            </Button>
          )}
        </Box>
      ))}
      {sessions.length > 1 && (
        <Button onClick={() => revoke({ others: true })} sx={{ alignSelf: 'flex-start' }}>
          {t('app.sessions.sign_out_others')}
        </Button>
      )}
    </Box>
  );
}
