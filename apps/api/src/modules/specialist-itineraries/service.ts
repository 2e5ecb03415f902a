import {
  MESSAGE_STATUSES,
  ONLINE_PAYMENT_STATUSES,
  SPECIALIST_ITINERARY_MESSAGES as M,
  isPlanningStatus,
  overlapsById,
  type AddItineraryActivityResponse,
  type SpecialistItinerary,
  type SpecialistItineraryActivity,
} from '@camp/shared/specialist-itinerary';
import type { ActivityPaymentStatus } from '@camp/shared/enums';
import { QUESTIONNAIRE_DATE_RANGES, type QuestionnaireFields } from '@camp/shared/questionnaire';
import { scheduleChecks, type RequestedRange } from '@camp/shared/schedule-check';
import type { AppContext } from '../../context.js';
import { readAll, type DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { enqueueMail } from '../mail/service.js';
import { toFields } from '../parent-questionnaires/service.js';
import { heldPlaces, statusOfLine } from '../activity-checkout/seats.js';
import { publishItineraryEvent } from './realtime.js';
import { leaveWithItineraryActivity } from '../waitlist/service.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as auditRepo from '../../data/audit/repository.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import * as commerceRepo from '../../data/commerce/repository.js';
import * as checkoutsRepo from '../../data/commerce/checkouts.js';
import * as familiesRepo from '../../data/families/repository.js';
import { availableSeats } from '../../data/catalog/seats.js';
import * as paymentsRepo from '../../data/itineraries/payments.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';

/** Where the parent reviews itineraries (parent document, section 2). */
const PARENT_ITINERARIES_PATH = '/profile/itineraries';

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
  const overlaps = overlapsById(
    rows.map(({ item, activity: a }) => ({
      id: item.id,
      start_date: a.startDate,
      end_date: a.endDate,
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
      start_time: hhmm(a.startTime),
      end_time: hhmm(a.endTime),
      location: a.location,
      camp_type: a.campType,
      total_seats: a.totalSeats,
      reserved_seats: a.reservedSeats,
      available_seats: availableSeats(a.totalSeats, a.reservedSeats),
    },
    overlaps_with: overlaps.get(item.id) ?? [],
  }));
}

/** Totals: price plus fee of every activity, and the part the parent pays online via Stripe. */
function totalsOf(rows: itinerariesRepo.ItineraryActivityDetail[], statuses: PaymentStatuses) {
  let total = 0;
  let online = 0;
  for (const { item, activity } of rows) {
    const cents = activity.priceCents + activity.feeCents;
    total += cents;
    if (ONLINE_PAYMENT_STATUSES.includes(statuses.get(item.id) ?? item.paymentStatus))
      online += cents;
  }
  return { total: dollars(total), online_payment: dollars(online) };
}

type Point = { latitude: number | null; longitude: number | null };

/** The itinerary's own point, else its questionnaire's (see the response schema). */
function coordinatesOf(it: Point, questionnaire: Point | null) {
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

async function present(db: DbOrTx, it: itinerariesRepo.ItineraryRow): Promise<SpecialistItinerary> {
  return (await presentDetail(db, it)).view;
}

async function presentDetail(
  db: DbOrTx,
  it: itinerariesRepo.ItineraryRow,
): Promise<ItineraryDetail> {
  const [detail] = await presentDetails(db, [it]);
  return detail!;
}

const idsOf = (values: readonly (number | null)[]) => [
  ...new Set(values.filter((v): v is number => v !== null)),
];

function groupByItinerary<T>(rows: readonly T[], itineraryOf: (row: T) => number) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = itineraryOf(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/**
 * The views of several itineraries with one read of each kind for all of them (a parent's list
 * costs the same few queries whatever its length), in the order given.
 */
async function presentDetails(
  db: DbOrTx,
  its: readonly itinerariesRepo.ItineraryRow[],
): Promise<ItineraryDetail[]> {
  if (its.length === 0) return [];
  const ids = its.map((i) => i.id);
  const parentIds = idsOf(its.map((i) => i.parentId));
  const [
    people,
    childRows,
    questionnaireRows,
    orders,
    activityRows,
    requestRows,
    invitationRows,
    allExtras,
    allPaymentLines,
  ] = await readAll(db, [
    () => accountsRepo.findUsersByIds(db, idsOf([...parentIds, ...its.map((i) => i.specialistId)])),
    () => familiesRepo.findChildren(db, idsOf(its.map((i) => i.childId))),
    () => familiesRepo.findQuestionnaires(db, idsOf(its.map((i) => i.questionnaireId))),
    // One parent for a parent's list; one after another, as a transaction's connection needs.
    async () => {
      const latest = new Map<number, Awaited<ReturnType<typeof commerceRepo.findLatestOrder>>>();
      for (const id of parentIds) latest.set(id, await commerceRepo.findLatestOrder(db, id));
      return latest;
    },
    () => itinerariesRepo.activitiesOf(db, ids),
    () => itinerariesRepo.changeRequestsOf(db, ids),
    () => itinerariesRepo.invitationsOf(db, ids),
    () => itinerariesRepo.activityCardExtras(db, ids),
    () => paymentsRepo.paymentLinesOf(db, ids),
  ]);
  const users = new Map(people.map((u) => [u.id, u]));
  const childById = new Map(childRows.map((c) => [c.id, c]));
  const questionnaireById = new Map(questionnaireRows.map((q) => [q.id, q]));
  const rowsOf = groupByItinerary(activityRows, (r) => r.item.itineraryId);
  const requestsOf = groupByItinerary(requestRows, (r) => r.request.itineraryId);
  const invitationsOf = groupByItinerary(invitationRows, (r) => r.itineraryId);
  const linesOf = groupByItinerary(allPaymentLines, (l) => l.itineraryId);
  // Seats the families already hold: open checkouts and waitlist offers (decisions 0062, 0063).
  const held = await heldPlaces(
    db,
    allPaymentLines.map((l) => l.id),
    new Date(),
  );
  return its.map((it) => {
    const rows = rowsOf.get(it.id) ?? [];
    const itemIds = new Set(rows.map((r) => r.item.id));
    return assembleDetail(it, {
      parent: users.get(it.parentId) ?? null,
      child: it.childId === null ? null : (childById.get(it.childId) ?? null),
      questionnaire:
        it.questionnaireId === null ? null : (questionnaireById.get(it.questionnaireId) ?? null),
      order: orders.get(it.parentId) ?? null,
      specialist: it.specialistId === null ? null : (users.get(it.specialistId) ?? null),
      rows,
      requests: requestsOf.get(it.id) ?? [],
      invitations: invitationsOf.get(it.id) ?? [],
      extras: new Map([...allExtras].filter(([itemId]) => itemIds.has(itemId))),
      paymentLines: linesOf.get(it.id) ?? [],
      held,
    });
  });
}

/** One itinerary's view from what presentDetails read. */
function assembleDetail(
  it: itinerariesRepo.ItineraryRow,
  {
    parent,
    child,
    questionnaire,
    order,
    specialist,
    rows,
    requests,
    invitations,
    extras,
    paymentLines,
    held,
  }: {
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
  },
): ItineraryDetail {
  const statuses = paymentStatusesOf(it, paymentLines, held);
  if (!parent) throw AppError.notFound(M.notFound);
  const starts = rows.map((r) => r.activity.startDate).sort();
  const ends = rows.map((r) => r.activity.endDate).sort();
  const fields = questionnaire ? toFields(questionnaire) : null;
  const checks = scheduleChecks(
    rows.map(({ item, activity: a }) => ({
      activity_id: a.id,
      name: a.name,
      start_date: a.startDate,
      end_date: a.endDate,
      start_time: hhmm(a.startTime),
      end_time: hhmm(a.endTime),
      latitude: extras.get(item.id)?.latitude ?? null,
      longitude: extras.get(item.id)?.longitude ?? null,
    })),
    requestedRanges(fields),
  );
  const view: SpecialistItinerary = {
    id: it.id,
    status: it.status,
    parent_name: parent.name,
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
    questionnaire: questionnaire && fields ? { id: questionnaire.id, fields } : null,
    activity_dates: rows.length ? { start: starts[0]!, end: ends[ends.length - 1]! } : null,
    color: it.color,
    location: it.location,
    coordinates: coordinatesOf(it, questionnaire),
    message: it.message,
    specialist_notes: it.specialistNotes,
    sent_at: it.sentAt?.toISOString() ?? null,
    specialist: specialist
      ? {
          id: specialist.id,
          name: specialist.name,
          email: specialist.email,
          photo: specialist.photoUrl,
        }
      : null,
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
    schedule_checks: checks,
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

async function itineraryOr404(db: DbOrTx, id: number, lock = false) {
  const it = await itinerariesRepo.findItinerary(db, id, lock);
  if (!it) throw AppError.notFound(M.notFound);
  return it;
}

/**
 * Changes belong to the specialist who took the itinerary ('Assign to me'); others may read it
 * (docs/decisions/0022-specialist-itinerary.md).
 */
function assertAssigned(it: itinerariesRepo.ItineraryRow, specialist: CurrentUser) {
  if (it.specialistId !== specialist.id) throw AppError.forbidden(M.notAssigned);
}

function assertPlanning(it: itinerariesRepo.ItineraryRow) {
  if (!isPlanningStatus(it.status)) throw AppError.conflict(M.notEditable);
}

export async function getItinerary(ctx: AppContext, id: number): Promise<SpecialistItinerary> {
  return present(ctx.db, await itineraryOr404(ctx.db, id));
}

/** The itinerary with its activity cards' extras (the parent's view builds on this). */
export async function getItineraryDetail(db: DbOrTx, id: number): Promise<ItineraryDetail> {
  return presentDetail(db, await itineraryOr404(db, id));
}

/**
 * Several itineraries' details in the order of `ids`, with a fixed number of queries (a
 * parent's list). An id not found answers 404, as getItineraryDetail does.
 */
export async function getItineraryDetails(
  db: DbOrTx,
  ids: readonly number[],
): Promise<ItineraryDetail[]> {
  const found = new Map((await itinerariesRepo.findItineraries(db, ids)).map((r) => [r.id, r]));
  return presentDetails(
    db,
    ids.map((id) => {
      const it = found.get(id);
      if (!it) throw AppError.notFound(M.notFound);
      return it;
    }),
  );
}

/**
 * The child's questionnaire and the itinerary's point, for the catalog's match with an itinerary
 * (docs/decisions/0025-match-sort.md). Whoever may read the review page may ask: any
 * specialist; an unknown itinerary is 404 as there.
 */
export async function itineraryForMatch(
  ctx: AppContext,
  id: number,
): Promise<{
  questionnaire: QuestionnaireFields | null;
  coordinates: { latitude: number; longitude: number } | null;
}> {
  const it = await itineraryOr404(ctx.db, id);
  const questionnaire =
    it.questionnaireId === null
      ? null
      : await familiesRepo.findQuestionnaire(ctx.db, it.questionnaireId);
  return {
    questionnaire: questionnaire && toFields(questionnaire),
    coordinates: coordinatesOf(it, questionnaire),
  };
}

/**
 * Adds an activity. No seat is taken (decision 0062): the checkout takes it when the family
 * pays; a full activity may still be offered (the parent sees it full and may join its
 * waitlist).
 */
export async function addActivity(
  ctx: AppContext,
  specialist: CurrentUser,
  input: { itinerary_id: number; activity_id: number },
): Promise<AddItineraryActivityResponse> {
  return ctx.db.transaction(async (tx) => {
    const it = await itineraryOr404(tx, input.itinerary_id, true);
    assertAssigned(it, specialist);
    assertPlanning(it);
    const activity = await catalogRepo.findActivityForAdd(tx, input.activity_id);
    if (!activity) throw AppError.field('activity_id', M.activityNotFound, 404);
    if (
      await itinerariesRepo.findItineraryActivity(tx, {
        itineraryId: it.id,
        activityId: activity.id,
      })
    ) {
      throw AppError.field('activity_id', M.alreadyAdded);
    }
    const item = await itinerariesRepo.insertItineraryActivity(tx, {
      itineraryId: it.id,
      activityId: activity.id,
      // Online payment only where the program's director can take it (Stripe account ready).
      paymentStatus:
        activity.paymentAccountStatus === 'ready' ? 'available_for_payment' : 'booking_available',
    });
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'itineraries',
      entityId: it.id,
      action: 'activity_added',
      data: { itinerary_activity_id: item.id, activity_id: activity.id },
    });
    const itinerary = await present(tx, it);
    const added = itinerary.itinerary_activities.find((a) => a.id === item.id)!;
    return { itinerary_activity: added, itinerary };
  });
}

export async function removeActivity(
  ctx: AppContext,
  specialist: CurrentUser,
  itineraryActivityId: number,
): Promise<SpecialistItinerary> {
  return ctx.db.transaction(async (tx) => {
    const item = await itinerariesRepo.findItineraryActivity(tx, { id: itineraryActivityId });
    if (!item) throw AppError.notFound(M.itineraryActivityNotFound);
    const it = await itineraryOr404(tx, item.itineraryId, true);
    assertAssigned(it, specialist);
    assertPlanning(it);
    if (item.paymentStatus === 'paid') throw AppError.conflict(M.paidActivity);
    // An open checkout holds its seat and may be paid any moment (the itinerary went back to
    // planning meanwhile): removing it would drop a held seat and a payable line.
    if ((await checkoutsRepo.heldItineraryActivityIds(tx, [item.id])).size > 0)
      throw AppError.conflict(M.inOpenCheckout);
    // The row read above may be gone by now (removals of one item race; each waits for the
    // itinerary's lock): only the removal whose DELETE took the row releases the seat and
    // writes the audit row; the others find it missing, as a later request would.
    // Its place in a waitlist goes too (an offered seat to the next family) before the row.
    await leaveWithItineraryActivity(tx, ctx, item.id);
    const removed = await itinerariesRepo.deleteUnpaidItineraryActivity(tx, item.id);
    if (!removed) {
      // Paid in the meantime (the row is still there), or removed by another request.
      if (await itinerariesRepo.findItineraryActivity(tx, { id: item.id }))
        throw AppError.conflict(M.paidActivity);
      throw AppError.notFound(M.itineraryActivityNotFound);
    }
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'itineraries',
      entityId: it.id,
      action: 'activity_removed',
      data: { itinerary_activity_id: item.id, activity_id: item.activityId },
    });
    return present(tx, it);
  });
}

function parentUrl(ctx: AppContext) {
  return new URL(PARENT_ITINERARIES_PATH, ctx.config.APP_URL).toString();
}

/** Section 4: in_progress → review and alternate_request → review, with a mail to the parent. */
export async function sendToParent(
  ctx: AppContext,
  specialist: CurrentUser,
  id: number,
  alternateRequest: boolean | undefined,
): Promise<SpecialistItinerary> {
  const result = await ctx.db.transaction(async (tx) => {
    const it = await itineraryOr404(tx, id, true);
    assertAssigned(it, specialist);
    assertPlanning(it);
    const alternate = it.status === 'alternate_request';
    if (alternateRequest !== undefined && alternateRequest !== alternate) {
      throw AppError.conflict(M.staleStatus);
    }
    const rows = await itinerariesRepo.activitiesOf(tx, it.id);
    if (rows.length === 0) throw AppError.unprocessable(M.emptyItinerary);
    const now = ctx.now();
    await itinerariesRepo.updateItinerary(tx, it.id, {
      status: 'review',
      sentAt: now,
      updatedAt: now,
    });
    if (alternate) await itinerariesRepo.resolveChangeRequests(tx, it.id, now);
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'itineraries',
      entityId: it.id,
      action: 'sent_to_parent',
      fromStatus: it.status,
      toStatus: 'review',
      data: { activities: rows.length },
    });
    const itinerary = await present(tx, { ...it, status: 'review', sentAt: now });
    await enqueueMail(tx, ctx, {
      to: itinerary.parent.email,
      template: 'itinerary_sent',
      data: {
        ...parentMailGreeting(ctx, itinerary, specialist),
        alternate,
      },
    });
    return itinerary;
  });
  publishItineraryEvent(ctx, { type: 'itinerary_updated', itinerary_id: id, reason: 'sent' });
  return result;
}

/** What both e-mails from the specialist to the parent say of the parent, child and sender. */
function parentMailGreeting(
  ctx: AppContext,
  itinerary: SpecialistItinerary,
  specialist: CurrentUser,
) {
  return {
    name: itinerary.parent.first_name || itinerary.parent.name,
    url: parentUrl(ctx),
    child_name: itinerary.child?.first_name ?? 'your child',
    specialist_name: specialist.name || 'Your specialist',
  };
}

/** Section 2/8: the message is kept on the itinerary and e-mailed to the parent. */
export async function messageParent(
  ctx: AppContext,
  specialist: CurrentUser,
  id: number,
  message: string,
): Promise<SpecialistItinerary> {
  const result = await ctx.db.transaction(async (tx) => {
    const it = await itineraryOr404(tx, id, true);
    assertAssigned(it, specialist);
    if (!MESSAGE_STATUSES.includes(it.status)) throw AppError.conflict(M.messageClosed);
    const now = ctx.now();
    await itinerariesRepo.updateItinerary(tx, it.id, { message, updatedAt: now });
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'itineraries',
      entityId: it.id,
      action: 'message_to_parent',
      data: { length: message.length },
    });
    const itinerary = await present(tx, { ...it, message });
    await enqueueMail(tx, ctx, {
      to: itinerary.parent.email,
      template: 'specialist_message',
      data: {
        ...parentMailGreeting(ctx, itinerary, specialist),
        message,
      },
    });
    return itinerary;
  });
  publishItineraryEvent(ctx, { type: 'itinerary_updated', itinerary_id: id, reason: 'message' });
  return result;
}
