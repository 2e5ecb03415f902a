import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { FamilyCalendar, FamilyEvent } from './events.js';

// The family calendar as an RFC 5545 feed (ical-generator; VTIMEZONE blocks from
// @touch4it/ical-timezones for every zone an event uses). docs/decisions/0049.

export const CALENDAR_PAGE_PATH = '/profile/calendar';
export const FEED_NAME = 'Camp Concierge family calendar';
/** How often subscribed clients should refetch (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;

const days = (e: FamilyEvent) =>
  Math.round((Date.parse(`${e.end}T00:00:00Z`) - Date.parse(`${e.start}T00:00:00Z`)) / 86_400_000);

function description(e: FamilyEvent): string {
  return [
    `${e.child_name} at ${e.provider_name}`,
    e.start_time && e.end_time ? `Daily ${e.start_time}-${e.end_time}, ${e.duration}` : e.duration,
    e.invited_friend_name ? `Shared by ${e.invited_friend_name}` : null,
    e.invited_parents.length ? `With ${e.invited_parents.join(', ')}` : null,
    `Camp page: ${e.url}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/**
 * One VEVENT per activity. A camp with daily hours is a timed event on its first day that
 * repeats daily until its last day, in the activity's time zone (or floating when unknown); one
 * without hours is an all-day event whose DTEND is the day after the last day.
 */
export function renderFeed(calendar: FamilyCalendar, appUrl: string, now: Date): string {
  const host = new URL(appUrl).host;
  const cal = ical({
    name: FEED_NAME,
    prodId: { company: 'Camp Concierge', product: 'Family calendar', language: 'EN' },
    ttl: REFRESH_SECONDS,
    // Only the generator: each event names its own zone, and a VTIMEZONE is written for each.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const e of calendar.events) {
    const [itineraryId, activityId] = e.id.split('-');
    const base = {
      id: `itinerary-${itineraryId}-activity-${activityId}@${host}`,
      stamp: now,
      lastModified: e.updated_at,
      summary: `${e.title} (${e.child_name})`,
      description: description(e),
      url: `${appUrl}${CALENDAR_PAGE_PATH}`,
      location:
        e.latitude !== null && e.longitude !== null
          ? { title: e.location ?? e.title, geo: { lat: e.latitude, lon: e.longitude } }
          : e.location,
    };
    if (e.start_time === null || e.end_time === null) {
      cal.createEvent({ ...base, allDay: true, start: e.start, end: e.end });
      continue;
    }
    const repeating =
      days(e) > 1 ? { freq: ICalEventRepeatingFreq.DAILY, count: days(e) } : undefined;
    if (e.time_zone) {
      // Wall-clock strings with TZID: ical-generator writes them as given.
      cal.createEvent({
        ...base,
        start: `${e.start}T${e.start_time}:00`,
        end: `${e.start}T${e.end_time}:00`,
        timezone: e.time_zone,
        ...(repeating ? { repeating } : {}),
      });
    } else {
      // Floating times are written from the Date's UTC fields, so build them in UTC.
      cal.createEvent({
        ...base,
        start: new Date(`${e.start}T${e.start_time}:00Z`),
        end: new Date(`${e.start}T${e.end_time}:00Z`),
        floating: true,
        ...(repeating ? { repeating } : {}),
      });
    }
  }
  return cal.toString();
}
