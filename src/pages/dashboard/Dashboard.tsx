import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { userInfoState } from '../../auth/session-state';
import { PageLoading } from '../../common/PageLoading';
import { http } from '../../http';
import { useT } from '../../locale';
import { useSharedState } from '../../state/shared-state';
import { BarList } from './BarList';
import { StatCard } from './StatCard';
import type { DashboardSummary } from './summary';

const STORE_STATES = ['wait_activate', 'active', 'expired'] as const;

/** Home (/dashboard/index): the caller's dealers, brands, stores and accounts at a glance. */
export default function Dashboard() {
  const t = useT();
  const user = useSharedState(userInfoState, (s) => s.user);
  const { data, error, isPending } = useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: () => http.get<DashboardSummary>('/dashboard/summary'),
  });

  return (
    <Box data-testid="dashboard">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {t('app.dashboard.welcome', { name: user?.name ?? '' })}
        {user?.org_name && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {user.org_name}
          </Typography>
        )}
      </Typography>
      {error && <Alert severity="info">{t('app.page.unavailable', { reason: error.message })}</Alert>}
      {isPending && <PageLoading />}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          <StatCard label={t('app.dashboard.dealers')} value={data.dealers} testId="stat-dealers" />
          <StatCard label={t('app.dashboard.companies')} value={data.companies} testId="stat-companies" />
          <StatCard label={t('app.dashboard.stores')} value={data.stores.total} testId="stat-stores" />
          <StatCard
            label={t('app.dashboard.remaining_quota')}
            value={data.remaining_quota ?? t('app.dashboard.unlimited')}
            testId="stat-quota"
          />
          <Box sx={{ gridColumn: { lg: 'span 2' } }}>
            <BarList
              title={t('app.dashboard.stores_by_status')}
              bars={STORE_STATES.map((state) => ({ label: t(`app.status.${state}`), count: data.stores[state] }))}
              empty={t('app.dashboard.no_data')}
            />
          </Box>
          <Box sx={{ gridColumn: { lg: 'span 2' } }}>
            <BarList
              title={t('app.dashboard.stores_by_country')}
              bars={data.stores_by_country.map(({ country, count }) => ({ label: country, count }))}
              empty={t('app.dashboard.no_data')}
            />
          </Box>
          <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 4' } }}>
            <BarList
              title={t('app.dashboard.activations_by_month')}
              bars={data.activations_by_month.map(({ month, count }) => ({ label: month, count }))}
              empty={t('app.dashboard.no_data')}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
