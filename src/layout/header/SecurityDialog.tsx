import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { loadUserInfo } from '../../auth/session';
import { useT } from '../../locale';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import '../../locale/late-texts';

/** The user menu's "Sign-in and sessions": two-factor sign-in and the open sessions. */
export function SecurityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [enabled, setEnabled] = useState(false);
  const refresh = () => loadUserInfo().then((u) => setEnabled(!!u.two_factor));
  useEffect(() => {
    if (open) void refresh();
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="security-dialog">
      <DialogTitle>{t('app.header.security')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="subtitle2">{t('app.two_factor.title')}</Typography>
        {open && <TwoFactorSection enabled={enabled} onChanged={() => void refresh()} />}
        <Typography variant="subtitle2">{t('app.sessions.title')}</Typography>
        {open && <SessionsSection />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
