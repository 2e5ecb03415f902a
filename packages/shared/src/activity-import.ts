import { z } from 'zod';

/**
 * The answer of POST /api/v1/camp_directors/activity_providers/{id}/imports (201): every row
 * was created. The API's response schema and the web's type, written once.
 */
export const importActivitiesResultSchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
});

export type ImportActivitiesResult = z.infer<typeof importActivitiesResultSchema>;
