import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { attendanceQueryOptions } from '../api/attendance';

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const day = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The camp's check-in and check-out times of the child, per activity and day, newest first (only
 * once the child has been checked in somewhere: nothing shows before).
 */
export function AttendanceList({ itinerary: it }: { itinerary: ParentItinerary }) {
  const query = useQuery(attendanceQueryOptions(it.id));
  const rows = query.data ?? [];
  if (rows.length === 0) return null;
  const names = new Map(it.itinerary_activities.map((i) => [i.activity.id, i.activity.name]));
  return (
    <Box component="section" aria-labelledby={`attendance-${it.id}`}>
      <Typography id={`attendance-${it.id}`} component="h3" variant="h6" sx={{ mb: 1 }}>
        Check-in and check-out
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {rows.map((a) => (
          <Typography component="li" key={`${a.activity_id}-${a.date}`}>
            <strong>{names.get(a.activity_id) ?? 'Activity'}</strong>
            {`, ${day(a.date)}: in ${clock(a.checked_in.at)}`}
            {a.checked_out
              ? `, out ${clock(a.checked_out.at)}${a.pickup ? ` with ${a.pickup.name}` : ''}`
              : ', not checked out yet'}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
