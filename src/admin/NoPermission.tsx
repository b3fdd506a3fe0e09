import Alert from '@mui/material/Alert';
import { useTranslate } from 'ra-core';

/** Shown instead of a page the user's role or org level may not see. */
export function NoPermission() {
  const translate = useTranslate();
  return (
    <Alert severity="warning" data-testid="no-permission">
      {translate('app.page.no_permission')}
    </Alert>
  );
}
