import { z } from 'zod';
import { ACTIVITY_PAYMENT_STATUSES, ORDER_STATUSES, PACKAGE_TYPES } from './enums';
import { questionnaireFieldsSchema } from './questionnaire';
import { itineraryActivityCardSchema, specialistItinerarySchema } from './specialist-itinerary';

// The parent's own itineraries (parent document, sections 3 and 7: GET /api/v1/parents/itineraries
// and /{id}). Read-only here; accepting and change requests come with the itineraries page.

export const PARENT_ITINERARY_MESSAGES = {
  notFound: 'Itinerary not found',
} as const;

/** The activity as the parent sees it: its url carries our tracking parameters (campLink). */
export const parentItineraryActivityCardSchema = itineraryActivityCardSchema;
export type ParentItineraryActivityCard = z.infer<typeof parentItineraryActivityCardSchema>;

export const parentItineraryActivitySchema = z.object({
  id: z.number(),
  itinerary_id: z.number(),
  payment_status: z.enum(ACTIVITY_PAYMENT_STATUSES),
  start_date: z.string().nullable(),
  /** Marked by the program's director once the enrollment is handled. */
  processed: z.boolean(),
  activity: parentItineraryActivityCardSchema,
});
export type ParentItineraryActivity = z.infer<typeof parentItineraryActivitySchema>;

const s = specialistItinerarySchema.shape;

export const parentItinerarySchema = z.object({
  id: z.number(),
  status: s.status,
  created_at: z.string(),
  parent_name: z.string(),
  child: s.child,
  questionnaire: z
    .object({
      id: z.number(),
      fields: questionnaireFieldsSchema,
      parent: z.object({
        name: z.string(),
        email: z.string(),
        package_type: z.enum(PACKAGE_TYPES).nullable(),
        order_status: z.enum(ORDER_STATUSES).nullable(),
      }),
    })
    .nullable(),
  activity_dates: s.activity_dates,
  color: s.color,
  /** The itinerary's activities in start-date order (the cards of itinerary_activities). */
  activities: z.array(parentItineraryActivityCardSchema),
  itinerary_activities: z.array(parentItineraryActivitySchema),
  /** Dollars: every activity's price plus fee, and the part paid online via Stripe. */
  totals: s.totals,
  specialist: z
    .object({ name: z.string(), email: z.string(), photo: z.string().nullable() })
    .nullable(),
  /** The specialist's message to the parent. */
  message: s.message,
  change_requests: s.change_requests,
  parents_itineraries: s.parents_itineraries,
});
export type ParentItinerary = z.infer<typeof parentItinerarySchema>;

export const parentItineraryResponseSchema = z.object({ itinerary: parentItinerarySchema });
export type ParentItineraryResponse = z.infer<typeof parentItineraryResponseSchema>;

/** Newest first (created_at, then id). */
export const parentItineraryListSchema = z.object({ itineraries: z.array(parentItinerarySchema) });
export type ParentItineraryList = z.infer<typeof parentItineraryListSchema>;
