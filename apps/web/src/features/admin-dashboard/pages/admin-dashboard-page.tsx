import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_WEEK_CHOICES, type AdminDashboard } from '@camp/shared/admin-dashboard';
import { ITINERARY_STATUSES, ITINERARY_STATUS_LABELS } from '@camp/shared/enums';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { formatCents } from '../../../lib/format';
import { adminDashboardQueryOptions } from '../api/dashboard';
import { OverdueList } from '../components/overdue-list';
import { MiaUsage } from '../components/mia-usage';
import { TrendChart } from '../components/trend-chart';

const COLORS = {
  teal: '#1f5f5b',
  gold: '#c9962a',
  blue: '#1f5f8b',
  red: '#c62828',
  green: '#2e7d32',
};

/** One colour per itinerary status, for the stacked bars of itineraries started. */
const STATUS_COLORS: Record<(typeof ITINERARY_STATUSES)[number], string> = {
  draft: '#757575',
  in_progress: COLORS.blue,
  review: COLORS.gold,
  alternate_request: '#8e24aa',
  accepted: COLORS.teal,
  approved: COLORS.green,
  canceled: COLORS.red,
};

function weeksFromQuery(value: string | null): number {
  const n = Number(value);
  return (DASHBOARD_WEEK_CHOICES as readonly number[]).includes(n) ? n : 12;
}

const money = (cents: number) => formatCents(cents);
const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A target's hit rate over the weeks shown, or a dash when none is known. */
function hitRate(hits: number[], misses: number[]): string {
  const hit = total(hits);
  const known = hit + total(misses);
  return known === 0 ? '—' : `${Math.round((hit / known) * 100)}%`;
}

/** The service targets as the dashboard names them (a business day is 8 business hours). */
const targetNames = (d: AdminDashboard) => ({
  intro: `Introduction within ${d.intro_target_hours} business hours`,
  first: `First itinerary within ${d.first_itinerary_target_hours / 8} business days`,
});

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Box>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h4" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The itineraries by status now, and each service target's hit rate over the weeks shown. */
function NowFigures({ data }: { data: AdminDashboard }) {
  const s = data.series;
  const names = targetNames(data);
  return (
    <Paper
      component="section"
      aria-label="Itineraries by status"
      variant="outlined"
      sx={{ p: { xs: 1.6, sm: 2.4 }, mb: 2.4, borderRadius: '18px' }}
    >
      <Typography variant="h5" component="h2" sx={{ mb: 1.2 }}>
        Itineraries now
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2.4, m: 0 }}>
        {ITINERARY_STATUSES.map((status) => (
          <Figure
            key={status}
            label={ITINERARY_STATUS_LABELS[status]}
            value={data.itineraries_by_status[status]}
          />
        ))}
        <Figure label={names.intro} value={hitRate(s.intro_hit, s.intro_missed)} />
        <Figure
          label={names.first}
          value={hitRate(s.first_itinerary_hit, s.first_itinerary_missed)}
        />
      </Box>
    </Paper>
  );
}

function Charts({ data }: { data: AdminDashboard }) {
  const s = data.series;
  const names = targetNames(data);
  return (
    <>
      <NowFigures data={data} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' },
        }}
      >
        <TrendChart
          title="Families"
          periods={data.weeks}
          series={[
            { label: 'Sign-ups', data: s.sign_ups, color: COLORS.teal },
            { label: 'Questionnaires', data: s.questionnaires, color: COLORS.gold },
            { label: 'Itineraries sent', data: s.itineraries_sent, color: COLORS.blue },
          ]}
        />
        <TrendChart
          title="Itineraries started, by status now"
          periods={data.weeks}
          series={ITINERARY_STATUSES.map((status) => ({
            label: ITINERARY_STATUS_LABELS[status],
            data: data.itineraries_started_by_status[status],
            color: STATUS_COLORS[status],
            stack: 'status',
          }))}
        />
        <TrendChart
          title={names.intro}
          periods={data.weeks}
          series={[
            { label: 'On time', data: s.intro_hit, color: COLORS.green, stack: 'target' },
            { label: 'Late', data: s.intro_missed, color: COLORS.red, stack: 'target' },
          ]}
        />
        <TrendChart
          title={names.first}
          periods={data.weeks}
          series={[
            { label: 'On time', data: s.first_itinerary_hit, color: COLORS.green, stack: 'target' },
            { label: 'Late', data: s.first_itinerary_missed, color: COLORS.red, stack: 'target' },
          ]}
        />
        <TrendChart
          title="Bookings"
          periods={data.weeks}
          series={[{ label: 'Places paid', data: s.bookings, color: COLORS.teal }]}
        />
        <TrendChart
          title="Money"
          kind="line"
          format={money}
          periods={data.weeks}
          series={[
            { label: 'Activity sales', data: s.activity_revenue_cents, color: COLORS.teal },
            { label: 'Packages', data: s.package_revenue_cents, color: COLORS.gold },
            { label: 'Platform fees', data: s.platform_fee_cents, color: COLORS.blue },
            { label: 'Refunds', data: s.refunds_cents, color: COLORS.red },
          ]}
        />
      </Box>
      <OverdueList overdue={data.overdue} />
      <MiaUsage usage={data.mia_usage} />
    </>
  );
}

/** /admin/dashboard: the marketplace week by week (weeks start on Monday, UTC). */
export function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const weeks = weeksFromQuery(params.get('weeks'));
  const { data, isPending, isError, error, refetch } = useQuery(adminDashboardQueryOptions(weeks));
  return (
    <PageContainer
      eyebrow="Administrator"
      title="Dashboard"
      subtitle="The marketplace week by week; weeks start on Monday (UTC)."
      actions={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={weeks}
          aria-label="Weeks shown"
          onChange={(_e, next: number | null) => {
            if (next !== null) setParams(next === 12 ? {} : { weeks: String(next) });
          }}
        >
          {DASHBOARD_WEEK_CHOICES.map((n) => (
            <ToggleButton key={n} value={n} aria-label={`${n} weeks`}>
              {n} wk
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {isPending ? (
        <LoadingBlock label="Loading the dashboard" />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Charts data={data} />
      )}
    </PageContainer>
  );
}
