import { useId, type ReactNode } from 'react';
import { Box, Dialog, DialogContent, Link, Typography } from '@mui/material';
import type { CalendarEvent } from '@camp/shared/calendar';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';
import { formatMeetingDays } from '@camp/shared/meeting-days';
import { formatSchedule } from '../../../lib/format';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { formatEventDates } from './calendar-format';

/** The details of a clicked event: title, date, duration, place, child, invited friends. */
export function EventDialog({
  event,
  onClose,
}: {
  event: CalendarEvent | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const rows: [string, ReactNode][] = event
    ? [
        ['Dates', `${formatEventDates(event.start, event.end)} (${event.duration})`],
        [
          'Meets',
          event.start_time && event.end_time
            ? formatSchedule(event.meeting_days, event.start_time, event.end_time)
            : formatMeetingDays(event.meeting_days),
        ],
        ['Location', event.location],
        ['Child', event.child_name],
        ['Shared by', event.invited_friend_name],
        ['Friends', event.invited_parents.length ? event.invited_parents.join(', ') : null],
      ]
    : [];
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      {event && (
        <>
          <DialogTitleBar id={titleId} onClose={onClose}>
            {event.title}
          </DialogTitleBar>
          <DialogContent sx={{ pt: 1 }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 1,
              }}
            >
              {rows
                .filter(([, value]) => value !== null && value !== '')
                .map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
              <Link href={event.url} target="_blank" rel="noopener noreferrer">
                Open camp page
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (opens in a new tab)
                </Box>
              </Link>
              {event.latitude !== null && event.longitude !== null && (
                <Link
                  href={`https://www.openstreetmap.org/?mlat=${event.latitude}&mlon=${event.longitude}#map=15/${event.latitude}/${event.longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Show on map
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (opens in a new tab)
                  </Box>
                </Link>
              )}
            </Box>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
