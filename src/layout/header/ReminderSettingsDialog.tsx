import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { DigestSetting, ReminderSetting } from '../../../resources/reminders';
import { http } from '../../http';
import { useT } from '../../locale';
import { toast } from '../../notify/toast';
import '../../locale/late-texts';

/**
 * The user menu's "Reminder settings" (dealers' admins and managers): the dealer's thresholds and
 * digest time (`/reminder/setting`), and for an admin the daily email digest (`/reminder/digest`),
 * which says so when the server cannot send email or the account has no address.
 */
export function ReminderSettingsDialog({ open, onClose, admin }: { open: boolean; onClose: () => void; admin: boolean }) {
  const t = useT();
  const [setting, setSetting] = useState<ReminderSetting | null>(null);
  const [digest, setDigest] = useState<DigestSetting | null>(null);
  useEffect(() => {
    if (!open) return;
    void http.get<ReminderSetting>('/reminder/setting').then(setSetting);
    if (admin) void http.get<DigestSetting>('/reminder/digest').then(setDigest);
  }, [open, admin]);

  const save = async () => {
    if (!setting) return;
    const { quota_threshold, sms_threshold, digest_time } = setting;
    setSetting(await http.post<ReminderSetting>('/reminder/setting', { quota_threshold, sms_threshold, digest_time }));
    toast(t('app.reminders.settings.saved'), { type: 'success' });
  };
  const number = (field: 'quota_threshold' | 'sms_threshold') => (
    <TextField
      type="number"
      label={t(`app.reminders.settings.${field}`)}
      helperText={t('app.reminders.settings.threshold_hint')}
      value={setting?.[field] ?? ''}
      onChange={(e) => setting && setSetting({ ...setting, [field]: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })}
      slotProps={{ htmlInput: { min: 0, 'data-testid': `reminder-${field}` } }}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="reminder-settings">
      <DialogTitle>{t('app.reminders.settings.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="subtitle2">{t('app.reminders.settings.dealer')}</Typography>
        {number('quota_threshold')}
        {number('sms_threshold')}
        <TextField
          type="time"
          label={t('app.reminders.settings.digest_time', { timezone: setting?.timezone ?? '' })}
          value={setting?.digest_time ?? ''}
          onChange={(e) => setting && e.target.value && setSetting({ ...setting, digest_time: e.target.value.slice(0, 5) })}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <Button variant="contained" onClick={() => void save()} disabled={!setting} sx={{ alignSelf: 'flex-start' }}>
          {t('app.reminders.settings.save')}
        </Button>
        {admin && digest && (
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={digest.enabled}
                  onChange={(e) => void http.post<DigestSetting>('/reminder/digest', { enabled: e.target.checked }).then(setDigest)}
                />
              }
              label={t('app.reminders.settings.digest')}
            />
            {!digest.available ? (
              <Alert severity="warning" data-testid="digest-unavailable">
                {t('app.reminders.settings.unavailable')}
              </Alert>
            ) : !digest.email ? (
              <Alert severity="info">{t('app.reminders.settings.no_email')}</Alert>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('app.reminders.settings.digest_hint', { email: digest.email, time: digest.digest_time, timezone: digest.timezone })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
