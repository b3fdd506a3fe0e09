import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { DemoLogins } from '../../resources/demo-logins';
import { useCan } from '../common/use-user';
import { http } from '../http';

/**
 * The shell's warning to the operator's admins while demo accounts can still be signed in to with
 * the passwords the README publishes (`GET /demo_logins`): which ones, and how to close them.
 */
export function DemoLoginsAlert() {
  const translate = useTranslate();
  const allowed = useCan('demo_logins:view');
  const { data } = useQuery({
    queryKey: ['demo_logins'],
    // a failure only hides the warning: the pages report their own
    queryFn: () => http.get<DemoLogins>('/demo_logins', undefined, { silent: true }),
    enabled: allowed,
  });
  if (!allowed || !data?.accounts.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="demo-logins-alert">
      <AlertTitle>{translate('app.demo_logins.title')}</AlertTitle>
      {translate('app.demo_logins.accounts', { accounts: data.accounts.join(', ') })}
      <br />
      {translate('app.demo_logins.how')}
    </Alert>
  );
}
