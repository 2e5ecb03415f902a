/**
 * The itineraries aggregate: itineraries, their activities, change requests, invitations to
 * share them (parents_itineraries) and their chat. The only code that writes these tables; the
 * parent's, the specialist's and the director's services call it. Queries only, no rules.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';
import { children } from '../../db/schema/children.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { parentsItineraries } from '../../db/schema/parents-itineraries.js';
import { changeRequests } from '../../db/schema/change-requests.js';
import { chatMessages } from '../../db/schema/chat-messages.js';
import type { ItineraryStatus } from '@camp/shared/enums';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';

export type ItineraryRow = typeof itineraries.$inferSelect;
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

/** Change requests and chat messages are the parent's own words. */
export async function deleteConversations(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .delete(changeRequests)
    .where(
      or(
        eq(changeRequests.requestedById, parentId),
        inArray(changeRequests.itineraryId, ownItineraryIds(parentId)),
      ),
    );
  await db
    .delete(chatMessages)
    .where(
      or(
        eq(chatMessages.userId, parentId),
        inArray(chatMessages.itineraryId, ownItineraryIds(parentId)),
      ),
    );
}

/** A new itinerary in status draft: the specialists' queue shows it as 'New'. */
export async function insertDraftItinerary(
  db: DbOrTx,
  values: Pick<
    typeof itineraries.$inferInsert,
    'parentId' | 'childId' | 'questionnaireId' | 'location' | 'latitude' | 'longitude'
  >,
): Promise<ItineraryState> {
  const [row] = await db
    .insert(itineraries)
    .values({ ...values, status: 'draft' })
    .returning({ id: itineraries.id, status: itineraries.status });
  return row!;
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

/**
 * Locks the itinerary's row (SELECT ... FOR UPDATE) for a status change that depends on it:
 * concurrent writers queue here and each sees the status the previous one committed. With
 * `parentId`, another parent's itinerary reads as missing.
 */
export async function lockItinerary(
  db: DbOrTx,
  id: number,
  parentId?: number,
): Promise<ItineraryRow | null> {
  const [row] = await db
    .select()
    .from(itineraries)
    .where(
      parentId === undefined
        ? eq(itineraries.id, id)
        : and(eq(itineraries.id, id), eq(itineraries.parentId, parentId)),
    )
    .for('update');
  return row ?? null;
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
export function changeRequestsOf(db: DbOrTx, itineraryId: number) {
  return db
    .select({ request: changeRequests, activityName: activities.name })
    .from(changeRequests)
    .innerJoin(activities, eq(activities.id, changeRequests.activityId))
    .where(eq(changeRequests.itineraryId, itineraryId))
    .orderBy(asc(changeRequests.createdAt), asc(changeRequests.id));
}

/** The activity ids on the itinerary (a change request must name one of them). */
export async function activityIdsOf(db: DbOrTx, itineraryId: number): Promise<Set<number>> {
  const rows = await db
    .select({ activityId: itineraryActivities.activityId })
    .from(itineraryActivities)
    .where(eq(itineraryActivities.itineraryId, itineraryId));
  return new Set(rows.map((r) => r.activityId));
}

/**
 * What the itinerary's activity cards show beyond the specialist's list (the parent's card,
 * parent document section 2) and the places the schedule check measures, per itinerary activity.
 */
export async function activityCardExtras(db: DbOrTx, itineraryId: number) {
  const rows = await db
    .select({
      itemId: itineraryActivities.id,
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
      waiverFormUrl: activityProviders.waiverFormUrl,
      cancellationPolicy: activityProviders.cancellationPolicy,
      logoSignedId: uploadedFiles.signedId,
      logoFilename: uploadedFiles.filename,
    })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, activityProviders.logoFileId))
    .where(eq(itineraryActivities.itineraryId, itineraryId));
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
