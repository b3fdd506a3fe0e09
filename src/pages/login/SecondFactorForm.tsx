import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { signedIn } from '../../auth/session';
import type { LoginResult } from '../../auth/types';
import { http } from '../../http';
import { useT } from '../../locale';
import { LoginField } from './LoginField';

/** The second step: a code of the authenticator app, or a recovery code (docs/api.md). */
const loginSecondFactor = async (challenge: string, code: string) =>
  signedIn(await http.post<LoginResult>('/login/second_factor', { challenge, code: code.trim() }));

/** A 6-digit code of the authenticator app, or a recovery code (`xxxxx-xxxxx`). */
const CODE = /^(\d{6}|[0-9a-zA-Z]{5}-?[0-9a-zA-Z]{5})$/;

/**
 * The second step of signing in to an account with two-factor sign-in (POST /login answered 2012).
 * A wrong code (2013) is shown by the request layer as a toast; the challenge stays usable.
 */
export function SecondFactorForm({ challenge, onLoggedIn, onBack }: { challenge: string; onLoggedIn: () => void; onBack: () => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = checked && !CODE.test(code.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!CODE.test(code.trim())) return;
    setBusy(true);
    try {
      await loginSecondFactor(challenge, code);
      onLoggedIn();
    } catch {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography variant="body2">{t('app.login.second_factor')}</Typography>
      <LoginField
        name="code"
        label={t('app.login.code')}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setChecked(true);
        }}
        error={error}
        helperText={t('app.login.code_help')}
        autoComplete="one-time-code"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('app.login.verify')}
      </Button>
      <Button onClick={onBack} disabled={busy}>
        {t('app.login.back')}
      </Button>
    </Box>
  );
}
