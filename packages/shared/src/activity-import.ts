import { z } from 'zod';
import { idField } from './number';

/**
 * The answer of POST /api/v1/camp_directors/activity_providers/{id}/imports (201): every row
 * was created. The API's response schema and the web's type, written once.
 */
export const importActivitiesResultSchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  /** The import's id, to undo it. */
  import_id: z.number().int(),
});

export type ImportActivitiesResult = z.infer<typeof importActivitiesResultSchema>;

/** At most this many activities are deleted by one bulk delete (a page of the list is 25). */
export const MAX_BULK_DELETE = 500;

export const BULK_DELETE_MESSAGES = {
  idsRequired: 'Select at least one activity.',
  tooMany: `Select at most ${MAX_BULK_DELETE} activities at once.`,
  notFound: 'Some of the selected activities are not in this program.',
  importNotFound: 'Import not found',
  alreadyUndone: 'This import has already been undone.',
} as const;

/**
 * Why nothing was deleted: these activities are booked (on a family's itinerary or in a friend
 * invitation, which covers held seats and waitlist places) or have duplicates that stay.
 */
export const bookedRefusal = (names: readonly string[]) =>
  `Nothing was deleted. Booked by families or duplicated: ${names.join(', ')}.`;

/** The body of POST .../activity_providers/{id}/activities/bulk_delete. */
export const bulkDeleteActivitiesSchema = z.object({
  ids: z
    .array(idField('Invalid activity'))
    .min(1, BULK_DELETE_MESSAGES.idsRequired)
    .max(MAX_BULK_DELETE, BULK_DELETE_MESSAGES.tooMany),
});
export type BulkDeleteActivities = z.infer<typeof bulkDeleteActivitiesSchema>;

/** What a bulk delete or an undone import removed. */
export const deletedActivitiesResultSchema = z.object({ deleted: z.number().int() });
export type DeletedActivitiesResult = z.infer<typeof deletedActivitiesResultSchema>;

/** One import of a program, as its import page lists it. */
export const activityImportSchema = z.object({
  id: z.number().int(),
  activity_count: z.number().int(),
  created_at: z.string(),
  undone_at: z.string().nullable(),
});
export type ActivityImport = z.infer<typeof activityImportSchema>;
export const activityImportListSchema = z.object({ imports: z.array(activityImportSchema) });
