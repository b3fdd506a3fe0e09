import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { getToken } from '../auth/session-state';
import { MessagePage } from '../common/MessagePage';
import { useT } from '../locale';
import { LOGIN_PATH } from '../routes/navigator';

/** Error404 (docs/ui.md): for /404 and any unknown path; back to home when logged in, else to login. */
export default function NotFoundPage() {
  const t = useT();
  const loggedIn = getToken() !== null;
  return (
    <MessagePage
      code="404"
      title={t('app.not_found.title')}
      message={t('app.not_found.message')}
      action={
        <Button variant="contained" component={Link} to={loggedIn ? '/' : LOGIN_PATH} replace data-testid="not-found-back">
          {t(loggedIn ? 'app.not_found.back_home' : 'app.not_found.back_login')}
        </Button>
      }
    />
  );
}
