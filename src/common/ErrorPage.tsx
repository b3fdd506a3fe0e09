import Button from '@mui/material/Button';
import { useT } from '../locale';
import { MessagePage } from './MessagePage';

/** The last resort when the app itself fails (for example its code cannot be loaded). */
export function ErrorPage() {
  const t = useT();
  return (
    <MessagePage
      title={t('app.load_error.title')}
      message={t('app.load_error.message')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('app.load_error.reload')}
        </Button>
      }
    />
  );
}
