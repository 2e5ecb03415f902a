import { z } from 'zod';

// The conflict and gap check on an itinerary (issue 15, "beyond the spec"), shown to the parent
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
