import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { parentsItineraries } from '../../db/schema/parents-itineraries.js';

/** Whose itinerary it is (null: no such itinerary). */
export async function itineraryParent(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ parentId: itineraries.parentId })
    .from(itineraries)
    .where(eq(itineraries.id, id));
  return row?.parentId ?? null;
}

/** Whether the user accepted an invitation to the itinerary. */
export async function acceptedFriend(
  db: DbOrTx,
  itineraryId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: parentsItineraries.id })
    .from(parentsItineraries)
    .where(
      and(
        eq(parentsItineraries.itineraryId, itineraryId),
        eq(parentsItineraries.parentId, userId),
        eq(parentsItineraries.status, 'accepted'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
