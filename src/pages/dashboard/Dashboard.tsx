import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardSummary } from '../../../resources/dashboard';
import { userInfoState } from '../../auth/session-state';
import { useCan, useUser } from '../../common/use-user';
import { http } from '../../http';
import { useT } from '../../locale';
import { resourcePath } from '../../routes/match';
import { useSharedState } from '../../state/shared-state';
import { ExpiringStores } from './ExpiringStores';
import { RevenueByCountry } from './RevenueByCountry';
import { full, grid } from './dashboard-grid';
import { DashboardSkeleton } from './DashboardSkeleton';
import { StatCard } from './StatCard';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** No store yet: say what to do next. */
function FirstSteps() {
  const t = useT();
  const canAdd = useUser()?.perm_codes?.includes('company:create') ?? false;
  return (
    <Card sx={full} data-testid="dashboard-empty">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('app.dashboard.empty_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('app.dashboard.empty_hint')}
        </Typography>
        {canAdd && (
          <Button variant="contained" component={Link} to={resourcePath('company', 'create')}>
            {t('app.dashboard.add_brand')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Home (/dashboard/index), the page a dealer opens every morning: its figures, the licences about
 * to end (with their renew action), and charts of stores and accounts, all scoped to what it sees.
 */
export default function Dashboard() {
  const t = useT();
  const user = useSharedState(userInfoState, (s) => s.user);
  const canDealers = useCan('distributor:list');
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
      {error && <Alert severity="warning">{t('app.page.unavailable', { reason: error.message })}</Alert>}
      {isPending && <DashboardSkeleton />}
      {data && (
        <Box sx={grid}>
          {/* a level-2 dealer has no dealers under it: no figure to show */}
          {canDealers && (
            <StatCard
              label={t('app.dashboard.dealers')}
              value={data.dealers}
              testId="stat-dealers"
              to={resourcePath('distributor', 'list')}
            />
          )}
          <StatCard
            label={t('app.dashboard.companies')}
            value={data.companies}
            testId="stat-companies"
            to={resourcePath('company', 'list')}
          />
          <StatCard label={t('app.dashboard.stores')} value={data.stores.total} testId="stat-stores" to={resourcePath('store', 'list')} />
          <StatCard
            label={t('app.dashboard.remaining_quota')}
            value={data.remaining_quota ?? t('app.dashboard.unlimited')}
            testId="stat-quota"
          />
          {data.stores.total === 0 ? (
            <FirstSteps />
          ) : (
            <>
              <Box sx={full}>
                <ExpiringStores data={data} />
              </Box>
              <Suspense fallback={<Skeleton variant="rounded" height={300} sx={full} />}>
                <DashboardCharts data={data} />
              </Suspense>
              <Box sx={full}>
                <RevenueByCountry data={data} />
              </Box>
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
