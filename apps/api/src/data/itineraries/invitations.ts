/**
 * The itineraries aggregate's invitations (parents_itineraries and their activity lists): the
 * writes of inviting a friend, linking an invitation to the friend's account and the friend's
 * answer, and the reads those writes depend on. Part of data/itineraries (the tables' owner);
 * kept apart from repository.ts so the loop's and the friends' queries stay readable.
 * Queries only, no rules.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { anyRow } from '../../db/any-row.js';
import type { DbOrTx } from '../../db/client.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { parentsItineraries } from '../../db/schema/parents-itineraries.js';
import { parentsItineraryActivities } from '../../db/schema/parents-itinerary-activities.js';
import type { InvitationStatus, ItineraryStatus } from '@camp/shared/enums';

export type InvitationRow = typeof parentsItineraries.$inferSelect;

/**
 * The itinerary with a share lock, for a friend's answer: its status cannot change (the loop's
 * transitions lock it for update) until the caller's transaction ends.
 */
export async function lockItineraryShared(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: itineraries.id,
      parentId: itineraries.parentId,
      childId: itineraries.childId,
      specialistId: itineraries.specialistId,
      status: itineraries.status,
    })
    .from(itineraries)
    .where(eq(itineraries.id, id))
    .for('share');
  return row ?? null;
}

/**
 * A new draft invitation and its activities. The unique index on (itinerary, e-mail) refuses a
 * second invitation of the same e-mail, also when two race (the caller maps the violation).
 */
export async function insertInvitation(
  db: DbOrTx,
  values: Pick<
    typeof parentsItineraries.$inferInsert,
    'itineraryId' | 'friendEmail' | 'friendName' | 'parentId' | 'invitedById' | 'text'
  >,
  activityIds: number[],
): Promise<InvitationRow> {
  const [row] = await db
    .insert(parentsItineraries)
    .values({ ...values, status: 'draft' })
    .returning();
  await db
    .insert(parentsItineraryActivities)
    .values(activityIds.map((activityId) => ({ parentsItineraryId: row!.id, activityId })));
  return row!;
}

/**
 * Gives the invitations sent to `email` before it had an account to that account. Answers how
 * many were linked (the caller sets the user's invited flag when any were).
 */
export async function linkInvitationsByEmail(
  db: DbOrTx,
  email: string,
  userId: number,
  friendName: string,
): Promise<number> {
  const rows = await db
    .update(parentsItineraries)
    .set({ parentId: userId, friendName })
    .where(and(eq(parentsItineraries.friendEmail, email), isNull(parentsItineraries.parentId)))
    .returning({ id: parentsItineraries.id });
  return rows.length;
}

/** The friend's own invitation, locked for the answer; null for anyone else's. */
export async function lockFriendInvitation(
  db: DbOrTx,
  id: number,
  friendId: number,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(parentsItineraries)
    .where(and(eq(parentsItineraries.id, id), eq(parentsItineraries.parentId, friendId)))
    .for('update');
  return row ?? null;
}

/**
 * Records the answer only while the invitation is still a draft: of two answers racing, the
 * second finds no draft and changes nothing (null).
 */
export async function answerInvitation(
  db: DbOrTx,
  id: number,
  values: {
    status: Exclude<InvitationStatus, 'draft'>;
    comment: string | null;
    childId: number | null;
    friendName: string;
    respondedAt: Date;
  },
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(parentsItineraries)
    .set(values)
    .where(and(eq(parentsItineraries.id, id), eq(parentsItineraries.status, 'draft')))
    .returning();
  return row ?? null;
}

/** The friend's invitations that are not declined, newest first. */
export function friendInvitations(db: DbOrTx, friendId: number) {
  return db
    .select()
    .from(parentsItineraries)
    .where(
      and(
        eq(parentsItineraries.parentId, friendId),
        inArray(parentsItineraries.status, ['draft', 'accepted']),
      ),
    )
    .orderBy(sql`${parentsItineraries.createdAt} DESC`, sql`${parentsItineraries.id} DESC`);
}

/** The invited activity ids of each invitation. */
export async function invitationActivityIds(
  db: DbOrTx,
  invitationIds: number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(invitationIds.map((id) => [id, []]));
  if (invitationIds.length === 0) return result;
  const rows = await db
    .select()
    .from(parentsItineraryActivities)
    .where(inArray(parentsItineraryActivities.parentsItineraryId, invitationIds))
    .orderBy(asc(parentsItineraryActivities.activityId));
  for (const r of rows) result.get(r.parentsItineraryId)?.push(r.activityId);
  return result;
}

/** Accepted invitations of the friend to itineraries in `statuses`, with the itinerary id. */
export function acceptedInvitationsOf(
  db: DbOrTx,
  friendId: number,
  statuses: readonly ItineraryStatus[],
) {
  return db
    .select({ invitation: parentsItineraries })
    .from(parentsItineraries)
    .innerJoin(itineraries, eq(itineraries.id, parentsItineraries.itineraryId))
    .where(
      and(
        eq(parentsItineraries.parentId, friendId),
        eq(parentsItineraries.status, 'accepted'),
        inArray(itineraries.status, [...statuses]),
      ),
    )
    .orderBy(asc(itineraries.createdAt), asc(itineraries.id));
}

/** The accepted invitations of these itineraries (the calendar's invited_parents). */
export function acceptedInvitationsOfItineraries(db: DbOrTx, itineraryIds: number[]) {
  if (itineraryIds.length === 0) return Promise.resolve([] as InvitationRow[]);
  return db
    .select()
    .from(parentsItineraries)
    .where(
      and(
        inArray(parentsItineraries.itineraryId, itineraryIds),
        eq(parentsItineraries.status, 'accepted'),
      ),
    )
    .orderBy(asc(parentsItineraries.respondedAt), asc(parentsItineraries.id));
}

/** Whether the user accepted an invitation to the itinerary (who may hear its channel). */
export function isAcceptedFriend(db: DbOrTx, itineraryId: number, userId: number) {
  const pi = parentsItineraries;
  return anyRow(
    db,
    pi,
    and(eq(pi.itineraryId, itineraryId), eq(pi.parentId, userId), eq(pi.status, 'accepted')),
  );
}
