import { and, count, eq } from 'drizzle-orm';
import { anyRow } from '../../db/any-row.js';
import type { ItineraryStatus } from '@camp/shared/enums';
import type { DbOrTx } from '../../db/client.js';
import { itineraries } from '../../db/schema/itineraries.js';

/** How many itineraries a specialist holds in each status (statuses it has none in are absent). */
export async function countBySpecialist(
  db: DbOrTx,
  specialistId: number,
): Promise<Partial<Record<ItineraryStatus, number>>> {
  const rows = await db
    .select({ status: itineraries.status, n: count() })
    .from(itineraries)
    .where(eq(itineraries.specialistId, specialistId))
    .groupBy(itineraries.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Whether the specialist is assigned to any of the parent's itineraries. */
export function specialistAssignedToParent(
  db: DbOrTx,
  specialistId: number,
  parentId: number,
): Promise<boolean> {
  return anyRow(
    db,
    itineraries,
    and(eq(itineraries.specialistId, specialistId), eq(itineraries.parentId, parentId)),
  );
}
