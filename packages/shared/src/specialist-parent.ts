import { z } from 'zod';
import { ITINERARY_STATUSES, ORDER_STATUSES, PACKAGE_TYPES } from './enums';
import { questionnaireSchema } from './questionnaire';

// GET /api/v1/specialists/parents/{id} (the parent lookup for a specialist): the family a
// specialist plans for. Specialists only; another role answers 403.

export const SPECIALIST_PARENT_MESSAGES = {
  notFound: 'Parent not found',
} as const;

export const specialistParentSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  zip_code: z.string().nullable(),
  package_type: z.enum(PACKAGE_TYPES).nullable(),
  order_status: z.enum(ORDER_STATUSES).nullable(),
  children: z.array(
    z.object({
      id: z.number(),
      first_name: z.string(),
      age: z.number().nullable(),
      /** -1 Preschool, 0 Kindergarten, 1-12. */
      rising_grade_level: z.number().nullable(),
    }),
  ),
  /** The parent's questionnaires, newest first, as the parent's own list shows them. */
  questionnaires: z.array(questionnaireSchema),
  /** Newest first. */
  itineraries: z.array(
    z.object({
      id: z.number(),
      status: z.enum(ITINERARY_STATUSES),
      child_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type SpecialistParent = z.infer<typeof specialistParentSchema>;

export const specialistParentResponseSchema = z.object({ parent: specialistParentSchema });
export type SpecialistParentResponse = z.infer<typeof specialistParentResponseSchema>;
