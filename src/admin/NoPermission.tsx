import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

/**
 * The one refusal page, inside the shell: shown instead of a page the user's role or org level may
 * not see, whether reached from a link or typed (src/routes/page-access.ts), with a way back home.
 */
export function NoPermission() {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" role="alert" data-testid="no-permission" sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 4 }}>
      <BlockIcon color="warning" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
        {translate('pages.lists.refused.title')}
      </Typography>
      <Typography sx={{ mt: 1 }} color="text.secondary">
        {translate('app.page.no_permission')} {translate('pages.lists.refused.body')}
      </Typography>
      <Button variant="contained" component={Link} to="/dashboard/index" sx={{ mt: 3 }}>
        {translate('pages.lists.refused.home')}
      </Button>
    </Paper>
  );
}
