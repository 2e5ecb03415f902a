import { z } from 'zod';
import { ACTIVITY_PAYMENT_STATUSES, ORDER_STATUSES, PACKAGE_TYPES } from './enums';
import { questionnaireFieldsSchema } from './questionnaire';
import { itineraryActivityCardSchema, specialistItinerarySchema } from './specialist-itinerary';
import { changeRequestSchema } from './change-request';
import { PG_INT_MAX } from './number';
import { scheduleCheckSchema } from './schedule-check';
import { acknowledgedClashesSchema } from './schedule-clash';
import { withWrappers } from './request-wrapper';

// The parent's own itineraries (GET and PUT /api/v1/parents/itineraries/{id}): reading them,
// accepting one and asking for changes.

export const PARENT_ITINERARY_MESSAGES = {
  notFound: 'Itinerary not found',
  /** The toast after change requests (comments) were added. */
  commentsAdded: 'The comment(s) was successfully added!',
  /** The toast after 'Accept Itinerary' (the spec names none). */
  accepted: 'The itinerary was successfully accepted!',
  acceptConfirmation: 'Are you sure you want to accept this itinerary?',
  statusInvalid: 'Status is invalid',
  changeRequestsRequired: 'Add at least one comment',
  tooManyChangeRequests: 'Too many comments at once',
  activityNotInItinerary: 'This activity is not in the itinerary.',
  idMismatch: 'Id does not match the itinerary',
  // Why an action is not available (actions.blocked_reason, and the 409s of PUT).
  preparing: 'Your specialist is still preparing this itinerary.',
  pendingChanges:
    'Your specialist is reviewing your comments. You can accept the itinerary or invite friends once they answer.',
  alreadyAccepted: 'You have accepted this itinerary. Your specialist will approve it.',
  approved: 'This itinerary is approved.',
  canceled: 'This itinerary was canceled.',
  /** 409 for accept outside review. */
  acceptNotAllowed: 'The itinerary can be accepted only while it is in review.',
  /** 409 for change requests outside review and alternate_request. */
  changesNotAllowed:
    'Comments can be added only while the itinerary is in review or an alternate is requested.',
} as const;

/** The most change requests (activity comments) one update may carry. */
export const CHANGE_REQUESTS_PER_UPDATE_MAX = 50;

/**
 * The activity as the parent sees it on a card: its url carries our tracking parameters
 * (campLink); ages and grades are the activity's bounds (grade -1 is Preschool, 0 Kindergarten).
 */
export const parentItineraryActivityCardSchema = itineraryActivityCardSchema.extend({
  provider_logo: z.string().nullable(),
  description: z.string().nullable(),
  media_link: z.string().nullable(),
  optional_media_link: z.string().nullable(),
  age_min: z.number().nullable(),
  age_max: z.number().nullable(),
  grade_level_start: z.number().nullable(),
  grade_level_end: z.number().nullable(),
  instructor: z.string().nullable(),
  /** What a child brings; null when the director wrote nothing. */
  what_to_bring: z.string().nullable(),
  waiver_form_url: z.string().nullable(),
  cancellation_policy: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ParentItineraryActivityCard = z.infer<typeof parentItineraryActivityCardSchema>;

export const parentItineraryActivitySchema = z.object({
  id: z.number(),
  itinerary_id: z.number(),
  payment_status: z.enum(ACTIVITY_PAYMENT_STATUSES),
  start_date: z.string().nullable(),
  /** Marked by the program's director once the enrollment is handled. */
  processed: z.boolean(),
  activity: parentItineraryActivityCardSchema,
  /**
   * A canceled place's money (payment_status canceled, decision 0072): what was paid for it and
   * what was refunded, in cents; null for every other place.
   */
  cancellation: z.object({ paid_cents: z.number(), refunded_cents: z.number() }).nullable(),
});
export type ParentItineraryActivity = z.infer<typeof parentItineraryActivitySchema>;

const s = specialistItinerarySchema.shape;

/**
 * What the parent may do now, from the status machine and the pending change requests (one rule
 * on the server, `itineraryActions`, used by the view and by every write that depends on it).
 * `blocked_reason` explains the disabled actions; null when all are allowed.
 */
export const itineraryActionsSchema = z.object({
  can_accept: z.boolean(),
  can_request_changes: z.boolean(),
  can_invite: z.boolean(),
  blocked_reason: z.string().nullable(),
});
export type ItineraryActions = z.infer<typeof itineraryActionsSchema>;

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
  actions: itineraryActionsSchema,
  schedule_checks: z.array(scheduleCheckSchema),
});
export type ParentItinerary = z.infer<typeof parentItinerarySchema>;

export const parentItineraryResponseSchema = z.object({ itinerary: parentItinerarySchema });
export type ParentItineraryResponse = z.infer<typeof parentItineraryResponseSchema>;

/** Newest first (created_at, then id). */
export const parentItineraryListSchema = z.object({ itineraries: z.array(parentItinerarySchema) });
export type ParentItineraryList = z.infer<typeof parentItineraryListSchema>;

// ---- PUT /api/v1/parents/itineraries/{id} -----------------------------------------------------

/** Accept: the schedule's clashes the parent keeps ('Keep both'), needed when it has any. */
const acceptSchema = z.object({
  status: z.literal('accepted'),
  acknowledged_clashes: acknowledgedClashesSchema,
});
const alternateRequestSchema = z.object({
  status: z.literal('alternate_request'),
  change_requests_attributes: z
    .array(changeRequestSchema, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? PARENT_ITINERARY_MESSAGES.changeRequestsRequired
          : undefined,
    })
    .min(1, PARENT_ITINERARY_MESSAGES.changeRequestsRequired)
    .max(CHANGE_REQUESTS_PER_UPDATE_MAX, PARENT_ITINERARY_MESSAGES.tooManyChangeRequests),
});

/**
 * Accept (review → accepted) or ask for changes (review or alternate_request → alternate_request,
 * with at least one change request). `id`, when sent, must be the path's.
 */
export const parentItineraryUpdateSchema = withWrappers(
  z.object({
    id: z
      .number({ error: PARENT_ITINERARY_MESSAGES.idMismatch })
      .int(PARENT_ITINERARY_MESSAGES.idMismatch)
      .min(1, PARENT_ITINERARY_MESSAGES.idMismatch)
      .max(PG_INT_MAX, PARENT_ITINERARY_MESSAGES.idMismatch)
      .optional(),
    itinerary: z.discriminatedUnion('status', [acceptSchema, alternateRequestSchema], {
      error: PARENT_ITINERARY_MESSAGES.statusInvalid,
    }),
  }),
  ['itinerary'],
);
export type ParentItineraryUpdateInput = z.input<typeof parentItineraryUpdateSchema>;
export type ParentItineraryUpdate = z.output<typeof parentItineraryUpdateSchema>;
