import dayjs from 'dayjs';
import { GRADE_LEVELS } from '@camp/shared/enums';
import { activityDurationDays, formatMeetingDays, type Weekday } from '@camp/shared/meeting-days';

// Every screen words money, dates, durations, ages, grades and seats through this one file, so
// a value reads the same wherever it is shown. Where two screens word a value differently on
// purpose, an option names the difference.

// ---- Money --------------------------------------------------------------------------------

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** USD without decimals: '$1,251'. */
export const formatPrice = (dollars: number): string => usd.format(dollars);

/**
 * An amount in cents, as a charge shows it: whole dollars without decimals like formatPrice
 * ('$330'), cents only when there are some ('$330.50'), so a total never hides what is charged.
 * `{ cents: 'always' }` always shows them ('$330.00'), as a ledger does.
 */
export function formatCents(cents: number, options: { cents?: 'always' } = {}): string {
  if (options.cents !== 'always' && cents % 100 === 0) return formatPrice(cents / 100);
  return usdCents.format(cents / 100);
}

// ---- Dates and times ----------------------------------------------------------------------

/** A date ('YYYY-MM-DD' or an instant, read in local time) as lists show it: 'Jun 7, 2027'. */
export const formatListDate = (iso: string): string => dayjs(iso).format('MMM D, YYYY');

/** 'Jun 14, 2027 – Jun 18, 2027', or one date when the range is one day or has no end. */
export function formatDateRange(start: string, end: string | null): string {
  return !end || end === start
    ? formatListDate(start)
    : `${formatListDate(start)} – ${formatListDate(end)}`;
}

const utcDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The UTC day of an instant (or of a 'YYYY-MM-DDT00:00:00Z' day) as 'Nov 25, 2026'. */
export const formatUtcDay = (iso: string): string => utcDay.format(new Date(iso));

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant in the viewer's own time zone: 'Nov 26, 2026, 9:00 AM'. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/**
 * A time of day ('HH:mm' or 'HH:mm:ss' as the API sends it) as 'hh:mm AM/PM': '09:00' →
 * '09:00 AM', '13:05' → '01:05 PM'. Every page that shows a time calls this one function, so a
 * time reads the same in the director's preview, the search, the details pages and the
 * itinerary (decision 0032).
 */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}

/**
 * 'Tue, Thu · 04:00 PM – 05:30 PM': the days it meets, then its hours in the one time format.
 */
export const formatSchedule = (days: readonly Weekday[], start: string, end: string): string =>
  `${formatMeetingDays(days)} · ${formatTime(start)} – ${formatTime(end)}`;

/**
 * How long an activity runs: the days it meets, start and end included ('1 day' when start
 * equals end or there is no end); every day counts when the meeting days are not given.
 */
export function formatDuration(
  start: string,
  end: string | null,
  meetingDays?: readonly Weekday[],
): string {
  const days = activityDurationDays(start, end, meetingDays);
  return days <= 1 ? '1 day' : `${days} days`;
}

// ---- Ages, grades and seats ---------------------------------------------------------------

/**
 * Ages as a range, one bound ('6+', 'up to 10'), or null when the activity has none. The range
 * reads '6-10', or '6 – 10' with `{ spaced: true }` (the director's preview).
 */
export function formatAges(
  min: number | null,
  max: number | null,
  options: { spaced?: boolean } = {},
): string | null {
  if (min !== null && max !== null) {
    if (min === max) return String(min);
    return options.spaced ? `${min} – ${max}` : `${min}-${max}`;
  }
  if (min !== null) return `${min}+`;
  if (max !== null) return `up to ${max}`;
  return null;
}

/** A grade level by name: -1 is Preschool, 0 Kindergarten, 1 '1st' and so on. */
export const gradeName = (value: number): string =>
  GRADE_LEVELS.find((g) => g.value === value)?.label ?? String(value);

/**
 * Grades by name ('Preschool – 2nd'), or null when there are none. A range with one bound reads
 * 'K and up' / 'up to 2nd', or that bound alone with `{ openEnded: 'bare' }` (the director's
 * preview).
 */
export function formatGrades(
  start: number | null,
  end: number | null,
  options: { openEnded?: 'words' | 'bare' } = {},
): string | null {
  if (start !== null && end !== null) {
    return start === end ? gradeName(start) : `${gradeName(start)} – ${gradeName(end)}`;
  }
  const bare = options.openEnded === 'bare';
  if (start !== null) return bare ? gradeName(start) : `${gradeName(start)} and up`;
  if (end !== null) return bare ? gradeName(end) : `up to ${gradeName(end)}`;
  return null;
}

/**
 * Seats as the parent reads them: 'available / total' when the activity counts them; an
 * activity without a seat limit reads Yes (there are seats), one with none left No.
 */
export function formatSeats(available: number | null, total: number | null): string;
/**
 * Seats as the director counts them (`{ count: true }`): 'available / total', available '0'
 * when unknown, and null when the activity has no seat total.
 */
export function formatSeats(
  available: number | null,
  total: number | null,
  options: { count: true },
): string | null;
export function formatSeats(
  available: number | null,
  total: number | null,
  options: { count?: boolean } = {},
): string | null {
  if (options.count) return total === null ? null : `${available ?? 0} / ${total}`;
  if (total === null || available === null) return 'Yes';
  if (total === 0) return available > 0 ? 'Yes' : 'No';
  return `${available} / ${total}`;
}
