/**
 * The activity waitlist (decision 0063), part of the commerce aggregate: the only code that
 * reads or writes waitlist_entries. Queries only, no rules: each status move is one conditional
 * UPDATE whose row count tells the caller whether it happened.
 */
import { and, asc, eq, gt, inArray, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { waitlistEntries } from '../../db/schema/waitlist-entries.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { activities } from '../../db/schema/activities.js';
import { children } from '../../db/schema/children.js';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

const open = inArray(waitlistEntries.status, ['waiting', 'offered']);

/** Joins the back of the line; null when the itinerary activity is already in line (unique index). */
export async function insertEntry(
  db: DbOrTx,
  values: { parentId: number; itineraryActivityId: number; activityId: number; at: Date },
): Promise<WaitlistRow | null> {
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      parentId: values.parentId,
      itineraryActivityId: values.itineraryActivityId,
      activityId: values.activityId,
      createdAt: values.at,
    })
    .onConflictDoNothing({
      target: waitlistEntries.itineraryActivityId,
      where: sql`${waitlistEntries.status} IN ('waiting', 'offered')`,
    })
    .returning();
  return row ?? null;
}

export async function findEntry(db: DbOrTx, id: number, lock = false): Promise<WaitlistRow | null> {
  const q = db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The open entry (waiting or offered) of an itinerary activity, locked when asked. */
export async function openEntryOf(
  db: DbOrTx,
  itineraryActivityId: number,
  lock = false,
): Promise<WaitlistRow | null> {
  const q = db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.itineraryActivityId, itineraryActivityId), open))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The open entries of these itinerary activities. */
export function openEntriesOf(db: DbOrTx, itineraryActivityIds: number[]): Promise<WaitlistRow[]> {
  if (itineraryActivityIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.itineraryActivityId, itineraryActivityIds), open));
}

/** A parent's entries still in line, oldest first. */
export function openEntriesOfParent(db: DbOrTx, parentId: number): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.parentId, parentId), open))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** The first family waiting in an activity's line: its entry and itinerary activity. */
export interface FirstInLine {
  id: number;
  itineraryActivityId: number;
}

/** node-postgres answers { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface FirstInLineRow {
  entry_id: number | null;
  itinerary_activity_id: number | null;
}

const firstInLine = (row: FirstInLineRow | undefined): FirstInLine | null =>
  row?.entry_id == null
    ? null
    : { id: row.entry_id, itineraryActivityId: row.itinerary_activity_id! };

/**
 * The first waiting entry of an activity's line (not locked: the caller's conditional update
 * decides). The line's order (oldest entry first, then the lower id) is the database function
 * waitlist_first_waiting's (migration 0038), its one home.
 */
export async function firstWaiting(db: DbOrTx, activityId: number): Promise<FirstInLine | null> {
  const rows = rowsOf<FirstInLineRow>(
    await db.execute(
      sql`select entry_id, itinerary_activity_id from waitlist_first_waiting(${activityId})`,
    ),
  );
  return firstInLine(rows[0]);
}

/**
 * Runs `take` (a statement answering the activity's id when it took one of its seats: the
 * catalog's seatTake) and then reads the activity's first family waiting, in one statement and
 * one round trip. Safe although one statement: the line is read by waitlist_first_waiting, a
 * volatile PL/pgSQL function, called (LATERAL on the taken row) only once the row is updated,
 * i.e. after any wait for its lock; in READ COMMITTED its query takes a snapshot of its own at
 * that moment, so an entry committed while the UPDATE waited (every join commits under that
 * lock) is seen, as by a separate statement after the UPDATE. Answers null when `take` took no
 * seat, else the first in line (null when no one waits).
 */
export async function firstWaitingAfterTake(
  db: DbOrTx,
  take: SQLWrapper,
): Promise<{ first: FirstInLine | null } | null> {
  const rows = rowsOf<FirstInLineRow>(
    await db.execute(
      sql`with taken as ${take} select f.entry_id, f.itinerary_activity_id from taken left join lateral waitlist_first_waiting(taken.id) f on true`,
    ),
  );
  return rows.length === 0 ? null : { first: firstInLine(rows[0]) };
}

/** Whether anyone waits for the activity. */
export async function anyWaiting(db: DbOrTx, activityId: number): Promise<boolean> {
  return (await firstWaiting(db, activityId)) !== null;
}

/** 1-based place in line of a waiting entry: the waiting entries ahead of it, plus one. */
export async function positionOf(db: DbOrTx, entry: WaitlistRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.activityId, entry.activityId),
        eq(waitlistEntries.status, 'waiting'),
        or(
          lt(waitlistEntries.createdAt, entry.createdAt),
          and(eq(waitlistEntries.createdAt, entry.createdAt), lt(waitlistEntries.id, entry.id)),
        ),
      ),
    );
  return (row?.n ?? 0) + 1;
}

/** waiting → offered, once; answers the row or null when it was no longer waiting. */
export async function markOffered(
  db: DbOrTx,
  id: number,
  at: Date,
  expiresAt: Date,
): Promise<WaitlistRow | null> {
  const [row] = await db
    .update(waitlistEntries)
    .set({ status: 'offered', offeredAt: at, offerExpiresAt: expiresAt })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
    .returning();
  return row ?? null;
}

/**
 * Ends an entry once: `from` lists the statuses it may end from (claimed and expired only from
 * offered; left from waiting or offered). Answers the row as it was ended, or null.
 */
export async function endEntry(
  db: DbOrTx,
  id: number,
  to: 'claimed' | 'expired' | 'left',
  from: readonly ('waiting' | 'offered')[],
  at: Date,
): Promise<WaitlistRow | null> {
  const [row] = await db
    .update(waitlistEntries)
    .set({ status: to, endedAt: at })
    .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, [...from])))
    .returning();
  return row ?? null;
}

/** Offers past their expiry, locked for this pass (other instances skip them). */
export function claimExpiredOffers(db: DbOrTx, now: Date, limit: number): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .orderBy(asc(waitlistEntries.offerExpiresAt), asc(waitlistEntries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * The parent's entries still in line with what the page shows (activity, child, itinerary),
 * oldest first; `ids` narrows to some entries. The one read of the parents' waitlist answers.
 */
export function describedEntriesOfParent(db: DbOrTx, parentId: number, ids?: number[]) {
  return db
    .select({
      entry: waitlistEntries,
      itineraryId: itineraryActivities.itineraryId,
      activityName: activities.name,
      childName: children.firstName,
    })
    .from(waitlistEntries)
    .innerJoin(itineraryActivities, eq(itineraryActivities.id, waitlistEntries.itineraryActivityId))
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .innerJoin(activities, eq(activities.id, waitlistEntries.activityId))
    .leftJoin(children, eq(children.id, itineraries.childId))
    .where(
      and(
        eq(waitlistEntries.parentId, parentId),
        ids ? inArray(waitlistEntries.id, ids) : open,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}
export type DescribedEntry = Awaited<ReturnType<typeof describedEntriesOfParent>>[number];

/** Seats of the activity that open offers hold now (counted in reserved_seats). */
export async function countOpenOffers(db: DbOrTx, activityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.activityId, activityId), eq(waitlistEntries.status, 'offered')));
  return row?.n ?? 0;
}

/** An open offer not yet past its expiry holds the itinerary activity (a condition in a larger read). */
export const heldByOffer = (itineraryActivityId: AnyPgColumn, now: Date): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${waitlistEntries} WHERE ${waitlistEntries.itineraryActivityId} = ${itineraryActivityId} AND ${waitlistEntries.status} = 'offered' AND ${waitlistEntries.offerExpiresAt} > ${now})`;

/** The itinerary activities among `ids` with an open offer not yet past its expiry. */
export async function offeredItineraryActivityIds(
  db: DbOrTx,
  ids: number[],
  now: Date,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: waitlistEntries.itineraryActivityId })
    .from(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.itineraryActivityId, ids),
        eq(waitlistEntries.status, 'offered'),
        gt(waitlistEntries.offerExpiresAt, now),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
