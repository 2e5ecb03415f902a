/**
 * The itineraries aggregate: itineraries, their activities, change requests, invitations to
 * share them (parents_itineraries). The only code that writes these tables; the
 * parent's, the specialist's and the director's services call it. Queries only, no rules.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn } from 'drizzle-orm/pg-core';
import { anyRow } from '../../db/any-row.js';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';
import type { DbOrTx } from '../../db/client.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { parentsItineraries } from '../../db/schema/parents-itineraries.js';
import { changeRequests } from '../../db/schema/change-requests.js';
import type { ItineraryStatus } from '@camp/shared/enums';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { parentsItineraryActivities } from '../../db/schema/parents-itinerary-activities.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { children } from '../../db/schema/children.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';

export type ItineraryRow = typeof itineraries.$inferSelect;
export type NewItinerary = typeof itineraries.$inferInsert;
/** One page of a list. */
export type ItineraryActivityRow = typeof itineraryActivities.$inferSelect;
/** The itinerary a questionnaire led to (its newest, should a specialist start over). */
export type ItineraryState = Pick<ItineraryRow, 'id' | 'status'>;
export type ItineraryChange = Partial<typeof itineraries.$inferInsert>;

/** Itineraries that stay as they are: approved ones carry the paid enrollments. */
const KEPT_ITINERARY_STATUSES = ['approved', 'canceled'] as const;

const ownItineraryIds = (parentId: number) =>
  sql`(SELECT ${itineraries.id} FROM ${itineraries} WHERE ${itineraries.parentId} = ${parentId})`;

/**
 * Every itinerary still being worked on is canceled (no one is left to review it); all of them
 * lose the family's location and the specialist's message to the parent.
 */
export async function closeItineraries(db: DbOrTx, parentId: number, now: Date): Promise<void> {
  await db
    .update(itineraries)
    .set({ status: 'canceled', canceledAt: now })
    .where(
      and(
        eq(itineraries.parentId, parentId),
        notInArray(itineraries.status, [...KEPT_ITINERARY_STATUSES]),
      ),
    );
  await db
    .update(itineraries)
    .set({ location: null, latitude: null, longitude: null, message: null })
    .where(eq(itineraries.parentId, parentId));
}

/**
 * Friend invitations go both ways: the parent's own invitations to others' itineraries, and the
 * ones the parent sent (they hold the friends' e-mails and messages). Their activity lists
 * cascade.
 */
export async function deleteInvitations(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .delete(parentsItineraries)
    .where(
      or(
        eq(parentsItineraries.parentId, parentId),
        eq(parentsItineraries.invitedById, parentId),
        inArray(parentsItineraries.itineraryId, ownItineraryIds(parentId)),
      ),
    );
}

/** Change requests are the parent's own words (their chat: data/chat's deleteConversationsOf). */
export async function deleteConversations(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .delete(changeRequests)
    .where(
      or(
        eq(changeRequests.requestedById, parentId),
        inArray(changeRequests.itineraryId, ownItineraryIds(parentId)),
      ),
    );
}

export async function insertItinerary(db: DbOrTx, values: NewItinerary): Promise<ItineraryRow> {
  const [row] = await db.insert(itineraries).values(values).returning();
  return row!;
}

/** A new itinerary in status draft: the specialists' queue shows it as 'New'. */
export async function insertDraftItinerary(
  db: DbOrTx,
  values: Pick<
    typeof itineraries.$inferInsert,
    'parentId' | 'childId' | 'questionnaireId' | 'location' | 'latitude' | 'longitude'
  >,
): Promise<ItineraryState> {
  const { id, status } = await insertItinerary(db, { ...values, status: 'draft' });
  return { id, status };
}

/** Changes the status only if it is still `from` (the caller holds the row lock). */
export async function setStatus(
  db: DbOrTx,
  id: number,
  from: ItineraryStatus,
  values: ItineraryChange & { status: ItineraryStatus },
): Promise<void> {
  await db
    .update(itineraries)
    .set(values)
    .where(and(eq(itineraries.id, id), eq(itineraries.status, from)));
}

export async function insertItineraryActivity(
  db: DbOrTx,
  values: typeof itineraryActivities.$inferInsert,
): Promise<ItineraryActivityRow> {
  const [row] = await db.insert(itineraryActivities).values(values).returning();
  return row!;
}

/**
 * Deletes an itinerary activity that is not paid; answers the deleted row, or null when it was
 * gone already (a concurrent removal) or paid. Whoever gets the row releases its seat: one
 * release per row however many removals race.
 */
export async function deleteUnpaidItineraryActivity(
  db: DbOrTx,
  id: number,
): Promise<ItineraryActivityRow | null> {
  const [row] = await db
    .delete(itineraryActivities)
    .where(and(eq(itineraryActivities.id, id), ne(itineraryActivities.paymentStatus, 'paid')))
    .returning();
  return row ?? null;
}

export async function updateItinerary(
  db: DbOrTx,
  id: number,
  values: Partial<typeof itineraries.$inferInsert>,
): Promise<void> {
  await db.update(itineraries).set(values).where(eq(itineraries.id, id));
}

export async function resolveChangeRequests(db: DbOrTx, itineraryId: number, at: Date) {
  await db
    .update(changeRequests)
    .set({ resolvedAt: at })
    .where(and(eq(changeRequests.itineraryId, itineraryId), isNull(changeRequests.resolvedAt)));
}

export async function setProcessed(
  db: DbOrTx,
  id: number,
  processed: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(itineraryActivities)
    .set({ processed, updatedAt: now })
    .where(eq(itineraryActivities.id, id));
}

// ---- reads: one itinerary and what hangs on it ---------------------------------------------

/** Several itineraries by id, in no particular order (missing ids are absent). */
export function findItineraries(db: DbOrTx, ids: readonly number[]): Promise<ItineraryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(itineraries)
    .where(inArray(itineraries.id, [...ids]));
}

/**
 * The itinerary; with `lock`, its row is locked (SELECT ... FOR UPDATE) for a status change that
 * depends on it, so concurrent writers queue and each sees the status the previous one
 * committed. With `parentId`, another parent's itinerary reads as missing.
 */
export async function findItinerary(
  db: DbOrTx,
  id: number,
  lock = false,
  parentId?: number,
): Promise<ItineraryRow | null> {
  const where =
    parentId === undefined
      ? eq(itineraries.id, id)
      : and(eq(itineraries.id, id), eq(itineraries.parentId, parentId));
  const q = db.select().from(itineraries).where(where);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * One itinerary's rows, or several itineraries' at once (a parent's list: one query for all,
 * not one per itinerary); callers group by the itinerary id the rows carry.
 */
function ofItineraries(column: AnyPgColumn, ids: number | readonly number[]): SQL {
  return typeof ids === 'number' ? eq(column, ids) : inArray(column, [...ids]);
}

const cardColumns = {
  id: activities.id,
  name: activities.name,
  providerId: activities.providerId,
  providerName: activityProviders.name,
  url: activities.url,
  priceCents: activities.priceCents,
  feeCents: activities.feeCents,
  startDate: activities.startDate,
  endDate: activities.endDate,
  meetingDays: activities.meetingDays,
  startTime: activities.startTime,
  endTime: activities.endTime,
  location: activities.location,
  campType: activities.campType,
  totalSeats: activities.totalSeats,
  reservedSeats: activities.reservedSeats,
  siblingDiscountPercent: activityProviders.siblingDiscountPercent,
  multiWeekDiscountPercent: activityProviders.multiWeekDiscountPercent,
  multiWeekDiscountFromWeek: activityProviders.multiWeekDiscountFromWeek,
};

/** The itinerary's activities by start date, then start time, as the itinerary page lists them. */
export function activitiesOf(
  db: DbOrTx,
  itineraryId: number | readonly number[],
) {
  return db
    .select({ item: itineraryActivities, activity: cardColumns })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .where(ofItineraries(itineraryActivities.itineraryId, itineraryId))
    .orderBy(
      asc(activities.startDate),
      asc(activities.startTime),
      asc(activities.name),
      asc(itineraryActivities.id),
    );
}

/** One itinerary activity with its activity's card columns (and its program's discounts). */
export type ItineraryActivityDetail = Awaited<ReturnType<typeof activitiesOf>>[number];

/** Whether each itinerary activity is processed (the specialist's view does not carry it). */
export async function processedFlags(db: DbOrTx, itineraryIds: number[]) {
  if (itineraryIds.length === 0) return new Map<number, boolean>();
  const rows = await db
    .select({ id: itineraryActivities.id, processed: itineraryActivities.processed })
    .from(itineraryActivities)
    .where(inArray(itineraryActivities.itineraryId, itineraryIds));
  return new Map(rows.map((r) => [r.id, r.processed]));
}

/** The itinerary activity with this id, or the one for this activity on this itinerary. */
export async function findItineraryActivity(
  db: DbOrTx,
  key: { id: number } | { itineraryId: number; activityId: number },
): Promise<ItineraryActivityRow | null> {
  const ia = itineraryActivities;
  const where =
    'id' in key
      ? eq(ia.id, key.id)
      : and(eq(ia.itineraryId, key.itineraryId), eq(ia.activityId, key.activityId));
  const [row] = await db.select().from(ia).where(where).limit(1);
  return row ?? null;
}

/** Whether the activity is on any itinerary, or in any friend invitation. */
export async function isSharedWithParents(db: DbOrTx, activityId: number): Promise<boolean> {
  return (
    (await anyRow(db, itineraryActivities, eq(itineraryActivities.activityId, activityId))) ||
    anyRow(db, parentsItineraryActivities, eq(parentsItineraryActivities.activityId, activityId))
  );
}

/** Whether the user was invited to someone's itinerary as a friend (a session fact). */
export function hasFriendItineraries(db: DbOrTx, userId: number): Promise<boolean> {
  return anyRow(db, parentsItineraries, eq(parentsItineraries.parentId, userId));
}

/** Which of `activityIds` are already on the itinerary. */
export async function addedToItinerary(
  db: DbOrTx,
  itineraryId: number,
  activityIds: number[],
): Promise<Set<number>> {
  if (activityIds.length === 0) return new Set();
  const ia = itineraryActivities;
  const rows = await db
    .select({ activityId: ia.activityId })
    .from(ia)
    .where(and(eq(ia.itineraryId, itineraryId), inArray(ia.activityId, activityIds)));
  return new Set(rows.map((r) => r.activityId));
}

/**
 * Moves the status only if it is still one of `from`; answers whether it moved. The caller
 * holds the row lock; the condition keeps the move right should one ever be written without.
 */
export async function transitionStatus(
  db: DbOrTx,
  id: number,
  from: readonly ItineraryStatus[],
  values: ItineraryChange & { status: ItineraryStatus },
): Promise<boolean> {
  const rows = await db
    .update(itineraries)
    .set(values)
    .where(and(eq(itineraries.id, id), inArray(itineraries.status, [...from])))
    .returning({ id: itineraries.id });
  return rows.length === 1;
}

export type ChangeRequestInsert = Pick<
  typeof changeRequests.$inferInsert,
  'activityId' | 'reason' | 'moreInformation'
>;

export async function insertChangeRequests(
  db: DbOrTx,
  itineraryId: number,
  requestedById: number,
  rows: readonly ChangeRequestInsert[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(changeRequests)
    .values(rows.map((r) => ({ ...r, itineraryId, requestedById, createdAt: at })));
}

/** Change requests the specialist has not answered yet, per itinerary (absent: none). */
export async function pendingChangeRequestCounts(
  db: DbOrTx,
  itineraryIds: readonly number[],
): Promise<Map<number, number>> {
  if (itineraryIds.length === 0) return new Map();
  const rows = await db
    .select({ itineraryId: changeRequests.itineraryId, n: count() })
    .from(changeRequests)
    .where(
      and(inArray(changeRequests.itineraryId, [...itineraryIds]), isNull(changeRequests.resolvedAt)),
    )
    .groupBy(changeRequests.itineraryId);
  return new Map(rows.map((r) => [r.itineraryId, r.n]));
}

/** Every change request of the itinerary, answered or not, oldest first, with its activity. */
export function changeRequestsOf(db: DbOrTx, itineraryId: number | readonly number[]) {
  return db
    .select({ request: changeRequests, activityName: activities.name })
    .from(changeRequests)
    .innerJoin(activities, eq(activities.id, changeRequests.activityId))
    .where(ofItineraries(changeRequests.itineraryId, itineraryId))
    .orderBy(asc(changeRequests.createdAt), asc(changeRequests.id));
}

/**
 * What the itinerary's activity cards show beyond the specialist's list (the parent's card) and
 * the places the schedule check measures, per itinerary activity.
 */
export async function activityCardExtras(db: DbOrTx, itineraryId: number | readonly number[]) {
  const rows = await db
    .select({
      itemId: itineraryActivities.id,
      itineraryId: itineraryActivities.itineraryId,
      latitude: activities.latitude,
      longitude: activities.longitude,
      description: activities.description,
      mediaLink: activities.mediaLink,
      optionalMediaLink: activities.optionalMediaLink,
      ageMin: activities.ageMin,
      ageMax: activities.ageMax,
      gradeLevelStart: activities.gradeLevelStart,
      gradeLevelEnd: activities.gradeLevelEnd,
      instructor: activities.instructor,
      whatToBring: activities.whatToBring,
      waiverFormUrl: activityProviders.waiverFormUrl,
      cancellationPolicy: activityProviders.cancellationPolicy,
      logoSignedId: uploadedFiles.signedId,
      logoFilename: uploadedFiles.filename,
    })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, activityProviders.logoFileId))
    .where(ofItineraries(itineraryActivities.itineraryId, itineraryId));
  return new Map(rows.map((r) => [r.itemId, r]));
}
export type ActivityCardExtras = Awaited<ReturnType<typeof activityCardExtras>> extends Map<
  number,
  infer V
>
  ? V
  : never;

/** The parent's itineraries with their child's name, newest first. */
export function itinerariesWithChildOf(db: DbOrTx, parentId: number) {
  return db
    .select({
      id: itineraries.id,
      status: itineraries.status,
      childName: children.firstName,
      createdAt: itineraries.createdAt,
    })
    .from(itineraries)
    .leftJoin(children, eq(children.id, itineraries.childId))
    .where(eq(itineraries.parentId, parentId))
    .orderBy(desc(itineraries.createdAt), desc(itineraries.id));
}

export function invitationsOf(db: DbOrTx, itineraryId: number | readonly number[]) {
  return db
    .select()
    .from(parentsItineraries)
    .where(ofItineraries(parentsItineraries.itineraryId, itineraryId))
    .orderBy(asc(parentsItineraries.createdAt), asc(parentsItineraries.id));
}

// ---- reads: a parent's itineraries and a questionnaire's ---------------------------------

/** The parent's itineraries, newest first (id breaks ties between same-instant rows). */
export function itinerariesOfParent(db: DbOrTx, parentId: number) {
  return db
    .select({ id: itineraries.id, createdAt: itineraries.createdAt })
    .from(itineraries)
    .where(eq(itineraries.parentId, parentId))
    .orderBy(desc(itineraries.createdAt), desc(itineraries.id));
}

export async function itineraryOfParent(db: DbOrTx, id: number, parentId: number) {
  const [row] = await db
    .select({ id: itineraries.id, createdAt: itineraries.createdAt })
    .from(itineraries)
    .where(and(eq(itineraries.id, id), eq(itineraries.parentId, parentId)));
  return row ?? null;
}

/** Newest itinerary per questionnaire. */
export async function itinerariesOfQuestionnaires(
  db: DbOrTx,
  questionnaireIds: number[],
): Promise<Map<number, ItineraryState>> {
  if (questionnaireIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: itineraries.id,
      status: itineraries.status,
      questionnaireId: itineraries.questionnaireId,
    })
    .from(itineraries)
    .where(inArray(itineraries.questionnaireId, questionnaireIds))
    .orderBy(desc(itineraries.createdAt), desc(itineraries.id));
  // Newest first: a questionnaire's first row is its newest itinerary.
  const result = new Map<number, ItineraryState>();
  for (const { questionnaireId, ...state } of rows) {
    if (questionnaireId !== null && !result.has(questionnaireId)) {
      result.set(questionnaireId, state);
    }
  }
  return result;
}

// ---- reads: the friends' pages and the parent's calendar ------------------------------------

const specialists = alias(users, 'specialist');
const parents = alias(users, 'parent');

/**
 * Itineraries by id with their parent's and child's names and their specialist: the friend's
 * view, its mails and the friends' itineraries on the calendar.
 */
export async function itineraryHeaders(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, ItineraryHeader>();
  const rows = await db
    .select({
      id: itineraries.id,
      status: itineraries.status,
      parentId: itineraries.parentId,
      parentName: parents.name,
      specialistId: itineraries.specialistId,
      color: itineraries.color,
      childName: children.firstName,
      specialist: {
        name: specialists.name,
        email: specialists.email,
        photo: specialists.photoUrl,
      },
    })
    .from(itineraries)
    .innerJoin(parents, eq(parents.id, itineraries.parentId))
    .leftJoin(children, eq(children.id, itineraries.childId))
    .leftJoin(specialists, eq(specialists.id, itineraries.specialistId))
    .where(inArray(itineraries.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export type ItineraryHeader = {
  id: number;
  status: (typeof itineraries.$inferSelect)['status'];
  parentId: number;
  parentName: string;
  specialistId: number | null;
  color: string | null;
  childName: string | null;
  specialist: { name: string; email: string; photo: string | null } | null;
};

/** The parent's approved itineraries, oldest first (the first gets the first colour). */
export function approvedItinerariesOf(db: DbOrTx, parentId: number) {
  return db
    .select({ id: itineraries.id, childName: children.firstName })
    .from(itineraries)
    .leftJoin(children, eq(children.id, itineraries.childId))
    .where(and(eq(itineraries.parentId, parentId), eq(itineraries.status, 'approved')))
    .orderBy(asc(itineraries.createdAt), asc(itineraries.id));
}

/** What an event needs of each activity the family still has on these itineraries, in start order. */
export function eventActivitiesOf(db: DbOrTx, itineraryIds: number[]) {
  if (itineraryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      itineraryId: itineraryActivities.itineraryId,
      id: activities.id,
      name: activities.name,
      url: activities.url,
      startDate: activities.startDate,
      endDate: activities.endDate,
      meetingDays: activities.meetingDays,
      startTime: activities.startTime,
      endTime: activities.endTime,
      location: activities.location,
      latitude: activities.latitude,
      longitude: activities.longitude,
      campInfoTitle: activities.campInfoTitle,
      campInfoTime: activities.campInfoTime,
      updatedAt: activities.updatedAt,
      provider: {
        name: activityProviders.name,
        latitude: activityProviders.latitude,
        longitude: activityProviders.longitude,
        zipCode: activityProviders.zipCode,
      },
    })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .where(
      and(
        inArray(itineraryActivities.itineraryId, itineraryIds),
        // A canceled place is not on the family's calendar (decision 0072).
        isNull(itineraryActivities.canceledAt),
      ),
    )
    .orderBy(
      asc(activities.startDate),
      asc(activities.startTime),
      asc(activities.name),
      asc(activities.id),
    );
}
export type EventActivity = Awaited<ReturnType<typeof eventActivitiesOf>>[number];

export * from './director-orders.js';
export * from './queue.js';

/** Which of these activities families have: on an itinerary or in a friend invitation. */
export async function sharedWithParentsAmong(db: DbOrTx, activityIds: number[]): Promise<Set<number>> {
  if (activityIds.length === 0) return new Set();
  const onItineraries = await db
    .selectDistinct({ id: itineraryActivities.activityId })
    .from(itineraryActivities)
    .where(inArray(itineraryActivities.activityId, activityIds));
  const invited = await db
    .selectDistinct({ id: parentsItineraryActivities.activityId })
    .from(parentsItineraryActivities)
    .where(inArray(parentsItineraryActivities.activityId, activityIds));
  return new Set([...onItineraries, ...invited].map((r) => r.id));
}
