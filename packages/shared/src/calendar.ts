import { z } from 'zod';
import { meetingDaysSchema } from './meeting-days-schema';

// The parent's calendar (the approved itineraries as events) and its
// iCal feed (our addition, decision 0049): GET /api/v1/parents/calendar, GET and POST
// /api/v1/parents/calendar_feed, GET /calendar/{token}.ics.

export const CALENDAR_MESSAGES = {
  /** 403 for a parent who would see the upgrade dialog. */
  premiumRequired: 'The calendar is part of the Premium package. Upgrade to use it.',
  feedNotFound: 'Calendar not found',
} as const;

export { needsCalendarUpgrade, type CalendarAccessFacts } from './calendar-access';

/** The first two itineraries' colours are MUI palette keys; later ones are stable random hex. */
export const CALENDAR_PALETTE_COLORS = ['success.main', 'success.dark'] as const;

export const calendarItinerarySchema = z.object({
  id: z.number(),
  child_name: z.string(),
  /** An MUI palette key ('success.main', 'success.dark') or a hex colour ('#7a3fd2'). */
  color: z.string(),
  /** A friend's itinerary the parent accepted. */
  friend: z.boolean(),
  /** The inviting parent's name on a friend's itinerary, else null. */
  friend_name: z.string().nullable(),
});
export type CalendarItinerary = z.infer<typeof calendarItinerarySchema>;

export const calendarEventSchema = z.object({
  /** Stable across requests: `${itinerary_id}-${activity_id}`. */
  id: z.string(),
  itinerary_id: z.number(),
  title: z.string(),
  /** YYYY-MM-DD, the first day it meets. */
  start: z.string(),
  /** YYYY-MM-DD, the day after the last day it meets (all-day events end exclusively). */
  end: z.string(),
  /** The days of the week it meets between start and end ('mon' ... 'sun'): only those show. */
  meeting_days: meetingDaysSchema,
  /** HH:MM daily times, null when unknown. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  /** '1 day' or 'N days': the days it meets, start and end included. */
  duration: z.string(),
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  child_name: z.string(),
  /** The names of the friends who accepted the invitation to this activity's itinerary. */
  invited_parents: z.array(z.string()),
  /** On a friend's itinerary: the inviting parent's name; else null. */
  invited_friend_name: z.string().nullable(),
  color: z.string(),
  /** The camp's page with the tracking parameters. */
  url: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarResponseSchema = z.object({
  itineraries: z.array(calendarItinerarySchema),
  events: z.array(calendarEventSchema),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/** GET (created on first call) and POST (reset) /api/v1/parents/calendar_feed. */
export const calendarFeedResponseSchema = z.object({ url: z.string() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;
