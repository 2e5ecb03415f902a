import { z } from 'zod';
import { meetingDaysSchema } from './meeting-days-schema';
import { PROVIDER_ACTIVITIES_PAGE_SIZE } from './constants';
import { PROVIDER_SPECIAL_NEEDS } from './enums';
import { specialistNoteSchema } from './note';
import { wrapped } from './request-wrapper';

// The specialist's activity and provider detail pages and the note dialog
// (docs/decisions/0023-specialist-details-and-camp-links.md).

export const SPECIALIST_DETAILS_MESSAGES = {
  activityNotFound: 'Activity not found',
  providerNotFound: 'Program not found',
  noteMissing: 'Send specialist_notes (empty to clear the note)',
  onlyNote: 'Only specialist_notes can be changed here',
  /** The note dialog's success toast (title 'Note'). */
  noteSaved: (name: string) => `${name}'s note was successfully updated!`,
} as const;

export const NOTE_TOAST_TITLE = 'Note';

export { PROVIDER_ACTIVITIES_PAGE_SIZE };

// ---- requests ---------------------------------------------------------------------------------

/** Exactly the note: other fields are refused rather than silently dropped. */
const noteOnly = z
  .strictObject(specialistNoteSchema.shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? SPECIALIST_DETAILS_MESSAGES.onlyNote : undefined,
  })
  .refine((v) => v.specialist_notes !== undefined, {
    path: ['specialist_notes'],
    message: SPECIALIST_DETAILS_MESSAGES.noteMissing,
  });

export const activityNoteUpdateSchema = wrapped('activity', noteOnly);
export const providerNoteUpdateSchema = wrapped('activity_provider', noteOnly);
export type ActivityNoteUpdate = z.input<typeof activityNoteUpdateSchema>;
export type ProviderNoteUpdate = z.input<typeof providerNoteUpdateSchema>;

/**
 * The page of a provider's activities from a query string. The spec writes the page as
 * `?page-{n}` (e.g. `?page-2`); `?page=2` is read too. Anything else, or below 1, is page 1.
 * Past the last page is the last page (the server clamps, it knows the count).
 */
export function pageFromSearch(search: string): number {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const part of query.split('&')) {
    const match = /^page(?:-|=)(.*)$/.exec(part);
    if (!match) continue;
    const raw = decodeURIComponent(match[1]!);
    if (!/^\d{1,9}$/.test(raw)) return 1;
    return Math.max(Number(raw), 1);
  }
  return 1;
}

/** The query string of a page in the spec's form (page 1 is the bare path). */
export const pageQuery = (page: number) => (page > 1 ? `?page-${page}` : '');

// ---- responses --------------------------------------------------------------------------------

const named = z.object({ id: z.number(), name: z.string() });

export const specialistActivityDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  activity_provider: named,
  provider_name: z.string(),
  /** Raw: specialists see the provider's own URL. */
  url: z.string(),
  /** Dollars. */
  price: z.number(),
  fee: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  /** The days of the week it meets ('mon' ... 'sun'). */
  meeting_days: meetingDaysSchema,
  /** HH:MM. */
  start_time: z.string(),
  end_time: z.string(),
  duration: z.number(),
  sku: z.string(),
  parent_sku: z.string().nullable(),
  duplicated_status: z.boolean(),
  camp_type: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string().nullable(),
  other_info: z.string().nullable(),
  grade_level_start: z.number().nullable(),
  grade_level_end: z.number().nullable(),
  age_level: z.tuple([z.number(), z.number()]).nullable(),
  interests: z.array(named),
  skill_development: z.array(named),
  media_link: z.string(),
  optional_media_link: z.string().nullable(),
  total_seats: z.number().nullable(),
  reserved_seats: z.number(),
  /** Null when the activity has no seat limit. */
  available_seats: z.number().nullable(),
  instructor: z.string().nullable(),
  camp_info_time: z.string().nullable(),
  camp_info_title: z.string().nullable(),
  details: z.string().nullable(),
  /** What a child brings; null when the director wrote nothing. */
  what_to_bring: z.string().nullable(),
  specialist_notes: z.string().nullable(),
});
export type SpecialistActivityDetail = z.infer<typeof specialistActivityDetailSchema>;
export const specialistActivityResponseSchema = z.object({
  activity: specialistActivityDetailSchema,
});
export type SpecialistActivityResponse = z.infer<typeof specialistActivityResponseSchema>;

export const specialistProviderDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  website: z.string(),
  phone_number: z.string().nullable(),
  location: z.string(),
  logo_url: z.string().nullable(),
  description: z.string().nullable(),
  faq: z.string().nullable(),
  waiver_form_url: z.string().nullable(),
  interests: z.array(named),
  special_needs_array: z.array(z.enum(PROVIDER_SPECIAL_NEEDS)),
  special_needs: z.record(z.string(), z.string()),
  personal_growth: z.string().nullable(),
  financial_aid_description: z.string().nullable(),
  financial_aid_percent: z.number().nullable(),
  financial_aid_link: z.string().nullable(),
  cancellation_policy: z.string(),
  specialist_notes: z.string().nullable(),
});
export type SpecialistProviderDetail = z.infer<typeof specialistProviderDetailSchema>;

export const providerActivityRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  url: z.string(),
  /** Dollars; the page shows '-' when there is none. */
  price: z.number().nullable(),
  total_seats: z.number().nullable(),
  available_seats: z.number().nullable(),
  /** With `itinerary_id` in the query: whether it is already on that itinerary. */
  is_added: z.boolean(),
});
export type ProviderActivityRow = z.infer<typeof providerActivityRowSchema>;

export const pagySchema = z.object({ count: z.number(), pages: z.number(), page: z.number() });

export const specialistProviderResponseSchema = z.object({
  activity_provider: specialistProviderDetailSchema,
  /** One page (PROVIDER_ACTIVITIES_PAGE_SIZE) by start date. */
  activities: z.array(providerActivityRowSchema),
  pagy: pagySchema,
});
export type SpecialistProviderResponse = z.infer<typeof specialistProviderResponseSchema>;

export const specialistProviderUpdateResponseSchema = z.object({
  activity_provider: specialistProviderDetailSchema,
});
export type SpecialistProviderUpdateResponse = z.infer<
  typeof specialistProviderUpdateResponseSchema
>;
