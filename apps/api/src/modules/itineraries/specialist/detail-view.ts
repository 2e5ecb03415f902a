import {
  ONLINE_PAYMENT_STATUSES,
  SPECIALIST_ITINERARY_MESSAGES as M,
  overlapsById,
  type SpecialistItinerary,
  type SpecialistItineraryActivity,
} from '@camp/shared/specialist-itinerary';
import type { ActivityPaymentStatus } from '@camp/shared/enums';
import { programDiscounts } from '@camp/shared/discounts';
import { QUESTIONNAIRE_DATE_RANGES, type QuestionnaireFields } from '@camp/shared/questionnaire';
import { scheduleChecks, type RequestedRange } from '@camp/shared/schedule-check';
import { AppError } from '../../../lib/app-error.js';
import { toFields } from '../../questionnaires/index.js';
import { statusOfLine } from '../../payments/index.js';
import type * as accountsRepo from '../../../data/accounts/repository.js';
import type * as commerceRepo from '../../../data/commerce/repository.js';
import type * as familiesRepo from '../../../data/families/repository.js';
import { availableSeats } from '../../../data/catalog/seats.js';
import type * as paymentsRepo from '../../../data/itineraries/payments.js';
import type * as itinerariesRepo from '../../../data/itineraries/repository.js';
import { storedMeetingDays } from '../../../data/catalog/activity-fields.js';

// One itinerary's view, as the specialist sees it (the parent's and the friends' views build on
// it), from what detail.ts read.

const dollars = (cents: number) => cents / 100;
const hhmm = (time: string) => time.slice(0, 5);

/** Itinerary activity id → payment status by the rule (decision 0056). */
type PaymentStatuses = Map<number, ActivityPaymentStatus>;

/**
 * The payment status of each activity by the rule (decision 0056) with its seats (decision
 * 0062): the stored column keeps only the fact `paid`; the rest follows from the provider's
 * account, the itinerary, the seats (a seat the family's open checkout holds is theirs) and the
 * dates. The view has no request clock, so "started" is judged on the server's date.
 */
function paymentStatusesOf(
  it: itinerariesRepo.ItineraryRow,
  lines: paymentsRepo.PaymentLine[],
  held: Set<number>,
): PaymentStatuses {
  const today = new Date().toISOString().slice(0, 10);
  return new Map(lines.map((l) => [l.id, statusOfLine(l, it.status, today, held.has(l.id))]));
}

function toActivities(
  rows: itinerariesRepo.ItineraryActivityDetail[],
  statuses: PaymentStatuses,
): SpecialistItineraryActivity[] {
  // A canceled place overlaps nothing: the family no longer goes (decision 0072).
  const overlaps = overlapsById(
    standing(rows).map(({ item, activity: a }) => ({
      id: item.id,
      start_date: a.startDate,
      end_date: a.endDate,
      meeting_days: storedMeetingDays(a.meetingDays),
      start_time: a.startTime,
      end_time: a.endTime,
    })),
  );
  return rows.map(({ item, activity: a }) => ({
    id: item.id,
    payment_status: statuses.get(item.id) ?? item.paymentStatus,
    start_date: item.startDate,
    activity: {
      id: a.id,
      name: a.name,
      provider_id: a.providerId,
      provider_name: a.providerName,
      url: a.url,
      price: dollars(a.priceCents),
      fee: dollars(a.feeCents),
      start_date: a.startDate,
      end_date: a.endDate,
      meeting_days: storedMeetingDays(a.meetingDays),
      start_time: hhmm(a.startTime),
      end_time: hhmm(a.endTime),
      location: a.location,
      camp_type: a.campType,
      total_seats: a.totalSeats,
      reserved_seats: a.reservedSeats,
      available_seats: availableSeats(a.totalSeats, a.reservedSeats),
      discounts: programDiscounts(a),
    },
    overlaps_with: overlaps.get(item.id) ?? [],
  }));
}

/**
 * The places the family still has: a canceled one (decision 0072) leaves the totals, the
 * overlaps and the schedule checks.
 */
const standing = (rows: itinerariesRepo.ItineraryActivityDetail[]) =>
  rows.filter(({ item }) => item.canceledAt === null);

/**
 * Totals: price plus fee of every activity the family still has, and the part the parent pays
 * online via Stripe.
 */
function totalsOf(rows: itinerariesRepo.ItineraryActivityDetail[], statuses: PaymentStatuses) {
  let total = 0;
  let online = 0;
  for (const { item, activity } of standing(rows)) {
    const cents = activity.priceCents + activity.feeCents;
    total += cents;
    if (ONLINE_PAYMENT_STATUSES.includes(statuses.get(item.id) ?? item.paymentStatus))
      online += cents;
  }
  return { total: dollars(total), online_payment: dollars(online) };
}

type Point = { latitude: number | null; longitude: number | null };

/** The itinerary's own point, else its questionnaire's (see the response schema). */
export function coordinatesOf(it: Point, questionnaire: Point | null) {
  for (const p of [it, questionnaire]) {
    if (p && p.latitude !== null && p.longitude !== null) {
      return { latitude: p.latitude, longitude: p.longitude };
    }
  }
  return null;
}

/** The date ranges the parent asked for (questionnaire: start_date/end_date, _2, _3, _4). */
function requestedRanges(fields: QuestionnaireFields | null): RequestedRange[] {
  if (!fields) return [];
  const ranges: RequestedRange[] = [];
  for (const r of QUESTIONNAIRE_DATE_RANGES) {
    const start = fields[r.start];
    const end = fields[r.end];
    if (typeof start === 'string' && typeof end === 'string') ranges.push({ start, end });
  }
  return ranges;
}

/** The specialist's view and, per itinerary activity, what the parent's card adds to it. */
export interface ItineraryDetail {
  view: SpecialistItinerary;
  extras: Map<number, itinerariesRepo.ActivityCardExtras>;
}

/** What presentDetails read for one itinerary. */
interface DetailParts {
  parent: accountsRepo.UserRow | null;
  child: Awaited<ReturnType<typeof familiesRepo.findChild>>;
  questionnaire: familiesRepo.QuestionnaireRow | null;
  order: Awaited<ReturnType<typeof commerceRepo.findLatestOrder>>;
  specialist: accountsRepo.UserRow | null;
  rows: itinerariesRepo.ItineraryActivityDetail[];
  requests: Awaited<ReturnType<typeof itinerariesRepo.changeRequestsOf>>;
  invitations: Awaited<ReturnType<typeof itinerariesRepo.invitationsOf>>;
  extras: Map<number, itinerariesRepo.ActivityCardExtras>;
  paymentLines: paymentsRepo.PaymentLine[];
  /** The places whose seat is the family's (an open checkout or waitlist offer holds it). */
  held: Set<number>;
}

/** One itinerary's view from what presentDetails read. */
export function assembleDetail(
  it: itinerariesRepo.ItineraryRow,
  parts: DetailParts,
): ItineraryDetail {
  const { parent, questionnaire, rows, requests, invitations, extras } = parts;
  const statuses = paymentStatusesOf(it, parts.paymentLines, parts.held);
  if (!parent) throw AppError.notFound(M.notFound);
  const starts = rows.map((r) => r.activity.startDate).sort();
  const ends = rows.map((r) => r.activity.endDate).sort();
  const fields = questionnaire ? toFields(questionnaire) : null;
  const people = peopleOf({ ...parts, parent });
  const view: SpecialistItinerary = {
    id: it.id,
    status: it.status,
    parent_name: parent.name,
    parent: people.parent,
    child: people.child,
    questionnaire: questionnaire && fields ? { id: questionnaire.id, fields } : null,
    activity_dates: rows.length ? { start: starts[0]!, end: ends[ends.length - 1]! } : null,
    color: it.color,
    location: it.location,
    coordinates: coordinatesOf(it, questionnaire),
    message: it.message,
    specialist_notes: it.specialistNotes,
    sent_at: it.sentAt?.toISOString() ?? null,
    specialist: people.specialist,
    itinerary_activities: toActivities(rows, statuses),
    totals: totalsOf(rows, statuses),
    change_requests: requests.map(({ request, activityName }) => ({
      id: request.id,
      activity: { id: request.activityId, name: activityName },
      reason: request.reason,
      more_information: request.moreInformation,
      created_at: request.createdAt.toISOString(),
      resolved_at: request.resolvedAt?.toISOString() ?? null,
    })),
    schedule_checks: scheduleChecksOf(rows, extras, fields),
    parents_itineraries: invitations.map((i) => ({
      id: i.id,
      parent_id: i.parentId,
      friend_name: i.friendName ?? i.friendEmail,
      status: i.status,
      comment: i.comment,
    })),
  };
  return { view, extras };
}

/** The parent (with their package), the child and the specialist of the view. */
function peopleOf({
  parent,
  order,
  child,
  specialist,
}: Pick<DetailParts, 'order' | 'child' | 'specialist'> & { parent: accountsRepo.UserRow }): Pick<
  SpecialistItinerary,
  'parent' | 'child' | 'specialist'
> {
  return {
    parent: {
      id: parent.id,
      name: parent.name,
      first_name: parent.firstName,
      email: parent.email,
      phone_number: parent.phoneNumber,
      package_type: order?.packageType ?? null,
      order_status: order?.order.status ?? null,
    },
    child: child
      ? {
          id: child.id,
          first_name: child.firstName,
          age: child.age,
          rising_grade_level: child.risingGradeLevel,
        }
      : null,
    specialist: specialist
      ? {
          id: specialist.id,
          name: specialist.name,
          email: specialist.email,
          photo: specialist.photoUrl,
        }
      : null,
  };
}

/** The schedule checks of the places the family still has, against the ranges asked for. */
function scheduleChecksOf(
  rows: itinerariesRepo.ItineraryActivityDetail[],
  extras: Map<number, itinerariesRepo.ActivityCardExtras>,
  fields: QuestionnaireFields | null,
) {
  return scheduleChecks(
    standing(rows).map(({ item, activity: a }) => ({
      activity_id: a.id,
      name: a.name,
      start_date: a.startDate,
      end_date: a.endDate,
      meeting_days: storedMeetingDays(a.meetingDays),
      start_time: hhmm(a.startTime),
      end_time: hhmm(a.endTime),
      latitude: extras.get(item.id)?.latitude ?? null,
      longitude: extras.get(item.id)?.longitude ?? null,
    })),
    requestedRanges(fields),
  );
}
