import { and, count, desc, eq, sql } from 'drizzle-orm';
import { anyRow } from '../../db/any-row.js';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';


// The programs (activity_providers): the lookups of a director's own program and what the
// director's pages read and write.

export type ProgramRow = typeof activityProviders.$inferSelect;

// ---- programs ---------------------------------------------------------------------------

/** The director's own program (null for another director's or a missing one), maybe locked. */
async function programOfDirector(
  db: DbOrTx,
  programId: number,
  directorId: number,
  lock: boolean,
): Promise<ProgramRow | null> {
  const query = db
    .select()
    .from(activityProviders)
    .where(and(eq(activityProviders.id, programId), eq(activityProviders.directorId, directorId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The director's own program; null for another director's or a missing one. */
export function findProgramOfDirector(db: DbOrTx, programId: number, directorId: number) {
  return programOfDirector(db, programId, directorId, false);
}

export async function findProgramById(db: DbOrTx, programId: number): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(activityProviders)
    .where(eq(activityProviders.id, programId))
    .limit(1);
  return row ?? null;
}

// ---- programs: the director's pages ---------------------------------------------------------

export type NewProgram = typeof activityProviders.$inferInsert;
export type ProgramValues = Omit<NewProgram, 'id' | 'directorId' | 'createdAt' | 'updatedAt'>;

/** A program row with what its responses show besides its own columns. */
export interface ProgramDetailRow {
  program: ProgramRow;
  logoSignedId: string | null;
  logoFilename: string | null;
  activitiesCount: number;
}

const activitiesCountSql = sql<number>`(select count(*) from ${activities} where ${activities.providerId} = ${activityProviders.id})`;

function detailQuery(db: DbOrTx) {
  return db
    .select({
      program: activityProviders,
      logoSignedId: uploadedFiles.signedId,
      logoFilename: uploadedFiles.filename,
      activitiesCount: activitiesCountSql.mapWith(Number),
    })
    .from(activityProviders)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, activityProviders.logoFileId));
}

export async function countProgramsOfDirector(db: DbOrTx, directorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activityProviders)
    .where(eq(activityProviders.directorId, directorId));
  return row?.n ?? 0;
}

/** One page of the director's programs, newest first. */
export async function listProgramsOfDirector(
  db: DbOrTx,
  directorId: number,
  limit: number,
  offset: number,
): Promise<ProgramDetailRow[]> {
  return detailQuery(db)
    .where(eq(activityProviders.directorId, directorId))
    .orderBy(desc(activityProviders.createdAt), desc(activityProviders.id))
    .limit(limit)
    .offset(offset);
}

/** Any program, for the staff who read every program; `lock` takes its row lock. */
export async function findProgramDetail(
  db: DbOrTx,
  programId: number,
  opts: { lock?: boolean } = {},
): Promise<ProgramDetailRow | null> {
  const query = detailQuery(db).where(eq(activityProviders.id, programId)).limit(1);
  const [row] = opts.lock ? await query.for('update', { of: activityProviders }) : await query;
  return row ?? null;
}

/** The director's own program; null for another director's or a missing one. */
export async function findProgramDetailOfDirector(
  db: DbOrTx,
  programId: number,
  directorId: number,
): Promise<ProgramDetailRow | null> {
  const [row] = await detailQuery(db)
    .where(and(eq(activityProviders.id, programId), eq(activityProviders.directorId, directorId)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the director's program row for the rest of the transaction (FOR UPDATE): an activity
 * insert takes a key-share lock on it, so none can slip in between a check and a delete.
 */
export function lockProgramOfDirector(db: DbOrTx, programId: number, directorId: number) {
  return programOfDirector(db, programId, directorId, true);
}

export function programHasActivities(db: DbOrTx, programId: number): Promise<boolean> {
  return anyRow(db, activities, eq(activities.providerId, programId));
}

export async function insertProgram(db: DbOrTx, values: NewProgram): Promise<ProgramRow> {
  const [row] = await db.insert(activityProviders).values(values).returning();
  return row!;
}

/** Inserts programs in one statement; their ids, in the order given. */
export async function insertPrograms(db: DbOrTx, values: readonly NewProgram[]): Promise<number[]> {
  if (values.length === 0) return [];
  // The rows come back in the VALUES' order with increasing ids (one INSERT, one sequence).
  const rows = await db
    .insert(activityProviders)
    .values([...values])
    .returning({ id: activityProviders.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function updateProgram(
  db: DbOrTx,
  programId: number,
  values: ProgramValues,
): Promise<void> {
  await db.update(activityProviders).set(values).where(eq(activityProviders.id, programId));
}

export async function deleteProgram(db: DbOrTx, programId: number): Promise<void> {
  await db.delete(activityProviders).where(eq(activityProviders.id, programId));
}

/** Activities inherit the program's address: keep theirs in step when the address changes. */
export async function updateActivitiesLocation(
  db: DbOrTx,
  programId: number,
  location: { location: string; latitude: number | null; longitude: number | null },
): Promise<void> {
  await db.update(activities).set(location).where(eq(activities.providerId, programId));
}

