import { z } from 'zod';
import { programDiscountsSchema } from './discounts';
import {
  ACTIVITY_PAYMENT_STATUSES,
  INVITATION_STATUSES,
  ITINERARY_STATUSES,
  ORDER_STATUSES,
  PACKAGE_TYPES,
  type ActivityPaymentStatus,
  type ItineraryStatus,
} from './enums';
import { invitationAcceptedEntry, invitationDeclinedEntry, invitationSentEntry } from './messages';
import { questionnaireFieldsSchema } from './questionnaire';
import { WEEKDAYS, meetingSpan, type Weekday } from './meeting-days';
import { meetingDaysSchema } from './meeting-days-schema';
import { wrapped } from './request-wrapper';
import { requiredText } from './text';
import { scheduleCheckSchema } from './schedule-check';
import { acknowledgedClashesSchema } from './schedule-clash';
import { urlIntField } from './number';

// The specialist's itinerary review page and itinerary block
// (docs/decisions/0022-specialist-itinerary.md).

export const SPECIALIST_ITINERARY_MESSAGES = {
  notFound: 'Itinerary not found',
  activityNotFound: 'Activity not found',
  itineraryActivityNotFound: 'Itinerary activity not found',
  noSeats: 'This activity has no seats left.',
  alreadyAdded: 'This activity is already on the itinerary.',
  notEditable:
    'The itinerary can be changed only while it is in progress or an alternate is requested.',
  notAssigned: 'This itinerary is assigned to another specialist.',
  paidActivity: 'A paid activity cannot be removed from the itinerary.',
  /** 409: the parent's open checkout holds it (decision 0062). */
  inOpenCheckout:
    'The parent is paying for this activity right now. Try again once their checkout ends.',
  emptyItinerary: 'Add at least one activity before sending the itinerary.',
  staleStatus: 'The itinerary has changed since this page was loaded. Reload it.',
  messageClosed: 'Messages can be sent only once the itinerary is assigned and not canceled.',
  messageRequired: 'Message is required',
  messageTooLong: 'Message is too long',
  /** The toast after a message to the parent. */
  messageSent: 'The message was successfully sent!',
  /** The toast after 'Send itinerary to parent': the send is confirmed, not left silent. */
  itinerarySent: 'The itinerary was successfully sent to the parent!',
} as const;

export const ITINERARY_MESSAGE_MAX = 5000;

/** Planning and editing are allowed only in these states. */
export const PLANNING_STATUSES: readonly ItineraryStatus[] = ['in_progress', 'alternate_request'];
/** A message to the parent needs an assigned, live itinerary. */
export const MESSAGE_STATUSES: readonly ItineraryStatus[] = [
  'in_progress',
  'review',
  'alternate_request',
  'accepted',
  'approved',
];
/**
 * Itinerary activities the parent pays online (Stripe): the 'Online payment via Stripe' sum.
 * Easy booking is payable online once the itinerary is approved (decision 0056).
 */
export const ONLINE_PAYMENT_STATUSES: readonly ActivityPaymentStatus[] = [
  'easy_booking',
  'available_for_payment',
  'paid',
];

export const SEND_CONFIRMATION = 'Are you sure want to send itinerary to parent?';

export const isPlanningStatus = (status: ItineraryStatus) => PLANNING_STATUSES.includes(status);

// ---- requests ---------------------------------------------------------------------------------

const positiveId = (message: string) => urlIntField(message);

export const addItineraryActivitySchema = wrapped(
  'itinerary_activity',
  z.object({
    activity_id: positiveId(SPECIALIST_ITINERARY_MESSAGES.activityNotFound),
    itinerary_id: positiveId(SPECIALIST_ITINERARY_MESSAGES.notFound),
  }),
);
export type AddItineraryActivityInput = z.input<typeof addItineraryActivitySchema>;

/** `alternate_request` is the page's view of the status; a mismatch means a stale page. */
export const sendItinerarySchema = z.object({
  alternate_request: z.boolean().optional(),
  /** The schedule's clashes the specialist keeps ('Keep both'), needed when it has any. */
  acknowledged_clashes: acknowledgedClashesSchema,
});
export type SendItineraryInput = z.input<typeof sendItinerarySchema>;

export const itineraryMessageSchema = z.object({
  message: requiredText(SPECIALIST_ITINERARY_MESSAGES.messageRequired, {
    multiline: true,
    max: ITINERARY_MESSAGE_MAX,
    maxMessage: SPECIALIST_ITINERARY_MESSAGES.messageTooLong,
  }),
});
export type ItineraryMessageInput = z.input<typeof itineraryMessageSchema>;
export type ItineraryMessage = z.output<typeof itineraryMessageSchema>;

// ---- response ---------------------------------------------------------------------------------

export const itineraryActivityCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  provider_id: z.number(),
  provider_name: z.string(),
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
  location: z.string(),
  camp_type: z.string(),
  total_seats: z.number().nullable(),
  reserved_seats: z.number(),
  /** Null when the activity has no seat limit. */
  available_seats: z.number().nullable(),
  /** The program's discounts for families (decision 0106); null when it offers none. */
  discounts: programDiscountsSchema.nullable(),
});
export type ItineraryActivityCard = z.infer<typeof itineraryActivityCardSchema>;

export const specialistItineraryActivitySchema = z.object({
  id: z.number(),
  payment_status: z.enum(ACTIVITY_PAYMENT_STATUSES),
  start_date: z.string().nullable(),
  activity: itineraryActivityCardSchema,
  /** Ids of the other itinerary activities whose dates and daily times overlap this one. */
  overlaps_with: z.array(z.number()),
});
export type SpecialistItineraryActivity = z.infer<typeof specialistItineraryActivitySchema>;

export const specialistItinerarySchema = z.object({
  id: z.number(),
  status: z.enum(ITINERARY_STATUSES),
  parent_name: z.string(),
  parent: z.object({
    id: z.number(),
    name: z.string(),
    first_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    package_type: z.enum(PACKAGE_TYPES).nullable(),
    order_status: z.enum(ORDER_STATUSES).nullable(),
  }),
  child: z
    .object({
      id: z.number(),
      first_name: z.string(),
      age: z.number().nullable(),
      rising_grade_level: z.number().nullable(),
    })
    .nullable(),
  questionnaire: z.object({ id: z.number(), fields: questionnaireFieldsSchema }).nullable(),
  activity_dates: z.object({ start: z.string(), end: z.string() }).nullable(),
  color: z.string().nullable(),
  location: z.string().nullable(),
  /**
   * The point the search page measures distance from (and centres its map on): the itinerary's
   * own, else the child's questionnaire's (from its address or ZIP code); null when neither has one.
   */
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  message: z.string().nullable(),
  specialist_notes: z.string().nullable(),
  sent_at: z.string().nullable(),
  specialist: z
    .object({ id: z.number(), name: z.string(), email: z.string(), photo: z.string().nullable() })
    .nullable(),
  /** In start-date order (then start time). */
  itinerary_activities: z.array(specialistItineraryActivitySchema),
  /** Dollars: every activity's price plus fee, and the part paid online via Stripe. */
  totals: z.object({ total: z.number(), online_payment: z.number() }),
  change_requests: z.array(
    z.object({
      id: z.number(),
      activity: z.object({ id: z.number(), name: z.string() }),
      reason: z.string(),
      more_information: z.string(),
      created_at: z.string(),
      /** When the specialist answered it (sent the itinerary again); null while pending. */
      resolved_at: z.string().nullable(),
    }),
  ),
  /** Overlaps, impossible journeys and empty requested weeks (schedule-check.ts). */
  schedule_checks: z.array(scheduleCheckSchema),
  parents_itineraries: z.array(
    z.object({
      id: z.number(),
      parent_id: z.number().nullable(),
      friend_name: z.string(),
      status: z.enum(INVITATION_STATUSES),
      comment: z.string().nullable(),
    }),
  ),
});
export type SpecialistItinerary = z.infer<typeof specialistItinerarySchema>;

export const specialistItineraryResponseSchema = z.object({ itinerary: specialistItinerarySchema });
export type SpecialistItineraryResponse = z.infer<typeof specialistItineraryResponseSchema>;

export const addItineraryActivityResponseSchema = z.object({
  itinerary_activity: specialistItineraryActivitySchema,
  itinerary: specialistItinerarySchema,
});
export type AddItineraryActivityResponse = z.infer<typeof addItineraryActivityResponseSchema>;

// ---- rules shared by the API and the page ------------------------------------------------------

export interface OverlapInput {
  id: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  /** The days of the week it meets; absent means every day. */
  meeting_days?: readonly Weekday[];
}

/** True when both meet on some day their date ranges share. */
function meetOnACommonDay(x: OverlapInput, y: OverlapInput): boolean {
  const start = x.start_date > y.start_date ? x.start_date : y.start_date;
  const end = x.end_date < y.end_date ? x.end_date : y.end_date;
  if (start > end) return false;
  const theirs = new Set<Weekday>(y.meeting_days ?? WEEKDAYS);
  const common = (x.meeting_days ?? WEEKDAYS).filter((d) => theirs.has(d));
  return meetingSpan(start, end, common) !== null;
}

/**
 * Which activities overlap which: both meet on a day their date ranges share and their daily
 * hours cross (an activity ending at 12:00 and another starting at 12:00 do not overlap).
 */
export function overlapsById(items: readonly OverlapInput[]): Map<number, number[]> {
  const result = new Map<number, number[]>(items.map((i) => [i.id, []]));
  for (let a = 0; a < items.length; a += 1) {
    for (let b = a + 1; b < items.length; b += 1) {
      const x = items[a]!;
      const y = items[b]!;
      const hours = x.start_time < y.end_time && y.start_time < x.end_time;
      if (hours && meetOnACommonDay(x, y)) {
        result.get(x.id)!.push(y.id);
        result.get(y.id)!.push(x.id);
      }
    }
  }
  return result;
}

/** The invitation list's entry text by status. */
export function invitationText(
  status: (typeof INVITATION_STATUSES)[number],
  parent: string,
  friend: string,
): string {
  if (status === 'accepted') return invitationAcceptedEntry(friend);
  if (status === 'declined') return invitationDeclinedEntry(friend);
  return invitationSentEntry(parent, friend);
}
