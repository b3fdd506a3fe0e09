import Button from '@mui/material/Button';
import { useT } from '../locale';
import { MessagePage } from './MessagePage';

/** The last resort when the app itself fails (for example its code cannot be loaded). */
export function ErrorPage() {
  const t = useT();
  return (
    <MessagePage
      title={t('ra.page.error')}
      message={t('ra.message.error')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('ra.action.refresh')}
        </Button>
      }
    />
  );
}
