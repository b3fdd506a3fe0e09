import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { loadUserInfo } from '../../auth/session';
import { http } from '../../http';
import { useT } from '../../locale';
import { qrPng } from '../../store/emenu/qr';

interface Setup {
  secret: string;
  otpauth_uri: string;
}

/** Saves the recovery codes as a text file. */
function download(codes: string[]) {
  const url = URL.createObjectURL(new Blob([codes.join('\n') + '\n'], { type: 'text/plain' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: 'recovery-codes.txt' });
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * Two-factor sign-in on the profile: turn it on (scan the QR, or type the secret, then confirm one
 * code; the ten recovery codes are shown once), or off (password and a code). docs/api.md.
 */
export function TwoFactorSection({ enabled, onChanged }: { enabled: boolean; onChanged: () => void }) {
  const t = useT();
  const [setup, setSetup] = useState<Setup & { qr: string }>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recovery, setRecovery] = useState<string[]>();

  async function start() {
    const answer = await http.post<Setup>('/two_factor/setup', {});
    setSetup({ ...answer, qr: await qrPng(answer.otpauth_uri) });
  }
  async function enable() {
    const answer = await http.post<{ recovery_codes: string[] }>('/two_factor/enable', { code: code.trim() });
    setRecovery(answer.recovery_codes);
    setSetup(undefined);
    setCode('');
    await loadUserInfo(true);
  }
  async function disable() {
    const { md5 } = await import('../../http/md5');
    await http.post('/two_factor/disable', { password: md5(password), code: code.trim() });
    setCode('');
    setPassword('');
    await loadUserInfo(true);
    onChanged();
  }

  if (recovery) {
    return (
      <Box data-testid="recovery-codes" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="body2">{t('app.two_factor.recovery_help')}</Typography>
        <Box component="pre" sx={{ m: 0, fontFamily: 'monospace' }}>
          {recovery.join('\n')}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={() => download(recovery)}>{t('app.two_factor.download')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setRecovery(undefined);
              onChanged();
            }}
          >
            {t('app.two_factor.done')}
          </Button>
        </Box>
      </Box>
    );
  }
  const codeField = (
    <TextField
      size="small"
      label={t('app.login.code')}
      value={code}
      onChange={(e) => setCode(e.target.value)}
      slotProps={{ htmlInput: { name: 'two_factor_code', autoComplete: 'one-time-code' } }}
    />
  );
  if (enabled) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="body2">{t('app.two_factor.on')}</Typography>
        <TextField
          size="small"
          type="password"
          label={t('app.login.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          slotProps={{ htmlInput: { name: 'two_factor_password', autoComplete: 'current-password' } }}
        />
        {codeField}
        <Button onClick={disable} disabled={!password || !code} data-testid="two-factor-disable">
          {t('app.two_factor.turn_off')}
        </Button>
      </Box>
    );
  }
  if (!setup) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography variant="body2">{t('app.two_factor.off')}</Typography>
        <Button variant="contained" onClick={start} data-testid="two-factor-start">
          {t('app.two_factor.turn_on')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2">{t('app.two_factor.scan')}</Typography>
      <Box component="img" src={setup.qr} alt={t('app.two_factor.qr')} sx={{ width: 200, height: 200 }} />
      <Typography variant="caption">{t('app.two_factor.manual')}</Typography>
      <Box component="code" data-testid="two-factor-secret" sx={{ wordBreak: 'break-all' }}>
        {setup.secret}
      </Box>
      {codeField}
      <Button variant="contained" onClick={enable} disabled={!/^\d{6}$/.test(code.trim())} data-testid="two-factor-enable">
        {t('app.two_factor.confirm')}
      </Button>
    </Box>
  );
}
