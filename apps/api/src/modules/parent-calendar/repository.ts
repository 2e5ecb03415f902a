import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { calendarFeeds } from '../../db/schema/calendar-feeds.js';
import { children } from '../../db/schema/children.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { users } from '../../db/schema/users.js';

// The calendar's reads, and calendar_feeds, the one table only this feature touches.

/** The parent's approved itineraries, oldest first (the first gets the first colour). */
export function approvedItinerariesOf(db: DbOrTx, parentId: number) {
  return db
    .select({ id: itineraries.id, childName: children.firstName })
    .from(itineraries)
    .leftJoin(children, eq(children.id, itineraries.childId))
    .where(and(eq(itineraries.parentId, parentId), eq(itineraries.status, 'approved')))
    .orderBy(asc(itineraries.createdAt), asc(itineraries.id));
}

/** Itineraries by id with their child's name and parent (friends' itineraries). */
export function itinerariesWithChild(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: itineraries.id,
      parentId: itineraries.parentId,
      childName: children.firstName,
      parentName: users.name,
    })
    .from(itineraries)
    .innerJoin(users, eq(users.id, itineraries.parentId))
    .leftJoin(children, eq(children.id, itineraries.childId))
    .where(inArray(itineraries.id, ids));
}

/** What an event needs of each activity on these itineraries, in start order. */
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
    .where(inArray(itineraryActivities.itineraryId, itineraryIds))
    .orderBy(
      asc(activities.startDate),
      asc(activities.startTime),
      asc(activities.name),
      asc(activities.id),
    );
}
export type EventActivity = Awaited<ReturnType<typeof eventActivitiesOf>>[number];

// ---- calendar_feeds ----------------------------------------------------------------------------

export async function findFeedOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/**
 * The feed's nonce and token hash: created if the parent has none, replaced on reset. One
 * statement (an upsert on the user's unique index), so two first calls racing keep one row; a
 * first call that loses keeps the winner's nonce (`replace` false).
 */
export async function saveFeed(
  db: DbOrTx,
  values: { userId: number; nonce: string; tokenHash: string },
  replace: boolean,
) {
  const q = db.insert(calendarFeeds).values(values);
  const [row] = replace
    ? await q
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { nonce: values.nonce, tokenHash: values.tokenHash, updatedAt: new Date() },
        })
        .returning()
    : await q.onConflictDoNothing({ target: calendarFeeds.userId }).returning();
  return row ?? null;
}

/** The live parent a feed token hash belongs to, or null. */
export async function findFeedOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, tokenHash),
        isNull(users.deletedAt),
        eq(users.role, 'Parent'),
      ),
    );
  return row?.user ?? null;
}

export async function deleteFeedOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
