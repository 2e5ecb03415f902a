import tzlookup from '@photostructure/tz-lookup';
import { geocodeZip } from './geocode.js';

export interface Place {
  latitude: number | null;
  longitude: number | null;
}

/**
 * The zone used where no place says one: an itinerary or activity without coordinates, a
 * program, or a ZIP code the offline table knows.
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The IANA time zone at a place; null without coordinates, or with coordinates out of range. */
export function zoneAt(p: Place): string | null {
  if (p.latitude === null || p.longitude === null) return null;
  try {
    return tzlookup(p.latitude, p.longitude);
  } catch {
    return null;
  }
}

/**
 * The IANA time zone an activity's daily times are in (docs/decisions/0049): the product serves
 * the US, where one family's camps can span zones, so the zone comes from where the activity
 * takes place: its own coordinates, else its program's, else the program's ZIP code (offline
 * table). Null when none is known (the calendar feed then writes floating local times).
 */
export function activityTimeZone(activity: Place, provider: Place & { zipCode: string }) {
  return (
    zoneAt(activity) ??
    zoneAt(provider) ??
    zoneAt(geocodeZip(provider.zipCode) ?? { latitude: null, longitude: null })
  );
}

/** A family's zone: where its ZIP code is, else the default. */
export const zoneOfZip = (zip: string | null): string =>
  (zip && zoneAt(geocodeZip(zip) ?? { latitude: null, longitude: null })) || DEFAULT_TIME_ZONE;

/** The wall clock's fields that `now` shows in `zone`. */
function wallClock(now: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
  };
}

/** The calendar day (YYYY-MM-DD) and the hour (0-23) that `now` is in `zone`. */
export function localClock(now: Date, zone: string): { day: string; hour: number } {
  const { day, hour } = wallClock(now, zone);
  return { day, hour };
}

/** The instant a calendar day (YYYY-MM-DD) begins in `zone`. */
export function startOfDayIn(day: string, zone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at an instant: its wall clock read as UTC, less the instant.
  const offsetAt = (ms: number) => {
    const w = wallClock(new Date(ms), zone);
    return (
      Date.parse(`${w.day}T00:00:00Z`) + ((w.hour * 60 + w.minute) * 60 + w.second) * 1000 - ms
    );
  };
  // Twice: the offset at the first guess may differ from the offset at midnight (a change of
  // offset between the two).
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}
