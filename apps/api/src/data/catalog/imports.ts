// Bulk imports of activities (activity_imports) and the activities they made.
import { and, asc, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { activityImports } from '../../db/schema/activity-imports.js';

export type ActivityImportRow = typeof activityImports.$inferSelect;

/** Records an import and marks the activities it created as its own. */
export async function insertImport(
  db: DbOrTx,
  row: { providerId: number; userId: number; activityIds: number[] },
): Promise<number> {
  const [made] = await db
    .insert(activityImports)
    .values({ providerId: row.providerId, userId: row.userId, activityCount: row.activityIds.length })
    .returning({ id: activityImports.id });
  const importId = made!.id;
  if (row.activityIds.length > 0) {
    await db
      .update(activities)
      .set({ importId })
      .where(inArray(activities.id, row.activityIds));
  }
  return importId;
}

/** The program's newest activities' ids (the demo seed records them as an import). */
export async function newestActivityIds(
  db: DbOrTx,
  providerId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.providerId, providerId))
    .orderBy(desc(activities.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The import, its row locked until the transaction ends (two undos of it take turns). */
export async function lockImport(db: DbOrTx, id: number): Promise<ActivityImportRow | undefined> {
  const [row] = await db.select().from(activityImports).where(eq(activityImports.id, id)).for('update');
  return row;
}

export async function markImportUndone(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(activityImports).set({ undoneAt: at }).where(eq(activityImports.id, id));
}

/** A program's imports, newest first. */
export function importsOfProgram(db: DbOrTx, providerId: number): Promise<ActivityImportRow[]> {
  return db
    .select()
    .from(activityImports)
    .where(eq(activityImports.providerId, providerId))
    .orderBy(desc(activityImports.createdAt), desc(activityImports.id));
}

/** The ids and names of the activities an import created that still exist, locked, in id order. */
export function lockImportActivities(db: DbOrTx, importId: number) {
  return db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .where(eq(activities.importId, importId))
    .orderBy(asc(activities.id))
    .for('update');
}

/** These activities of the program (the others are left out), locked, in id order. */
export function lockProgramActivities(db: DbOrTx, providerId: number, ids: number[]) {
  return db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .where(and(eq(activities.providerId, providerId), inArray(activities.id, ids)))
    .orderBy(asc(activities.id))
    .for('update');
}

/** Which of these activities have a duplicate that is not itself among them. */
export async function duplicatedOutside(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: activities.parentActivityId })
    .from(activities)
    .where(and(inArray(activities.parentActivityId, ids), notInArray(activities.id, ids)));
  return new Set(rows.map((r) => r.id!));
}

/**
 * Deletes these activities; their duplicates among them first, since an original cannot go
 * while a duplicate points at it.
 */
export async function deleteActivities(db: DbOrTx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const copies = await db
    .delete(activities)
    .where(and(inArray(activities.id, ids), isNotNull(activities.parentActivityId)))
    .returning({ id: activities.id });
  const originals = await db
    .delete(activities)
    .where(inArray(activities.id, ids))
    .returning({ id: activities.id });
  return copies.length + originals.length;
}
