import { z } from 'zod';
import { meetingDaysSchema } from './meeting-days-schema';

export { activityDurationDays } from './meeting-days';

// What the camp director's activity endpoints answer.
// Money is in dollars here, as the form shows it; the database keeps cents.

const named = z.object({ id: z.number().int(), name: z.string() });

export const directorActivitySchema = z.object({
  id: z.number().int(),
  activity_provider_id: z.number().int(),
  provider_name: z.string(),
  name: z.string(),
  url: z.string(),
  price: z.number(),
  fee: z.number(),
  /** YYYY-MM-DD. */
  start_date: z.string(),
  end_date: z.string(),
  date: z.tuple([z.string(), z.string()]),
  /** The days of the week it meets ('mon' ... 'sun', Monday first). */
  meeting_days: meetingDaysSchema,
  /** 24-hour 'HH:mm'. */
  start_time: z.string(),
  end_time: z.string(),
  sku: z.string(),
  parent_sku: z.string().nullable(),
  parent_activity_id: z.number().int().nullable(),
  duplicated_status: z.boolean(),
  has_duplicates: z.boolean(),
  /** When it was taken out of the catalog (by the director or an admin); null: published. */
  unpublished_at: z.string().nullable(),
  /** Inherited from the program's address (read-only). */
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  camp_type: z.string(),
  description: z.string().nullable(),
  other_info: z.string().nullable(),
  grade_level_start: z.number().int().nullable(),
  grade_level_end: z.number().int().nullable(),
  age_level: z.tuple([z.number().int(), z.number().int()]).nullable(),
  interest_ids: z.array(z.number().int()),
  interests: z.array(named),
  /** Ids of the skills (the form's value); names in `skill_developments`. */
  skill_development: z.array(z.number().int()),
  /** The skills with their skill group (shown in the form even when retired). */
  skill_developments: z.array(named.extend({ interest_id: z.number().int().optional() })),
  media_link: z.string(),
  optional_media_link: z.string().nullable(),
  total_seats: z.number().int().nullable(),
  reserved_seats: z.number().int(),
  /** total − reserved; null when the total is not set. */
  available_seats: z.number().int().nullable(),
  instructor: z.string().nullable(),
  camp_info_time: z.string().nullable(),
  camp_info_title: z.string().nullable(),
  details: z.string().nullable(),
  /** What a child brings; null when the director wrote nothing. */
  what_to_bring: z.string().nullable(),
  /** The days it meets from start to end, both included. */
  duration: z.number().int(),
});
export type DirectorActivity = z.infer<typeof directorActivitySchema>;

export const pagySchema = z.object({
  count: z.number().int(),
  pages: z.number().int(),
  page: z.number().int(),
});
export type Pagy = z.infer<typeof pagySchema>;

export const directorActivityListSchema = z.object({
  activities: z.array(directorActivitySchema),
  pagy: pagySchema,
  /** The program the list belongs to (its name heads the list). */
  activity_provider: z.object({ id: z.number().int(), name: z.string(), location: z.string() }),
});
export type DirectorActivityList = z.infer<typeof directorActivityListSchema>;

export const directorActivityResponseSchema = z.object({ activity: directorActivitySchema });

/** Page size of a program's activity list (the spec leaves it open). */
export const DIRECTOR_ACTIVITIES_PAGE_SIZE = 10;

/** The spec's dialog text when an activity already shared with parents is deleted. */
export const ACTIVITY_SHARED_DELETE_MESSAGE =
  "You can't delete this activity. This activity has been shared with one or more parents and cannot be deleted. Change the activity's seat availability to limit further interest OR contact your Camp Concierge administrator to resolve.";
export const ACTIVITY_HAS_DUPLICATES_MESSAGE =
  "You can't delete this activity while it has duplicates. Delete its duplicates first.";
export const DUPLICATE_OF_DUPLICATE_MESSAGE =
  "A duplicated activity can't be duplicated. Duplicate the original activity instead.";
