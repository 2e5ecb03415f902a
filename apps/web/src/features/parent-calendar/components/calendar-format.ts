import dayjs from 'dayjs';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import { meetingRuns, type Weekday } from '@camp/shared/meeting-days';

/** The calendar's date format: DD/MM/YY. */
export const CALENDAR_DATE_FORMAT = 'DD/MM/YY';

export const formatCalendarDate = (iso: string): string => dayjs(iso).format(CALENDAR_DATE_FORMAT);

/** An all-day event's `end` is the day after its last day: the last day itself. */
export const lastDayOf = (endExclusive: string): string =>
  dayjs(endExclusive).subtract(1, 'day').format('YYYY-MM-DD');

/** 'DD/MM/YY' or 'DD/MM/YY – DD/MM/YY' for an event from `start` to the exclusive `end`. */
export function formatEventDates(start: string, endExclusive: string): string {
  const last = lastDayOf(endExclusive);
  return last <= start
    ? formatCalendarDate(start)
    : `${formatCalendarDate(start)} – ${formatCalendarDate(last)}`;
}

/** A FullCalendar formatter (its month is 0-based) printing DD/MM/YY. */
export function fullCalendarDate(info: {
  date: { year: number; month: number; day: number };
}): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(info.date.day)}/${pad(info.date.month + 1)}/${pad(info.date.year % 100)}`;
}

const PALETTE_KEY = /^(primary|secondary|success|info|warning|error)\.(main|dark|light)$/;

/**
 * The API's colour: an MUI palette key ('success.main', 'success.dark') for the first two
 * itineraries, a hex colour for the rest. Anything else falls back to the primary colour.
 */
export function resolveColor(theme: Theme, color: string): string {
  const key = PALETTE_KEY.exec(color);
  if (key) {
    const group = key[1] as 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';
    const shade = key[2] as 'main' | 'dark' | 'light';
    return theme.palette[group][shade];
  }
  return /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? color : theme.palette.primary.main;
}

/** White text on a dark enough colour (WCAG AA, 4.5:1), else near-black. */
export const readableOn = (background: string): string =>
  getContrastRatio(background, '#fff') >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)';

/**
 * The days an event shows on: one all-day range (end exclusive) per run of consecutive days it
 * meets, so a Tuesday and Thursday class is two single days a week and a Monday to Friday camp
 * one bar a week, never the weekend between.
 */
export function meetingSegments(event: {
  start: string;
  end: string;
  meeting_days: readonly Weekday[];
}): { start: string; end: string }[] {
  return meetingRuns(event.start, lastDayOf(event.end), event.meeting_days).map((run) => ({
    start: run.start,
    end: dayjs(run.end).add(1, 'day').format('YYYY-MM-DD'),
  }));
}
