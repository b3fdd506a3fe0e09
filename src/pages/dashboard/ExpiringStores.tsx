import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, ResourceContextProvider } from 'ra-core';
import type { DashboardSummary } from '../../../resources/dashboard';
import { EXPIRING_WITHIN_DAYS } from '../../../resources/limits';
import { Link } from 'react-router-dom';
import { useUser } from '../../common/use-user';
import { useLang, useT } from '../../locale';
import { formatZoned } from '../../merchant/zone';
import { LicenceButton } from '../../store/LicenceButton';
import { storesWhere } from './list-links';

const DAY_MS = 86_400_000;

/**
 * Licences that end within 30 days, soonest first, each with the stores' own renew dialog (it shows
 * the dealer's accounts and the new expiry before anything is sent).
 */
export function ExpiringStores({ data }: { data: DashboardSummary }) {
  const t = useT();
  const lang = useLang();
  const mayRenew = useUser()?.perm_codes?.includes('store:renew') ?? false;
  const more = data.expiring_total - data.expiring.length;
  return (
    <Card data-testid="expiring-stores">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          <MuiLink component={Link} to={storesWhere({ expire_within_days: EXPIRING_WITHIN_DAYS })} data-testid="expiring-link">
            {t('app.dashboard.expiring_title', { count: data.expiring_total })}
          </MuiLink>
        </Typography>
        {data.expiring.length === 0 ? (
          <Alert severity="success">{t('app.dashboard.expiring_none')}</Alert>
        ) : (
          <ResourceContextProvider value="store">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('resources.store.fields.name')}</TableCell>
                  <TableCell>{t('resources.store.fields.company_name')}</TableCell>
                  <TableCell>{t('resources.store.fields.org_name')}</TableCell>
                  <TableCell>{t('resources.store.fields.expire_at')}</TableCell>
                  <TableCell align="right">{t('app.dashboard.days_left')}</TableCell>
                  {mayRenew && <TableCell />}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.expiring.map((store) => (
                  <TableRow key={store.id} data-testid="expiring-store">
                    <TableCell>{store.name}</TableCell>
                    <TableCell>{store.company_name}</TableCell>
                    <TableCell>{store.org_name}</TableCell>
                    <TableCell>{formatZoned(store.expire_at, store.country, lang)}</TableCell>
                    <TableCell align="right">{Math.max(0, Math.ceil((Date.parse(store.expire_at) - Date.now()) / DAY_MS))}</TableCell>
                    {mayRenew && (
                      <TableCell padding="checkbox">
                        <RecordContextProvider value={store}>
                          <LicenceButton action="renew" />
                        </RecordContextProvider>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {more > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('app.dashboard.expiring_more', { count: more })}
              </Typography>
            )}
          </ResourceContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
