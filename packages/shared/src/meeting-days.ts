// The days of the week an activity meets, between its start and end dates. Exchanged as a list of
// lowercase three-letter codes, Monday first ('mon' ... 'sun'); every reader of an activity's days
// (calendar, feed, schedule checks, duration, cards) goes through these functions.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_SHORT: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export const WEEKDAY_LONG: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** RFC 5545 BYDAY codes. */
export const WEEKDAY_ICAL: Record<Weekday, 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU'> = {
  mon: 'MO',
  tue: 'TU',
  wed: 'WE',
  thu: 'TH',
  fri: 'FR',
  sat: 'SA',
  sun: 'SU',
};

/** Monday to Friday: what a day camp meets unless its director says otherwise. */
export const SCHOOL_WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

export const MEETING_DAYS_MESSAGES = {
  required: 'Choose at least 1 meeting day',
  invalid: 'Meeting days must be days of the week, such as Mon, Wed, Fri or Mon-Fri',
  outsideDates: 'Meeting days must include at least one day between the start and end dates',
} as const;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const fromDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Monday = 0 (1970-01-01 was a Thursday). */
const weekdayIndex = (day: number) => (((day + 3) % 7) + 7) % 7;

/** The weekday of a YYYY-MM-DD date. */
export const weekdayOf = (iso: string): Weekday => WEEKDAYS[weekdayIndex(dayNumber(iso))]!;

/** The days in week order, each once. */
export const sortWeekdays = (days: Iterable<Weekday>): Weekday[] => {
  const set = new Set(days);
  return WEEKDAYS.filter((d) => set.has(d));
};

// Maps, not object literals: a typed word is a key, and '__proto__' or 'constructor' must read as
// no day rather than as an object's inherited property.
const NAMES = new Map<string, Weekday>(
  WEEKDAYS.flatMap((d) => {
    const long = WEEKDAY_LONG[d].toLowerCase();
    const extra: Record<Weekday, string[]> = {
      mon: [],
      tue: ['tues'],
      wed: ['weds'],
      thu: ['thur', 'thurs'],
      fri: [],
      sat: [],
      sun: [],
    };
    return [d, long, WEEKDAY_ICAL[d].toLowerCase(), ...extra[d]].map((n) => [n, d] as const);
  }),
);

const GROUPS = new Map<string, readonly Weekday[]>([
  ['weekdays', SCHOOL_WEEK],
  ['weekends', ['sat', 'sun']],
  ['weekend', ['sat', 'sun']],
  ['daily', WEEKDAYS],
  ['every day', WEEKDAYS],
  ['everyday', WEEKDAYS],
]);

const dayName = (token: string): Weekday | null => NAMES.get(token.replace(/\.$/, '')) ?? null;

/**
 * Reads meeting days as a person writes them: 'Mon, Wed, Fri', 'Tue/Thu', 'Mon-Fri',
 * 'Monday to Thursday', 'weekdays', 'every day' (case and spacing ignored). Null when any part
 * is not a day, or when nothing is given.
 */
export function parseMeetingDays(text: string): Weekday[] | null {
  const parts = text
    .toLowerCase()
    .split(/[,;/&+]|\band\b/)
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p !== '');
  if (parts.length === 0) return null;
  const days: Weekday[] = [];
  for (const part of parts) {
    const group = GROUPS.get(part);
    if (group) {
      days.push(...group);
      continue;
    }
    const range = /^([a-z.]+)\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*([a-z.]+)$/.exec(part);
    if (range) {
      const from = dayName(range[1]!);
      const to = dayName(range[2]!);
      if (!from || !to) return null;
      const a = WEEKDAYS.indexOf(from);
      const b = WEEKDAYS.indexOf(to);
      // A range may wrap past Sunday (Sat-Mon).
      for (let i = a; ; i = (i + 1) % 7) {
        days.push(WEEKDAYS[i]!);
        if (i === b) break;
      }
      continue;
    }
    const words = part.split(' ');
    for (const word of words) {
      const day = dayName(word);
      if (!day) return null;
      days.push(day);
    }
  }
  return sortWeekdays(days);
}

/** A list of day codes or names, or null when one of them is not a day (or none is given). */
export function normalizeMeetingDays(values: readonly unknown[]): Weekday[] | null {
  if (values.length === 0) return null;
  const days: Weekday[] = [];
  for (const v of values) {
    if (typeof v !== 'string') return null;
    const parsed = parseMeetingDays(v);
    if (!parsed) return null;
    days.push(...parsed);
  }
  return sortWeekdays(days);
}

/**
 * 'Mon–Fri', 'Tue, Thu', 'Mon–Wed, Fri', 'Every day': runs of three or more days are written as
 * a range.
 */
export function formatMeetingDays(days: readonly Weekday[]): string {
  const sorted = sortWeekdays(days);
  if (sorted.length === 7) return 'Every day';
  const runs: Weekday[][] = [];
  for (const d of sorted) {
    const run = runs.at(-1);
    if (run && WEEKDAYS.indexOf(run.at(-1)!) + 1 === WEEKDAYS.indexOf(d)) run.push(d);
    else runs.push([d]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${WEEKDAY_SHORT[run[0]!]}–${WEEKDAY_SHORT[run.at(-1)!]}`]
        : run.map((d) => WEEKDAY_SHORT[d]),
    )
    .join(', ');
}

/** Camp types that run every day of their dates, weekends included (residential, evenings out). */
export const EVERY_DAY_CAMP_TYPES: readonly string[] = ['Overnight', 'Night-Out'];

/**
 * The meeting days of an activity that does not say: every day for an overnight camp or a night
 * out; otherwise Monday to Friday, or, when its dates hold no weekday (a weekend event), the days
 * its dates cover.
 */
export function defaultMeetingDays(start: string, end: string, campType?: string): Weekday[] {
  if (campType !== undefined && EVERY_DAY_CAMP_TYPES.includes(campType)) return [...WEEKDAYS];
  if (!ISO_DATE.test(start) || !ISO_DATE.test(end) || end < start) return [...SCHOOL_WEEK];
  const covered = datesCovered(start, end);
  return covered.some((d) => SCHOOL_WEEK.includes(d)) ? [...SCHOOL_WEEK] : covered;
}

/** Camp types whose directors choose the days themselves (the form starts with none ticked). */
export const CHOOSE_DAYS_CAMP_TYPES: readonly string[] = ['Classes', 'Afterschool'];

/**
 * The days the activity form ticks for a camp type until the director changes them: none for a
 * class or an after-school program (they pick theirs), every day for an overnight camp or a
 * night out, Monday to Friday otherwise.
 */
export function presetMeetingDays(campType: string): Weekday[] {
  if (CHOOSE_DAYS_CAMP_TYPES.includes(campType)) return [];
  if (EVERY_DAY_CAMP_TYPES.includes(campType)) return [...WEEKDAYS];
  return [...SCHOOL_WEEK];
}

/** The weekdays the dates from start to end (inclusive) cover (all seven for a week or more). */
function datesCovered(start: string, end: string): Weekday[] {
  const first = dayNumber(start);
  const last = Math.min(dayNumber(end), first + 6);
  const days: Weekday[] = [];
  for (let d = first; d <= last; d += 1) days.push(WEEKDAYS[weekdayIndex(d)]!);
  return sortWeekdays(days);
}

/** True when the activity meets on that date (a date outside its range is not checked here). */
export const meetsOn = (days: readonly Weekday[], iso: string): boolean =>
  days.includes(weekdayOf(iso));

/** How many days the activity meets from start to end inclusive (arithmetic, any range). */
export function countMeetingDays(start: string, end: string, days: readonly Weekday[]): number {
  const first = dayNumber(start);
  const last = dayNumber(end);
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first) return 0;
  const set = new Set(days);
  const total = last - first + 1;
  let count = Math.floor(total / 7) * set.size;
  for (let d = first + Math.floor(total / 7) * 7; d <= last; d += 1) {
    if (set.has(WEEKDAYS[weekdayIndex(d)]!)) count += 1;
  }
  return count;
}

/** The first and last dates from start to end on which the activity meets, or null if none. */
export function meetingSpan(
  start: string,
  end: string,
  days: readonly Weekday[],
): { start: string; end: string } | null {
  const first = dayNumber(start);
  const last = dayNumber(end);
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first || days.length === 0)
    return null;
  const set = new Set(days);
  const meets = (d: number) => set.has(WEEKDAYS[weekdayIndex(d)]!);
  let a = first;
  while (a <= last && a < first + 7 && !meets(a)) a += 1;
  if (a > last || !meets(a)) return null;
  let b = last;
  while (!meets(b)) b -= 1;
  return { start: fromDayNumber(a), end: fromDayNumber(b) };
}

/**
 * The runs of consecutive meeting dates from start to end: [{ start, end }] inclusive, in order
 * (a Mon–Fri camp over two weeks is two runs). Bounded by the range, so callers pass real ranges.
 */
export function meetingRuns(
  start: string,
  end: string,
  days: readonly Weekday[],
): { start: string; end: string }[] {
  const span = meetingSpan(start, end, days);
  if (!span) return [];
  const set = new Set(days);
  const runs: { start: string; end: string }[] = [];
  let runStart: number | null = null;
  const last = dayNumber(span.end);
  for (let d = dayNumber(span.start); d <= last + 1; d += 1) {
    const meets = d <= last && set.has(WEEKDAYS[weekdayIndex(d)]!);
    if (meets && runStart === null) runStart = d;
    if (!meets && runStart !== null) {
      runs.push({ start: fromDayNumber(runStart), end: fromDayNumber(d - 1) });
      runStart = null;
    }
  }
  return runs;
}

/**
 * The days an activity meets from start to end, both included (1 when they are the same day or
 * there is no end). Without meeting days, every day counts.
 */
export function activityDurationDays(
  start: string,
  end: string | null | undefined,
  meetingDays?: readonly Weekday[],
): number {
  if (!end) return 1;
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  if (!Number.isFinite(ms) || ms < 0) return 1;
  if (meetingDays) return Math.max(1, countMeetingDays(start, end, meetingDays));
  return Math.round(ms / 86_400_000) + 1;
}
