import { useEffect, useState } from 'react';
import { Box, FormControlLabel, Switch, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  ITINERARY_STATUSES,
  ITINERARY_STATUS_LABELS,
  type ItineraryStatus,
} from '@camp/shared/enums';
import {
  DASHBOARD_DEFAULT_STATUS,
  DASHBOARD_TEXT,
  type DashboardItinerary,
  type DashboardSort,
} from '@camp/shared/specialist-dashboard';
import { PageContainer } from '../../../components/ui/page-container';
import {
  EmptyCard,
  ListPagination,
  LoadError,
  LoadingBlock,
  pageFromQuery,
} from '../../../components/ui/paged-list';
import { dashboardQueryOptions } from '../api/itineraries';
import { useMoveItinerary, type DashboardMove } from '../api/actions';
import { ItineraryList } from '../components/itinerary-list';
import { MoveConfirmDialog } from '../components/move-confirm-dialog';

const isStatus = (v: string | null): v is ItineraryStatus =>
  (ITINERARY_STATUSES as readonly string[]).includes(v ?? '');

/** Tab, page and sort live in the query string (?status=&page=&sort=overdue). */
function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : DASHBOARD_DEFAULT_STATUS;
  const page = pageFromQuery(params.get('page'));
  const sort: DashboardSort = params.get('sort') === 'overdue' ? 'overdue' : 'newest';
  const set = (
    next: Partial<{ status: ItineraryStatus; page: number; sort: DashboardSort }>,
    replace = false,
  ) => {
    const v = { status, page, sort, ...next };
    const q: Record<string, string> = {};
    if (v.status !== DASHBOARD_DEFAULT_STATUS) q.status = v.status;
    if (v.page > 1) q.page = String(v.page);
    if (v.sort !== 'newest') q.sort = v.sort;
    setParams(q, { replace });
  };
  return { status, page, sort, set };
}

interface Pending {
  itinerary: DashboardItinerary;
  move: 'cancel' | 'approve';
}

/** /specialist: the specialist's itineraries by status. */
export function DashboardPage() {
  const { status, page, sort, set } = useDashboardParams();
  const { data, isPending, isError, error, refetch } = useQuery(
    dashboardQueryOptions(status, page, sort),
  );
  const move = useMoveItinerary();
  const [confirm, setConfirm] = useState<Pending | null>(null);

  // The server answers the last page for a page past the end; keep the URL in step.
  const answered = data?.pagy.page;
  useEffect(() => {
    if (answered !== undefined && answered !== page && !isPending) set({ page: answered }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [answered]);

  const run = (
    itinerary: DashboardItinerary,
    kind: DashboardMove,
    acknowledgedClashes: number[][] = [],
  ) => {
    // The moved row leaves this list; if it was the page's last, go back one page (spec).
    const lastOnPage = (data?.itineraries.length ?? 0) === 1 && page > 1;
    move.mutate(
      { id: itinerary.id, move: kind, acknowledgedClashes },
      {
        onSuccess: () => {
          if (lastOnPage) set({ page: page - 1 }, true);
        },
        onSettled: () => setConfirm(null),
      },
    );
  };

  const onMove = (itinerary: DashboardItinerary, kind: DashboardMove) => {
    if (kind === 'assign') run(itinerary, kind);
    else setConfirm({ itinerary, move: kind });
  };

  const counts = data?.pagy.vars.statuses;
  return (
    <PageContainer eyebrow="Program specialist" title={DASHBOARD_TEXT.title} maxWidth="xl">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={status}
          onChange={(_, next: ItineraryStatus) => set({ status: next, page: 1 })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Itinerary status"
        >
          {ITINERARY_STATUSES.map((s) => (
            <Tab
              key={s}
              value={s}
              id={`dashboard-tab-${s}`}
              aria-controls="dashboard-panel"
              label={`${ITINERARY_STATUS_LABELS[s]}${counts ? ` (${counts[s]})` : ''}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box id="dashboard-panel" role="tabpanel" aria-labelledby={`dashboard-tab-${status}`}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1.5,
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {data
              ? `${data.pagy.count} ${data.pagy.count === 1 ? 'itinerary' : 'itineraries'}`
              : ''}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={sort === 'overdue'}
                onChange={(e) => set({ sort: e.target.checked ? 'overdue' : 'newest', page: 1 })}
              />
            }
            label={DASHBOARD_TEXT.overdueFirst}
          />
        </Box>
        {isPending ? (
          <LoadingBlock label="Loading itineraries" />
        ) : isError ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : data.itineraries.length === 0 ? (
          <EmptyCard>{DASHBOARD_TEXT.empty}</EmptyCard>
        ) : (
          <>
            <ItineraryList
              itineraries={data.itineraries}
              busyId={move.isPending ? (move.variables?.id ?? null) : null}
              onMove={onMove}
            />
            <ListPagination
              page={page}
              pages={data.pagy.pages}
              onChange={(next) => set({ page: next })}
            />
          </>
        )}
      </Box>
      <MoveConfirmDialog
        pending={
          confirm && {
            id: confirm.itinerary.id,
            move: confirm.move,
            label: `${confirm.itinerary.child_name ?? 'No child name'} · ${confirm.itinerary.parent_name}`,
          }
        }
        busy={move.isPending}
        onConfirm={(acknowledgedClashes) =>
          confirm && run(confirm.itinerary, confirm.move, acknowledgedClashes)
        }
        onClose={() => setConfirm(null)}
      />
    </PageContainer>
  );
}
