// The calendar's access rule, without the calendar's schemas: the web app's header decides with
// it on every page, and the schemas (zod) load only with the calendar itself.

/** What the calendar gate reads: the session's fields of the same names. */
export interface CalendarAccessFacts {
  premium: boolean;
  package_type: string | null;
  friends_itineraries: boolean;
}

/**
 * A parent without Premium and without any package type gets the upgrade dialog
 * instead of the calendar (the API answers 403). A friend-enabled parent (invited to someone's
 * itinerary) keeps the calendar, which shows the friends' itineraries they accepted
 * (docs/decisions/0049-calendar-and-ical-feed.md). One rule for the web and the API.
 */
export const needsCalendarUpgrade = (f: CalendarAccessFacts): boolean =>
  !f.premium && f.package_type === null && !f.friends_itineraries;
