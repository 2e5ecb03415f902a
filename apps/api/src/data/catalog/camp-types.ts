import { asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { campTypes } from '../../db/schema/camp-types.js';

// The camp types: the list admins edit, and the names activities keep (a foreign key on the name
// with ON UPDATE CASCADE, so a rename reaches every activity in the same statement).

export type CampTypeRow = typeof campTypes.$inferSelect;

/** Every camp type (retired ones too) with how many activities have it, in list order. */
export async function campTypesWithCounts(db: DbOrTx) {
  const counts = db
    .select({ name: activities.campType, n: count().as('n') })
    .from(activities)
    .groupBy(activities.campType)
    .as('cc');
  return db
    .select({ campType: campTypes, uses: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(campTypes)
    .leftJoin(counts, eq(counts.name, campTypes.name))
    .orderBy(asc(campTypes.position), asc(campTypes.id));
}

/** Every camp type (retired ones too) in list order. */
export async function listCampTypes(db: DbOrTx): Promise<CampTypeRow[]> {
  return db.select().from(campTypes).orderBy(asc(campTypes.position), asc(campTypes.id));
}

/** The names offered for new choices (not retired), in list order. */
export async function offeredCampTypeNames(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ name: campTypes.name })
    .from(campTypes)
    .where(isNull(campTypes.retiredAt))
    .orderBy(asc(campTypes.position), asc(campTypes.id));
  return rows.map((r) => r.name);
}

/**
 * The camp types of these names, share-locked: an admin's rename or retirement of one of them
 * waits until the caller's transaction ends (and the caller's write sees the name as it is).
 */
export async function shareCampTypes(tx: DbOrTx, names: readonly string[]): Promise<CampTypeRow[]> {
  if (names.length === 0) return [];
  return tx
    .select()
    .from(campTypes)
    .where(inArray(campTypes.name, [...new Set(names)]))
    .for('share');
}

export async function lockCampType(tx: DbOrTx, id: number): Promise<CampTypeRow | undefined> {
  const [row] = await tx.select().from(campTypes).where(eq(campTypes.id, id)).for('update');
  return row;
}

/** A new camp type at the end of the list. */
export async function insertCampType(tx: DbOrTx, name: string): Promise<CampTypeRow> {
  const [row] = await tx
    .insert(campTypes)
    .values({
      name,
      position: sql`(SELECT coalesce(max(position), -1) + 1 FROM ${campTypes})`,
    })
    .returning();
  return row!;
}

/** Renames or (un)retires a camp type; a new name reaches every activity that has it. */
export async function updateCampType(
  tx: DbOrTx,
  id: number,
  values: { name?: string; retiredAt?: Date | null },
): Promise<CampTypeRow> {
  const [row] = await tx.update(campTypes).set(values).where(eq(campTypes.id, id)).returning();
  return row!;
}
