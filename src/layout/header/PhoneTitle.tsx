import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { useT } from '../../locale';
import { matchPage } from '../../routes/match';

/** The page's title in the header where the breadcrumbs do not fit (a phone), cut with an ellipsis. */
export function PhoneTitle() {
  const t = useT();
  const { pathname, search } = useLocation();
  const page = matchPage(pathname, search);
  if (!page) return null;
  return (
    <Typography component="span" noWrap sx={{ ml: 1, minWidth: 0, fontWeight: 500 }} data-testid="phone-title">
      {t(page.title)}
    </Typography>
  );
}
