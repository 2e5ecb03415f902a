import { count, eq } from 'drizzle-orm';
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
