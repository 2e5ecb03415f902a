import { z } from 'zod';
import {
  WEEKDAYS,
  countMeetingDays,
  formatMeetingDays,
  meetingSpan,
  type Weekday,
} from './meeting-days';

// The conflict and gap check on an itinerary (our addition, decision 0046), shown to the parent
// and to the specialist: one pure function, so both views and the tests agree on every case.
// Decision 0046 gives the travel assumption.

export const SCHEDULE_CHECK_KINDS = ['overlap', 'travel', 'gap'] as const;
export type ScheduleCheckKind = (typeof SCHEDULE_CHECK_KINDS)[number];

export const scheduleCheckSchema = z.object({
  kind: z.enum(SCHEDULE_CHECK_KINDS),
  /** A finished English sentence the web shows as it is. */
  message: z.string(),
  /** The itinerary activities' activity ids concerned (empty for a gap). */
  activity_ids: z.array(z.number()),
  /** The days concerned (YYYY-MM-DD, inclusive), null when the check is not about dates. */
  dates: z.object({ start: z.string(), end: z.string() }).nullable(),
});
export type ScheduleCheck = z.infer<typeof scheduleCheckSchema>;

/**
 * Travel assumption (decision 0046): the road is 1.3 times the straight line, driven at an
 * average 40 km/h (25 mph, suburban traffic with stops), plus 10 minutes to hand the child over
 * and park. Two activities closer than `travelMinimumKm` never conflict (same campus).
 */
export const TRAVEL_ASSUMPTION = {
  roadFactor: 1.3,
  speedKmh: 40,
  handoverMinutes: 10,
  minimumKm: 1,
} as const;

export interface ScheduleActivity {
  activity_id: number;
  name: string;
  /** YYYY-MM-DD, inclusive. */
  start_date: string;
  end_date: string;
  /** HH:MM (24 h). */
  start_time: string;
  end_time: string;
  latitude: number | null;
  longitude: number | null;
  /** The days of the week it meets between its dates; absent means every day. */
  meeting_days?: readonly Weekday[];
}

/** A date range the parent asked for in the questionnaire (YYYY-MM-DD, inclusive). */
export interface RequestedRange {
  start: string;
  end: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** 'Jun 14, 2027' (the lists' date format). */
function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
}

/** 'Jun 14, 2027', or 'Jun 14 to Jun 18, 2027', or 'Dec 28, 2026 to Jan 3, 2027'. */
function formatRange(start: string, end: string): string {
  if (start === end) return `on ${formatDate(start)}`;
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const from = sameYear ? formatDate(start).replace(/, \d{4}$/, '') : formatDate(start);
  return `from ${from} to ${formatDate(end)}`;
}

/** '9:00 AM' (hh:mm AM/PM). */
function formatTime(hhmm: string): string {
  const total = minutes(hhmm);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function formatDuration(total: number): string {
  const h = Math.floor(total / 60);
  const m = Math.round(total % 60);
  if (h === 0) return `${m} minutes`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const KM_PER_MILE = 1.609344;

/** '1 mile', '12 miles' (a US product measures roads in miles). */
function formatMiles(km: number): string {
  const miles = Math.max(1, Math.round(km / KM_PER_MILE));
  return miles === 1 ? '1 mile' : `${miles} miles`;
}

/** Great-circle distance in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes needed to get from one place to the other under TRAVEL_ASSUMPTION. */
export function travelMinutes(km: number): number {
  const t = TRAVEL_ASSUMPTION;
  return ((km * t.roadFactor) / t.speedKmh) * 60 + t.handoverMinutes;
}

const daysOf = (a: ScheduleActivity): readonly Weekday[] => a.meeting_days ?? WEEKDAYS;

const valid = (a: ScheduleActivity) =>
  ISO_DATE.test(a.start_date) &&
  ISO_DATE.test(a.end_date) &&
  a.start_date <= a.end_date &&
  daysOf(a).length > 0;

/** The days both meet: the first and last such date, and the weekdays they share. */
interface SharedDays extends RequestedRange {
  weekdays: Weekday[];
}

function sharedDays(x: ScheduleActivity, y: ScheduleActivity): SharedDays | null {
  const start = x.start_date > y.start_date ? x.start_date : y.start_date;
  const end = x.end_date < y.end_date ? x.end_date : y.end_date;
  if (start > end) return null;
  const theirs = new Set(daysOf(y));
  const weekdays = daysOf(x).filter((d) => theirs.has(d));
  const span = meetingSpan(start, end, weekdays);
  return span ? { ...span, weekdays } : null;
}

/**
 * 'from Jun 16 to Jun 25, 2027', with the weekdays first when the two do not meet on every day
 * of that span ('on Tue, Thu from Jun 16 to Jun 25, 2027').
 */
function formatSharedDays(days: SharedDays): string {
  const range = formatRange(days.start, days.end);
  const spanDays = toDay(days.end) - toDay(days.start) + 1;
  return countMeetingDays(days.start, days.end, days.weekdays) < spanDays
    ? `on ${formatMeetingDays(days.weekdays)} ${range}`
    : range;
}

function overlapCheck(x: ScheduleActivity, y: ScheduleActivity, days: SharedDays) {
  const from = x.start_time > y.start_time ? x.start_time : y.start_time;
  const to = x.end_time < y.end_time ? x.end_time : y.end_time;
  return {
    kind: 'overlap' as const,
    message:
      `${x.name} and ${y.name} take place at the same time ${formatSharedDays(days)}, ` +
      `between ${formatTime(from)} and ${formatTime(to)}.`,
    activity_ids: [x.activity_id, y.activity_id],
    dates: { start: days.start, end: days.end },
  };
}

function travelCheck(x: ScheduleActivity, y: ScheduleActivity, days: SharedDays) {
  // x is the earlier one of the day.
  if (x.latitude === null || x.longitude === null || y.latitude === null || y.longitude === null)
    return null;
  const km = distanceKm(
    { latitude: x.latitude, longitude: x.longitude },
    { latitude: y.latitude, longitude: y.longitude },
  );
  if (km < TRAVEL_ASSUMPTION.minimumKm) return null;
  const gap = minutes(y.start_time) - minutes(x.end_time);
  const needed = travelMinutes(km);
  if (needed <= gap) return null;
  const drive = `${formatMiles(km)} apart, about ${formatDuration(needed)} by car`;
  // The hours never cross here (that is an overlap), so the gap is zero or more.
  const why =
    gap <= 0
      ? `they are back to back, ${drive}.`
      : `they are ${drive}, more than the ${formatDuration(gap)} between them.`;
  return {
    kind: 'travel' as const,
    message:
      `${x.name} ends at ${formatTime(x.end_time)} and ${y.name} starts at ` +
      `${formatTime(y.start_time)} ${formatSharedDays(days)}: ${why}`,
    activity_ids: [x.activity_id, y.activity_id],
    dates: { start: days.start, end: days.end },
  };
}

/**
 * The requested days with nothing planned, in runs of whole weeks (Monday to Sunday) clipped to
 * the requested range; a run counts only if it holds a weekday (a lone weekend is no gap). A week
 * is planned when an activity meets on one of its days.
 */
function gapChecks(activities: ScheduleActivity[], requested: RequestedRange[]) {
  const busy = activities.map((a) => [toDay(a.start_date), toDay(a.end_date), daysOf(a)] as const);
  // Planned when some activity meets on one of the days (its dates alone are not enough).
  const planned = (from: number, to: number) =>
    busy.some(
      ([s, e, days]) =>
        s <= to &&
        from <= e &&
        meetingSpan(fromDay(Math.max(s, from)), fromDay(Math.min(e, to)), days) !== null,
    );
  const checks: ScheduleCheck[] = [];
  const seen = new Set<string>();
  for (const range of requested) {
    if (!ISO_DATE.test(range.start) || !ISO_DATE.test(range.end) || range.start > range.end)
      continue;
    const first = toDay(range.start);
    const last = toDay(range.end);
    // 1970-01-01 was a Thursday: day 0 → weekday index 3 with Monday = 0.
    const weekday = (day: number) => (((day + 3) % 7) + 7) % 7;
    let runStart: number | null = null;
    let runEnd = 0;
    const flush = () => {
      if (runStart === null) return;
      const dates = { start: fromDay(runStart), end: fromDay(runEnd) };
      const key = `${dates.start}:${dates.end}`;
      if (!seen.has(key)) {
        seen.add(key);
        checks.push({
          kind: 'gap',
          message: `Nothing is planned ${formatRange(dates.start, dates.end)}.`,
          activity_ids: [],
          dates,
        });
      }
      runStart = null;
    };
    for (let weekStart = first - weekday(first); weekStart <= last; weekStart += 7) {
      const from = Math.max(weekStart, first);
      const to = Math.min(weekStart + 6, last);
      const hasWeekday = Array.from({ length: to - from + 1 }, (_, i) => from + i).some(
        (d) => weekday(d) < 5,
      );
      if (!hasWeekday || planned(from, to)) {
        flush();
        continue;
      }
      if (runStart === null) runStart = from;
      runEnd = to;
    }
    flush();
  }
  return checks;
}

/**
 * The schedule checks of one child's itinerary, in this order: overlaps, impossible journeys,
 * empty requested weeks. Two activities clash only on days both meet. Activities with
 * unreadable dates are left out rather than guessed at.
 */
export function scheduleChecks(
  activities: readonly ScheduleActivity[],
  requested: readonly RequestedRange[],
): ScheduleCheck[] {
  const items = activities.filter(valid);
  const overlaps: ScheduleCheck[] = [];
  const travel: ScheduleCheck[] = [];
  for (let a = 0; a < items.length; a += 1) {
    for (let b = a + 1; b < items.length; b += 1) {
      const x = items[a]!;
      const y = items[b]!;
      if (x.activity_id === y.activity_id) continue;
      const days = sharedDays(x, y);
      if (!days) continue;
      if (x.start_time < y.end_time && y.start_time < x.end_time) {
        overlaps.push(overlapCheck(x, y, days));
        continue;
      }
      const [early, late] = x.end_time <= y.start_time ? [x, y] : [y, x];
      const check = travelCheck(early, late, days);
      if (check) travel.push(check);
    }
  }
  return [...overlaps, ...travel, ...gapChecks(items, [...requested])];
}
