import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { CalendarEvent } from '@camp/shared/calendar';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { fullCalendarDate, meetingSegments, readableOn, resolveColor } from './calendar-format';

/** At most this many rows of events a day in the month grid; the rest behind 'See all (n)'. */
export const DAY_MAX_EVENT_ROWS = 3;
export const seeAllText = (n: number) => `See all (${n})`;

export interface CalendarViewProps {
  events: readonly CalendarEvent[];
  onEventClick: (eventId: string) => void;
}

/**
 * The month grid and list views (FullCalendar 7). Loaded lazily by the page so that the home
 * page's bundle does not carry FullCalendar. Events are all-day ranges on the days they meet:
 * each `end` is the day after a run's last day, which is how FullCalendar reads an all-day end.
 */
export default function CalendarView({ events, onEventClick }: CalendarViewProps) {
  const theme = useTheme();
  return (
    <Box
      data-testid="calendar-view"
      sx={{
        // FullCalendar's classic palette, in the product's colours and type.
        '--fc-classic-button': theme.palette.primary.main,
        '--fc-classic-button-border': theme.palette.primary.main,
        '--fc-classic-button-strong': theme.palette.primary.dark,
        '--fc-classic-button-strong-border': theme.palette.primary.dark,
        '--fc-classic-primary': theme.palette.primary.main,
        '--fc-classic-today': theme.palette.action.hover,
        '--fc-classic-muted-foreground': theme.palette.text.secondary,
        // The other months' day numbers: lighter than this month's, still 4.5:1 on white.
        '--fc-classic-faint-foreground': '#6b7280',
        fontFamily: theme.typography.fontFamily,
        '& .fc-toolbar-title, & h2': { fontSize: { xs: '1.1rem', sm: '1.4rem' } },
        '& a': { color: 'inherit' },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, listPlugin, classicThemePlugin]}
        initialView="dayGridMonth"
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,listMonth' }}
        todayText="Today"
        // A button's name starts with the text it shows (speech control users say what they
        // see): FullCalendar would name 'Today' after the view ('This month').
        todayHint="Today"
        monthText="Month"
        listText="List"
        firstDay={1}
        height="auto"
        dayMaxEventRows={DAY_MAX_EVENT_ROWS}
        moreLinkText={(n: number) => seeAllText(n)}
        moreLinkHint={(n: number) => seeAllText(n)}
        // A phone's day is about 50 px wide: '+n' there, the full text as the link's name.
        moreLinkContent={(info: { num: number; isNarrow: boolean }) =>
          info.isNarrow ? (
            <>
              <span aria-hidden>+{info.num}</span>
              <Box component="span" sx={visuallyHidden}>
                {seeAllText(info.num)}
              </Box>
            </>
          ) : (
            seeAllText(info.num)
          )
        }
        listDayFormat={{ weekday: 'long' }}
        listDayAltFormat={fullCalendarDate}
        noEventsContent="No activities this month."
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onEventClick(info.event.id);
        }}
        events={events.flatMap((e) => {
          const bg = resolveColor(theme, e.color);
          // Only the days it meets: each run of them is a piece of the same event.
          return meetingSegments(e).map((segment) => ({
            id: e.id,
            groupId: e.id,
            title: e.title,
            start: segment.start,
            end: segment.end,
            allDay: true,
            color: bg,
            contrastColor: readableOn(bg),
          }));
        })}
      />
    </Box>
  );
}
