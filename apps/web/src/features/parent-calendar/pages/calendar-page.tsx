import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Box, CircularProgress, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { CalendarEvent, CalendarResponse } from '@camp/shared/calendar';
import { PageContainer } from '../../../components/ui/page-container';
import { UpgradeDialog } from '../../../components/premium/upgrade-dialog';
import { calendarGated } from '../../../components/premium/upgrade-gate';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { useSession } from '../../../lib/session';
import { calendarQueryOptions } from '../api/calendar';
import { CalendarFilters } from '../components/calendar-filters';
import { EventDialog } from '../components/event-dialog';
import { FeedLink } from '../components/feed-link';
import { paths } from '../../../lib/paths';

// FullCalendar is loaded with this page only, never with the home page: a heavy library is
// loaded lazily, per route.
const CalendarView = lazy(() => import('../components/calendar-view'));

export const PROFILE_PATH = paths.parent.profile;
export const CALENDAR_TITLE = 'Calendar';
export const BACK_LABEL = 'Back to Profile';

/** The events the panel's choices leave: shown itineraries, and the chosen child's own ones. */
export function visibleEvents(
  data: CalendarResponse,
  hidden: ReadonlySet<number>,
  child: string,
): CalendarEvent[] {
  const friendIds = new Set(data.itineraries.filter((it) => it.friend).map((it) => it.id));
  return data.events.filter(
    (e) =>
      !hidden.has(e.itinerary_id) &&
      (child === '' || friendIds.has(e.itinerary_id) || e.child_name === child),
  );
}

/** /profile/calendar: the family's and accepted friends' approved itineraries, by month or list. */
export function CalendarPage() {
  const session = useSession();
  const navigate = useNavigate();
  const gated = session ? calendarGated(session) : false;
  const query = useQuery({ ...calendarQueryOptions(), enabled: !gated });
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [child, setChild] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const events = useMemo(
    () => (query.data ? visibleEvents(query.data, hidden, child) : []),
    [query.data, hidden, child],
  );
  // The server holds the same gate: a 403 there is the upgrade dialog here too.
  const refused = query.error instanceof ApiError && query.error.status === 403;
  const backLink = { to: PROFILE_PATH, label: BACK_LABEL };

  if (gated || refused) {
    return (
      <PageContainer title={CALENDAR_TITLE} backLink={backLink}>
        <UpgradeDialog open onClose={() => void navigate(PROFILE_PATH)} />
      </PageContainer>
    );
  }

  const toggle = (id: number) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const spinner = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading the calendar" />
    </Box>
  );

  return (
    <PageContainer title={CALENDAR_TITLE} backLink={backLink}>
      {query.isError ? (
        <Alert severity="error">{failureMessage(query.error)}</Alert>
      ) : !query.data ? (
        spinner
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
            // Phones: the filters, the calendar, then the feed link; desktop: a side column.
            gridTemplateAreas: {
              xs: '"filters" "calendar" "feed"',
              md: '"filters calendar" "feed calendar"',
            },
            gridTemplateRows: { md: 'auto 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ p: 2.5, gridArea: 'filters' }}>
            <CalendarFilters
              itineraries={query.data.itineraries}
              hidden={hidden}
              onToggle={toggle}
              child={child}
              onChild={setChild}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5, gridArea: 'feed' }}>
            <FeedLink />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, gridArea: 'calendar' }}>
            <Suspense fallback={spinner}>
              <CalendarView events={events} onEventClick={setOpenId} />
            </Suspense>
          </Paper>
        </Box>
      )}
      <EventDialog
        event={query.data?.events.find((e) => e.id === openId) ?? null}
        onClose={() => setOpenId(null)}
      />
    </PageContainer>
  );
}
