import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_WEEK_CHOICES, type AdminDashboard } from '@camp/shared/admin-dashboard';
import { ITINERARY_STATUSES, ITINERARY_STATUS_LABELS } from '@camp/shared/enums';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { formatCents } from '../../../lib/format';
import { adminDashboardQueryOptions } from '../api/dashboard';
import { WeeklyChart } from '../components/weekly-chart';

const COLORS = {
  teal: '#1f5f5b',
  gold: '#c9962a',
  blue: '#1f5f8b',
  red: '#c62828',
  green: '#2e7d32',
};

function weeksFromQuery(value: string | null): number {
  const n = Number(value);
  return (DASHBOARD_WEEK_CHOICES as readonly number[]).includes(n) ? n : 12;
}

const money = (cents: number) => formatCents(cents);
const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The first-itinerary target's hit rate over the weeks shown, or a dash when none is known. */
function hitRate(d: AdminDashboard): string {
  const hit = total(d.series.first_itinerary_hit);
  const known = hit + total(d.series.first_itinerary_missed);
  return known === 0 ? '—' : `${Math.round((hit / known) * 100)}%`;
}

function Charts({ data }: { data: AdminDashboard }) {
  const s = data.series;
  const days = data.first_itinerary_target_hours / 8;
  return (
    <>
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
            <Box key={status}>
              <Typography component="dt" color="text.secondary">
                {ITINERARY_STATUS_LABELS[status]}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0 }}>
                {data.itineraries_by_status[status]}
              </Typography>
            </Box>
          ))}
          <Box>
            <Typography component="dt" color="text.secondary">
              First itinerary within {days} business days
            </Typography>
            <Typography component="dd" variant="h4" sx={{ m: 0 }}>
              {hitRate(data)}
            </Typography>
          </Box>
        </Box>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2.4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' },
        }}
      >
        <WeeklyChart
          title="Families"
          weeks={data.weeks}
          series={[
            { label: 'Sign-ups', data: s.sign_ups, color: COLORS.teal },
            { label: 'Questionnaires', data: s.questionnaires, color: COLORS.gold },
            { label: 'Itineraries sent', data: s.itineraries_sent, color: COLORS.blue },
          ]}
        />
        <WeeklyChart
          title={`First itinerary within ${days} business days`}
          weeks={data.weeks}
          series={[
            { label: 'On time', data: s.first_itinerary_hit, color: COLORS.green, stack: 'target' },
            { label: 'Late', data: s.first_itinerary_missed, color: COLORS.red, stack: 'target' },
          ]}
        />
        <WeeklyChart
          title="Bookings"
          weeks={data.weeks}
          series={[{ label: 'Places paid', data: s.bookings, color: COLORS.teal }]}
        />
        <WeeklyChart
          title="Money"
          kind="line"
          format={money}
          weeks={data.weeks}
          series={[
            { label: 'Activity sales', data: s.activity_revenue_cents, color: COLORS.teal },
            { label: 'Packages', data: s.package_revenue_cents, color: COLORS.gold },
            { label: 'Platform fees', data: s.platform_fee_cents, color: COLORS.blue },
            { label: 'Refunds', data: s.refunds_cents, color: COLORS.red },
          ]}
        />
      </Box>
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
