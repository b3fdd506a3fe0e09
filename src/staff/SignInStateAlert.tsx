import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'ra-core';
import { useIdParam } from '../admin/use-id-param';
import { formatDate } from '../common/format-date';
import { http } from '../http';
import '../locale/late-texts';

interface SignInState {
  state: 'slowed' | 'locked';
  failures: number;
  until: string;
}

/**
 * The line on an employee's page while failed passwords from every address slow or lock its sign-in
 * (`GET /staff/sign_in_state`, server/auth/login-throttle.ts): how many, and until when.
 */
export function SignInStateAlert() {
  const translate = useTranslate();
  const locale = useLocale();
  const id = useIdParam();
  const { data } = useQuery({
    queryKey: ['staff', 'sign_in_state', id],
    // a failure only hides the line: the page reports its own
    queryFn: () => http.get<SignInState | null>('/staff/sign_in_state', { id }, { silent: true }),
    enabled: id !== undefined,
  });
  if (!data) return null;
  const until = formatDate(data.until, locale, { kind: 'datetime' });
  return (
    <Alert severity={data.state === 'locked' ? 'error' : 'warning'} sx={{ mb: 2 }} data-testid="sign-in-state">
      {translate(`app.sign_in_state.${data.state}`, { failures: data.failures, until })}
    </Alert>
  );
}
