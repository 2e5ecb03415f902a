import { useEffect, useMemo } from 'react';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Roster } from '@camp/shared/attendance';
import { PageContainer } from '../../../components/ui/page-container';
import { EmptyCard, LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { RosterChildCard } from '../components/roster-child-card';
import {
  downloadRoster,
  meetingDates,
  rosterKeys,
  rosterQueryOptions,
  useAttendanceMutation,
} from '../api/roster';

const failed = (err: unknown) =>
  toast.error(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');

/** 'Mon, Jun 14, 2027' for a YYYY-MM-DD date. */
const dayLabel = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * /camp-director/activity/:activityId/roster?date=: the children booked in the activity on one of
 * its meeting days, checked in and out with a tap; the roster as CSV or PDF.
 */
export function RosterPage() {
  const activityId = Number(useParams().activityId);
  const [search, setSearch] = useSearchParams();
  const date = search.get('date');
  const queryClient = useQueryClient();
  const query = useQuery(rosterQueryOptions(activityId, date));
  const roster = query.data;
  // Without a date the API chose the nearest meeting day: the address names it from then on,
  // and that day's roster is the one just read (not asked for again).
  useEffect(() => {
    if (!roster || date) return;
    queryClient.setQueryData(rosterKeys.one(activityId, roster.date), roster);
    setSearch({ date: roster.date }, { replace: true });
  }, [roster, date, setSearch, queryClient, activityId]);

  return (
    <PageContainer
      title={roster ? roster.activity.name : 'Roster'}
      documentTitle="Roster"
      eyebrow="Roster"
      subtitle={
        roster
          ? `${roster.activity.program_name} · ${formatTime(roster.activity.start_time)} – ${formatTime(roster.activity.end_time)} · ${roster.activity.location}`
          : undefined
      }
      backLink={
        roster
          ? {
              to: paths.director.programActivities(roster.activity.program_id),
              label: 'Back to activities',
            }
          : { to: paths.director.programs, label: 'Back to programs' }
      }
      maxWidth="md"
    >
      {query.isPending ? (
        <LoadingBlock label="Loading the roster" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <RosterBody roster={query.data} onDate={(d) => setSearch({ date: d })} />
      )}
    </PageContainer>
  );
}

function RosterBody({ roster, onDate }: { roster: Roster; onDate: (date: string) => void }) {
  const dates = useMemo(() => meetingDates(roster.activity), [roster.activity]);
  const at = dates.indexOf(roster.date);
  const mark = useAttendanceMutation(roster.activity.id);
  const inCount = roster.children.filter((c) => c.attendance && !c.attendance.checked_out).length;
  const outCount = roster.children.filter((c) => c.attendance?.checked_out).length;
  const download = (kind: 'csv' | 'pdf') => downloadRoster(roster, kind).catch(failed);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          aria-label="Previous meeting day"
          disabled={at <= 0}
          onClick={() => onDate(dates[at - 1]!)}
          size="large"
        >
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          select
          label="Meeting day"
          value={roster.date}
          onChange={(e) => onDate(e.target.value)}
          sx={{ flexGrow: 1 }}
        >
          {dates.map((d) => (
            <MenuItem key={d} value={d}>
              {dayLabel(d)}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          aria-label="Next meeting day"
          disabled={at < 0 || at >= dates.length - 1}
          onClick={() => onDate(dates[at + 1]!)}
          size="large"
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          justifyContent: 'space-between',
        }}
      >
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {`${roster.children.length} booked · ${inCount} here · ${outCount} gone home`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void download('csv')}
          >
            CSV
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void download('pdf')}
          >
            PDF
          </Button>
        </Box>
      </Box>
      {roster.children.length === 0 ? (
        <EmptyCard>No child is booked in this activity yet.</EmptyCard>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {roster.children.map((child) => (
            <RosterChildCard
              key={child.child_id}
              child={child}
              busy={mark.isPending && mark.variables?.childId === child.child_id}
              onCheckIn={() =>
                mark.mutate(
                  { kind: 'in', childId: child.child_id, date: roster.date },
                  {
                    onError: failed,
                    onSuccess: () => toast.success(`${child.first_name} is checked in`),
                  },
                )
              }
              onCheckOut={(pickupName) =>
                mark.mutate(
                  { kind: 'out', childId: child.child_id, date: roster.date, pickupName },
                  {
                    onError: failed,
                    onSuccess: () =>
                      toast.success(`${child.first_name} went home with ${pickupName}`),
                  },
                )
              }
              onUndo={() => {
                const out = Boolean(child.attendance?.checked_out);
                mark.mutate(
                  {
                    kind: out ? 'undo-out' : 'undo-in',
                    childId: child.child_id,
                    date: roster.date,
                  },
                  {
                    onError: failed,
                    onSuccess: () =>
                      toast.success(
                        out
                          ? `Check-out undone: ${child.first_name} is checked in`
                          : `Check-in undone: ${child.first_name} is not checked in`,
                      ),
                  },
                );
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
