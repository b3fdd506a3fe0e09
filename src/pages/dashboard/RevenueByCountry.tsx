import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../resources/countries';
import type { DashboardSummary } from '../../../resources/dashboard';
import { useLang, useT } from '../../locale';

/** Order revenue of the last twelve months per country, each in its own currency (never summed across them). */
export function RevenueByCountry({ data }: { data: DashboardSummary }) {
  const t = useT();
  const lang = useLang();
  return (
    <Card data-testid="revenue-by-country">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('app.dashboard.revenue_by_country')}
        </Typography>
        {data.revenue_by_country.length === 0 ? (
          <Alert severity="info">{t('app.dashboard.revenue_none')}</Alert>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {data.revenue_by_country.map(({ country, currency, amount }) => (
              <Box key={country}>
                <Typography variant="body2" color="text.secondary">
                  {t(`pages.common.country.${country}`)} ({currency})
                </Typography>
                <Typography variant="h6" component="p" data-testid={`revenue-${country}`}>
                  {formatMoney(amount, country, lang)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
