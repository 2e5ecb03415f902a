import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { calendarFeeds } from '../../../db/schema/calendar-feeds.js';
import { users } from '../../../db/schema/users.js';

// calendar_feeds, the one table only this feature touches (its feed owner lookup joins users for
// the live parent; the calendar's itinerary reads are in data/itineraries).

// ---- calendar_feeds ----------------------------------------------------------------------------

export async function findFeedOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/**
 * Replaces the feed's nonce and token hash only while its nonce is still `staleNonce`: of two
 * calls replacing the same stale secret at once, one replaces it and the other finds its row.
 */
export async function replaceStaleFeed(
  db: DbOrTx,
  values: { userId: number; nonce: string; tokenHash: string },
  staleNonce: string,
) {
  const [row] = await db
    .update(calendarFeeds)
    .set({ nonce: values.nonce, tokenHash: values.tokenHash, updatedAt: new Date() })
    .where(and(eq(calendarFeeds.userId, values.userId), eq(calendarFeeds.nonce, staleNonce)))
    .returning();
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
