import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { visuallyHidden } from '../../common/visually-hidden';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '../../../resources/dashboard';
import { formatDate } from '../../common/format-date';
import { useNearView } from '../../common/use-near-view';
import { useOwnTask } from '../../common/use-own-task';
import { useLang, useT } from '../../locale';
import { storesWhere } from './list-links';
import { useShownWidth } from './use-shown-width';

const STORE_STATES = ['wait_activate', 'active', 'expired'] as const;
const HEIGHT = 260;
/** The charts in two columns of their own from md up: wide enough for every category label. */
const chartGrid = { gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } };
/** Months slanted, so that twelve of them fit under the bars. */
const slanted = { angle: -40, textAnchor: 'end', fontSize: 11 } as const;
/** A horizontal axis tall enough for one line of labels: the charts' default cuts them to nothing. */
const X_AXIS_HEIGHT = 36;

/**
 * The width a vertical band axis needs for its longest label (the axis does not measure it): about
 * 7 px per Latin character at the tick font size, twice that for a CJK one.
 */
function bandAxisWidth(labels: string[]): number {
  const widest = Math.max(0, ...labels.map((label) => [...label].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 13 : 7), 0)));
  return Math.min(160, Math.ceil(widest) + 16);
}

/** A chart's figures, one line per label and series; with `to`, a link to the list the figure counts. */
type Figures = [label: string, value: number | string, to?: string][];

/** Figures that link somewhere show under the chart, one row that wraps: the drawing's segments are inert. */
const figureLinks = { display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1 } as const;

/**
 * A chart and its figures: the drawing is for the eye only (out of the tab order and of the
 * accessibility tree, its raw axis labels no name), the figures are read as a list under the
 * chart's heading (docs/ui.md, "Accessibility"). Figures with a list to open are links, shown to all.
 */
function ChartCard({
  title,
  testId,
  figures,
  chart,
}: {
  title: string;
  testId: string;
  figures: Figures;
  chart: (width: number) => ReactNode;
}) {
  const { box, width } = useShownWidth<HTMLDivElement>();
  // drawn as it comes near the view, each in a task of its own: drawn together, they held a phone's page for one long task
  const [near] = useNearView(box);
  const drawn = useOwnTask() && near;
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardContent component="figure" sx={{ m: 0 }}>
        <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {/* drawn at the width it shows at, never at the 0 px of a hidden page */}
        <Box inert aria-hidden ref={box} sx={{ minHeight: HEIGHT }}>
          {width !== undefined && drawn && chart(width)}
        </Box>
        <Box component="ul" sx={figures.some(([, , to]) => to) ? figureLinks : visuallyHidden} data-testid="chart-figures">
          {figures.map(([label, value, to]) => (
            <Typography component="li" variant="body2" key={label}>
              {to ? (
                <MuiLink component={Link} to={to} data-testid="chart-figure-link">{`${label}: ${value}`}</MuiLink>
              ) : (
                `${label}: ${value}`
              )}
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's charts (MUI X Charts), in a chunk of their own that loads after the page's
 * figures, so the dashboard's first paint does not wait for the chart library.
 */
export default function DashboardCharts({ data }: { data: DashboardSummary }) {
  const t = useT();
  const lang = useLang();
  const months = data.new_stores_by_month.map((m) => formatDate(m.month, lang, { kind: 'month' }));
  const countries = data.stores_by_country.map((c) => t(`pages.common.country.${c.country}`));
  const newStores = t('app.dashboard.new_stores');
  const activations = t('app.dashboard.activations');
  const byMonth: Figures = months.map((month, i) => [
    month,
    `${newStores} ${data.new_stores_by_month[i].count}, ${activations} ${data.activations_by_month[i]?.count ?? 0}`,
  ]);
  const accounts: [string, number][] = [
    [t('app.dashboard.accounts_allocated'), data.accounts.allocated],
    [t('app.dashboard.accounts_used'), data.accounts.used],
  ];
  return (
    <Box sx={chartGrid} data-testid="dashboard-charts">
      <ChartCard
        title={t('app.dashboard.by_month')}
        testId="chart-months"
        figures={byMonth}
        chart={(width) => (
          <BarChart
            width={width}
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: months, height: 72, tickLabelStyle: slanted, tickLabelMinGap: 2 }]}
            series={[
              { data: data.new_stores_by_month.map((m) => m.count), label: newStores },
              { data: data.activations_by_month.map((m) => m.count), label: activations },
            ]}
          />
        )}
      />
      <ChartCard
        title={t('app.dashboard.stores_by_status')}
        testId="chart-status"
        figures={STORE_STATES.map((state) => [t(`app.status.${state}`), data.stores[state], storesWhere({ status: state })])}
        chart={(width) => (
          <PieChart
            width={width}
            height={HEIGHT}
            series={[
              {
                innerRadius: 40,
                data: STORE_STATES.map((state, id) => ({ id, value: data.stores[state], label: t(`app.status.${state}`) })),
              },
            ]}
          />
        )}
      />
      <ChartCard
        title={t('app.dashboard.stores_by_country')}
        testId="chart-country"
        figures={countries.map((country, i) => [
          country,
          data.stores_by_country[i].count,
          storesWhere({ countries: data.stores_by_country[i].country }),
        ])}
        chart={(width) => (
          <BarChart
            width={width}
            height={HEIGHT}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: countries, width: bandAxisWidth(countries) }]}
            xAxis={[{ height: X_AXIS_HEIGHT, tickMinStep: 1 }]}
            series={[{ data: data.stores_by_country.map((c) => c.count), label: t('app.dashboard.stores') }]}
          />
        )}
      />
      <ChartCard
        title={t('app.dashboard.accounts')}
        testId="chart-accounts"
        figures={accounts}
        chart={(width) => (
          <BarChart
            width={width}
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: accounts.map(([label]) => label), height: X_AXIS_HEIGHT }]}
            series={[{ data: accounts.map(([, value]) => value), label: t('app.dashboard.accounts') }]}
          />
        )}
      />
    </Box>
  );
}
