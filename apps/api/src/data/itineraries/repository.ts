/**
 * The itineraries aggregate: itineraries, their activities, change requests, invitations to
 * share them (parents_itineraries) and their chat. The only code that writes these tables; the
 * parent's, the specialist's and the director's services call it. Queries only, no rules.
 */
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
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
