import * as chrono from 'chrono-node';
import { addDays, formatDay } from '../tools/local-date.js';

// The date phrases parents use ('next Tuesday', 'this weekend', 'in July', 'tomorrow', 'June
// 14', 'the week of July 6'), read against the family's today (decision 0068). Weeks run Monday
// to Sunday. 'Tuesday' / 'this Tuesday' / 'on Tuesday' is the coming one (today if today is a
// Tuesday); 'next Tuesday' is the Tuesday of next week. A month without a year is the coming one.

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  start: string;
  end: string;
  /** How the answer names it: 'tomorrow (Tuesday, Jun 16, 2026)'. */
  label: string;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_SHORT = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_SHORT = MONTHS.map((m) => m.slice(0, 3));

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** Monday of the week holding `iso`. */
const mondayOf = (iso: string) => addDays(iso, -((weekday(iso) + 6) % 7));
const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

function day(iso: string, word: string): DateRange {
  return { start: iso, end: iso, label: word ? `${word} (${formatDay(iso)})` : formatDay(iso) };
}
function span(start: string, end: string, word: string): DateRange {
  const dates =
    start === end ? formatDay(start) : `${formatDay(start, false)} to ${formatDay(end, false)}`;
  return { start, end, label: word ? `${word} (${dates})` : dates };
}

function monthRange(today: string, month: number, year?: number): DateRange {
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  const y = year ?? (month + 1 < tm ? ty + 1 : ty);
  const start = `${y}-${pad(month + 1)}-01`;
  const end = `${y}-${pad(month + 1)}-${pad(lastDayOfMonth(y, month + 1))}`;
  return span(start, end, `in ${MONTHS[month]![0]!.toUpperCase()}${MONTHS[month]!.slice(1)} ${y}`);
}

const WEEKDAY_RE = new RegExp(
  `\\b(next|this|coming|on|last)?\\s*(${WEEKDAYS.join('|')}|${WEEKDAY_SHORT.join('|')})\\b`,
);
const MONTH_ALONE_RE = new RegExp(
  `\\b(?:in|during|for|of|through|thru|whole|all|month of)\\s+(${MONTHS.join('|')}|${MONTH_SHORT.join('|')})\\b(?!\\s*\\d)`,
);

/**
 * The date range a question is about, or null when it names none. `today` is the family's day
 * (YYYY-MM-DD). `text` is the lower-cased, typo-corrected question.
 */
export function parseDatePhrase(text: string, today: string): DateRange | null {
  const t = ` ${text.toLowerCase()} `;
  return (
    relativeDay(t, today) ??
    weekendOrWeek(t, today) ??
    monthOrSummer(t, today) ??
    weekOf(t, today) ??
    absoluteDay(text, today) ??
    weekdayDay(t, today) ??
    monthAlone(t, today)
  );
}

/** 'today', 'tomorrow', 'yesterday', 'the day after tomorrow', 'in 3 days', 'in two weeks'. */
function relativeDay(t: string, today: string): DateRange | null {
  const has = (re: RegExp) => re.test(t);
  if (has(/\bday after tomorrow\b/)) return day(addDays(today, 2), 'the day after tomorrow');
  if (has(/\b(today|tonight|this (morning|afternoon|evening))\b/)) return day(today, 'today');
  if (has(/\b(tomorrow|tmrw|tmr)\b/)) return day(addDays(today, 1), 'tomorrow');
  if (has(/\byesterday\b/)) return day(addDays(today, -1), 'yesterday');

  const inN = t.match(/\bin (\d{1,2}|a|one|two|three) (day|days|week|weeks)\b/);
  if (inN) {
    const n = { a: 1, one: 1, two: 2, three: 3 }[inN[1]!] ?? Number(inN[1]);
    const d = addDays(today, inN[2]!.startsWith('week') ? 7 * n : n);
    return day(d, `in ${inN[1]} ${inN[2]}`);
  }
  return null;
}

/** 'this weekend', 'next weekend', 'this week', 'next week', 'the week after next'. */
function weekendOrWeek(t: string, today: string): DateRange | null {
  const has = (re: RegExp) => re.test(t);
  const sat = addDays(today, (6 - weekday(today) + 7) % 7);
  if (has(/\bnext weekend\b/)) {
    // Said on a weekend, 'next weekend' is the following one; said midweek, the one after this.
    const s = weekday(today) === 0 ? addDays(today, 6) : addDays(sat, 7);
    return span(s, addDays(s, 1), 'next weekend');
  }
  if (has(/\b(this|the|coming|on the)? ?weekend\b/)) {
    if (weekday(today) === 0) return span(today, today, 'this weekend');
    return span(sat, addDays(sat, 1), 'this weekend');
  }
  if (has(/\b(next|following) week\b/)) {
    const m = addDays(mondayOf(today), 7);
    return span(m, addDays(m, 6), 'next week');
  }
  if (has(/\bweek after next\b/)) {
    const m = addDays(mondayOf(today), 14);
    return span(m, addDays(m, 6), 'the week after next');
  }
  if (has(/\b(this|current) week\b/)) {
    const m = mondayOf(today);
    return span(m, addDays(m, 6), 'this week');
  }
  return null;
}

/** 'this month', 'next month', 'this summer' (June to August; after August, next year's). */
function monthOrSummer(t: string, today: string): DateRange | null {
  const has = (re: RegExp) => re.test(t);
  const [y, m] = today.split('-').map(Number) as [number, number];
  if (has(/\bnext month\b/)) return monthRange(today, m % 12, m === 12 ? y + 1 : y);
  if (has(/\bthis month\b/)) return monthRange(today, m - 1, y);
  if (has(/\b(this|the) summer\b|\bsummer\b/) && !has(/\bsummer camp\b/)) {
    const year = m > 8 ? y + 1 : y;
    return span(`${year}-06-01`, `${year}-08-31`, `this summer`);
  }
  return null;
}

/** 'the week of July 6' / 'week of 7/6': the Monday-to-Sunday week holding that day. */
function weekOf(t: string, today: string): DateRange | null {
  const weekOf = t.match(/\bweek of (.+)$/);
  const d = weekOf ? absoluteDay(weekOf[1]!, today) : null;
  if (!d) return null;
  const m = mondayOf(d.start);
  return span(m, addDays(m, 6), 'the week');
}

/** 'Tuesday' / 'this Tuesday' (the coming one), 'next Tuesday' (next week's), 'last Tuesday'. */
function weekdayDay(t: string, today: string): DateRange | null {
  const wd = t.match(WEEKDAY_RE);
  if (!wd) return null;
  const idx = Math.max(WEEKDAYS.indexOf(wd[2]!), WEEKDAY_SHORT.indexOf(wd[2]!));
  const name = WEEKDAYS[idx]!;
  const title = name[0]!.toUpperCase() + name.slice(1);
  if (wd[1] === 'next') {
    const d = addDays(addDays(mondayOf(today), 7), (idx + 6) % 7);
    return day(d, `next ${title}`);
  }
  if (wd[1] === 'last') {
    let d = addDays(today, -((weekday(today) - idx + 7) % 7 || 7));
    if (d === today) d = addDays(d, -7);
    return day(d, `last ${title}`);
  }
  const d = addDays(today, (idx - weekday(today) + 7) % 7);
  return day(d, title);
}

/** 'in July', 'during August': the coming month of that name. */
function monthAlone(t: string, today: string): DateRange | null {
  const month =
    t.match(MONTH_ALONE_RE) ??
    t.match(new RegExp(`\\b(${MONTHS.filter((x) => x !== 'may').join('|')})\\b(?!\\s*\\d)`));
  if (!month) return null;
  const name = month[1]!;
  const idx = Math.max(MONTHS.indexOf(name), MONTH_SHORT.indexOf(name));
  return monthRange(today, idx);
}

/** Absolute dates and ranges ('June 14', '6/14', 'July 1 to July 15') through chrono-node. */
function absoluteDay(text: string, today: string): DateRange | null {
  // Only phrases with a digit can be absolute dates ('June 14', '6/14'); words stay ours.
  if (!/\d/.test(text)) return null;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const ref = new Date(Date.UTC(y, m - 1, d, 12));
  const results = chrono.en.parse(text, { instant: ref, timezone: 0 }, { forwardDate: true });
  const r = results.find((x) => x.start.isCertain('month') && x.start.isCertain('day'));
  if (!r) return null;
  const iso = (c: chrono.ParsedComponents) =>
    `${c.get('year')}-${pad(c.get('month') ?? 1)}-${pad(c.get('day') ?? 1)}`;
  const start = iso(r.start);
  const end = r.end ? iso(r.end) : start;
  if (end < start) return null;
  return start === end ? day(start, '') : span(start, end, '');
}
