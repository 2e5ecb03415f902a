import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';

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

/** Whether each itinerary activity is processed (the specialist's view does not carry it). */
export async function processedFlags(db: DbOrTx, itineraryIds: number[]) {
  if (itineraryIds.length === 0) return new Map<number, boolean>();
  const rows = await db
    .select({ id: itineraryActivities.id, processed: itineraryActivities.processed })
    .from(itineraryActivities)
    .where(inArray(itineraryActivities.itineraryId, itineraryIds));
  return new Map(rows.map((r) => [r.id, r.processed]));
}
