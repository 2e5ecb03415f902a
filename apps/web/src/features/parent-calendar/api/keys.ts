/** Query keys of the parent's calendar (a real-time event on an itinerary invalidates `all`). */
export const calendarKeys = {
  all: ['parent-calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};
