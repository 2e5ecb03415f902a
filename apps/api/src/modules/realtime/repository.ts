import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { itineraries } from '../../db/schema/itineraries.js';

/** Whose itinerary it is (null: no such itinerary). */
export async function itineraryParent(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ parentId: itineraries.parentId })
    .from(itineraries)
    .where(eq(itineraries.id, id));
  return row?.parentId ?? null;
}
