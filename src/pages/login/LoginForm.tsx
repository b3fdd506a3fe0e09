import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { required } from '../../../resources/validation';
import { login, SecondFactorRequired } from '../../auth/session';
import { PasswordToggleButton, passwordToggleLabel } from '../../common/PasswordToggle';
import { useT } from '../../locale';
import { LoginField } from './LoginField';

type Field = 'account' | 'password';

const checks: Record<Field, ReturnType<typeof required>> = {
  account: required('app.login.account_required'),
  password: required('app.login.password_required'),
};

/**
 * Account and password, each required (checked as the user types, and on submit). The server's
 * refusals (2005, 2010, 1029) are shown by the request layer as toasts.
 */
export function LoginForm({
  onLoggedIn,
  onSecondFactor,
}: {
  onLoggedIn: () => void;
  /** The password was right; the account's second factor is asked next (SecondFactorForm.tsx). */
  onSecondFactor?: (challenge: string) => void;
}) {
  const t = useT();
  const [values, setValues] = useState<Record<Field, string>>({ account: '', password: '' });
  const [checked, setChecked] = useState<Record<Field, boolean>>({ account: false, password: false });
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const errorOf = (field: Field) => {
    const failure = checked[field] ? checks[field](values[field]) : undefined;
    return failure ? t(failure.message) : undefined;
  };
  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setChecked((c) => ({ ...c, [field]: true }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked({ account: true, password: true });
    if (checks.account(values.account) || checks.password(values.password)) return;
    const form = event.currentTarget as HTMLFormElement;
    setBusy(true);
    try {
      await login(values.account.trim(), values.password);
      onLoggedIn();
    } catch (error) {
      setBusy(false);
      if (error instanceof SecondFactorRequired && onSecondFactor) return onSecondFactor(error.challenge);
      // refused (a wrong password): back in the password, selected to type again, not on the page's body
      const password = form.elements.namedItem('password');
      if (password instanceof HTMLInputElement) {
        password.focus();
        password.select();
      }
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <LoginField
        name="account"
        label={t('app.login.account')}
        value={values.account}
        onChange={(e) => change('account')(e.target.value)}
        error={!!errorOf('account')}
        helperText={errorOf('account')}
        autoComplete="username"
        autoFocus
      />
      <LoginField
        name="password"
        label={t('app.login.password')}
        type={showPassword ? 'text' : 'password'}
        value={values.password}
        onChange={(e) => change('password')(e.target.value)}
        error={!!errorOf('password')}
        helperText={errorOf('password')}
        autoComplete="current-password"
        endAdornment={
          <span style={{ paddingRight: 12 }}>
            <PasswordToggleButton
              shown={showPassword}
              onToggle={() => setShowPassword((s) => !s)}
              label={t(passwordToggleLabel(showPassword))}
            />
          </span>
        }
      />
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('app.login.submit')}
      </Button>
    </Box>
  );
}
