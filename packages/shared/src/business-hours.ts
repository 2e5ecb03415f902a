// Business hours for the service targets (decision 0021): Monday to Friday, 9:00 to 17:00 in one
// time zone, holidays not counted. Pure functions over instants; the zone's offset (and its
// daylight-saving changes) comes from Intl, so no time-zone data is bundled.

export interface BusinessHoursConfig {
  timeZone: string;
  /** Local hour the working day starts and ends (end exclusive), 0-24. */
  startHour: number;
  endHour: number;
}

export const DEFAULT_BUSINESS_HOURS: BusinessHoursConfig = {
  timeZone: 'America/New_York',
  startHour: 9,
  endHour: 17,
};

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's wall-clock date of an instant, as a UTC-midnight day number. */
function localParts(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    day: Date.UTC(parts.year!, parts.month! - 1, parts.day!) / DAY_MS,
    wallMs:
      Date.UTC(
        parts.year!,
        parts.month! - 1,
        parts.day!,
        parts.hour!,
        parts.minute!,
        parts.second!,
      ) + (ms % 1000 < 0 ? (ms % 1000) + 1000 : ms % 1000),
  };
}

/** The instant at which the zone's clock reads `hour`:00 on `day` (a UTC-midnight day number). */
function instantAt(day: number, hour: number, timeZone: string): number {
  const wall = day * DAY_MS + hour * HOUR_MS;
  // Two passes settle the offset across a daylight-saving change.
  let guess = wall;
  for (let i = 0; i < 2; i += 1) guess = wall - (localParts(guess, timeZone).wallMs - guess);
  return guess;
}

const isWeekday = (day: number) => {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The working window [open, close) of a local day, or null on a weekend. */
function windowOf(day: number, cfg: BusinessHoursConfig): [number, number] | null {
  if (!isWeekday(day)) return null;
  return [instantAt(day, cfg.startHour, cfg.timeZone), instantAt(day, cfg.endHour, cfg.timeZone)];
}

/** Business hours (fractional) between two instants; 0 when `end` is not after `start`. */
export function businessHoursBetween(
  start: Date,
  end: Date,
  cfg: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS,
): number {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  let total = 0;
  const lastDay = localParts(to, cfg.timeZone).day;
  for (let day = localParts(from, cfg.timeZone).day; day <= lastDay; day += 1) {
    const w = windowOf(day, cfg);
    if (!w) continue;
    const overlap = Math.min(w[1], to) - Math.max(w[0], from);
    if (overlap > 0) total += overlap;
  }
  return total / HOUR_MS;
}

/**
 * The latest instant from which `hours` business hours have passed by `end`: anything submitted
 * before it has waited longer than `hours`. Lets a database sort by "overdue" with one bound.
 */
export function businessHoursBefore(
  end: Date,
  hours: number,
  cfg: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS,
): Date {
  let remaining = hours * HOUR_MS;
  const to = end.getTime();
  for (let day = localParts(to, cfg.timeZone).day; ; day -= 1) {
    const w = windowOf(day, cfg);
    if (!w) continue;
    const close = Math.min(w[1], to);
    const available = close - w[0];
    if (available <= 0) continue;
    if (remaining <= available) return new Date(close - remaining);
    remaining -= available;
  }
}
