import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../locale';
import { crumbsOf } from './crumbs';

export function Breadcrumbs() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <MuiBreadcrumbs aria-label={t('app.header.breadcrumbs')} sx={{ ml: 1 }} data-testid="breadcrumbs">
      {crumbsOf(pathname, search).map((crumb) =>
        crumb.path ? (
          <Link key={crumb.title} component={RouterLink} to={crumb.path} underline="hover" color="text.secondary">
            {t(crumb.title)}
          </Link>
        ) : (
          <Typography key={crumb.title} color="text.primary">
            {t(crumb.title)}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
