import ical, {
  ICalAlarmType,
  ICalEventRepeatingFreq,
  ICalWeekday,
  type ICalRepeatingOptions,
} from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  WEEKDAYS,
  WEEKDAY_ICAL,
  countMeetingDays,
  formatMeetingDays,
} from '@camp/shared/meeting-days';
import { addDays, type FamilyCalendar, type FamilyEvent } from './events.js';

// The family calendar as an RFC 5545 feed (ical-generator; VTIMEZONE blocks from
// @touch4it/ical-timezones for every zone an event uses). docs/decisions/0049.

export const CALENDAR_PAGE_PATH = '/profile/calendar';
export const FEED_NAME = 'Camp Concierge family calendar';
/** How often subscribed clients should refetch (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;

/** The last day it meets (the event's `end` is the day after). */
const lastDay = (e: FamilyEvent) => addDays(e.end, -1);
const everyDay = (e: FamilyEvent) => e.meeting_days.length === WEEKDAYS.length;

/**
 * How the first day repeats: daily while it meets every day, else weekly on its meeting days
 * (RRULE FREQ=WEEKLY;BYDAY=TU,TH), COUNT being the days it meets. Undefined for a single day.
 */
function repetition(e: FamilyEvent): ICalRepeatingOptions | undefined {
  const count = countMeetingDays(e.start, lastDay(e), e.meeting_days);
  if (count <= 1) return undefined;
  if (everyDay(e)) return { freq: ICalEventRepeatingFreq.DAILY, count };
  return {
    freq: ICalEventRepeatingFreq.WEEKLY,
    count,
    byDay: e.meeting_days.map((d) => ICalWeekday[WEEKDAY_ICAL[d]]),
  };
}

function description(e: FamilyEvent): string {
  return [
    `${e.child_name} at ${e.provider_name}`,
    e.start_time && e.end_time
      ? `${formatMeetingDays(e.meeting_days)} ${e.start_time}-${e.end_time}, ${e.duration}`
      : `${formatMeetingDays(e.meeting_days)}, ${e.duration}`,
    e.invited_friend_name ? `Shared by ${e.invited_friend_name}` : null,
    e.invited_parents.length ? `With ${e.invited_parents.join(', ')}` : null,
    `Camp page: ${e.url}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** Which reminders the feed carries as alarms (VALARM), as the parent chose for the e-mails. */
export interface FeedAlarms {
  week: boolean;
  day: boolean;
}

const DAY_SECONDS = 86_400;

/**
 * A display alarm 7 days and one 1 day before the event's first start (TRIGGER:-P7D, -P1D),
 * each when the parent keeps that reminder on. A repeating event's alarms ring before each
 * meeting in most clients; the e-mails remind of the first day only.
 */
function alarmsOf(e: FamilyEvent, on: FeedAlarms) {
  const text = `${e.title} (${e.child_name}) starts`;
  return [
    ...(on.week
      ? [
          {
            type: ICalAlarmType.display,
            trigger: 7 * DAY_SECONDS,
            description: `${text} in a week`,
          },
        ]
      : []),
    ...(on.day
      ? [{ type: ICalAlarmType.display, trigger: DAY_SECONDS, description: `${text} tomorrow` }]
      : []),
  ];
}

/**
 * One VEVENT per activity, on its first meeting day, repeating on the days it meets until its
 * last: daily when it meets every day, weekly with BYDAY otherwise. A camp with daily hours is a
 * timed event in the activity's time zone (or floating when unknown). One without hours is an
 * all-day event: over the whole span when it meets every day, else a day that repeats.
 */
export function renderFeed(
  calendar: FamilyCalendar,
  appUrl: string,
  now: Date,
  alarms: FeedAlarms = { week: true, day: true },
): string {
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
      alarms: alarmsOf(e, alarms),
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
      if (everyDay(e)) cal.createEvent({ ...base, allDay: true, start: e.start, end: e.end });
      else {
        const repeating = repetition(e);
        cal.createEvent({
          ...base,
          allDay: true,
          start: e.start,
          end: addDays(e.start, 1),
          ...(repeating ? { repeating } : {}),
        });
      }
      continue;
    }
    const repeating = repetition(e);
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
