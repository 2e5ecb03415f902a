import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { activityProviderInterests } from '../../db/schema/activity-provider-interests.js';
import { activities } from '../../db/schema/activities.js';
import { interests } from '../../db/schema/interests.js';
import { skillDevelopments } from '../../db/schema/skill-developments.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';

export type ProgramRow = typeof activityProviders.$inferSelect;
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

/** The director's own program; null for another director's or a missing one. */
export async function findProgramOfDirector(
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
export async function lockProgramOfDirector(
  db: DbOrTx,
  programId: number,
  directorId: number,
): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(activityProviders)
    .where(and(eq(activityProviders.id, programId), eq(activityProviders.directorId, directorId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function programHasActivities(db: DbOrTx, programId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.providerId, programId))
    .limit(1);
  return row !== undefined;
}

export async function insertProgram(db: DbOrTx, values: NewProgram): Promise<ProgramRow> {
  const [row] = await db.insert(activityProviders).values(values).returning();
  return row!;
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

// ---- interests ----------------------------------------------------------------------------

export async function replaceProgramInterests(
  db: DbOrTx,
  programId: number,
  interestIds: readonly number[],
): Promise<void> {
  await db
    .delete(activityProviderInterests)
    .where(eq(activityProviderInterests.activityProviderId, programId));
  if (interestIds.length === 0) return;
  await db
    .insert(activityProviderInterests)
    .values(interestIds.map((interestId) => ({ activityProviderId: programId, interestId })));
}

/** Interests of the programs, by program id, in the options' order. */
export async function interestsOfPrograms(
  db: DbOrTx,
  programIds: readonly number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const byProgram = new Map<number, { id: number; name: string }[]>();
  if (programIds.length === 0) return byProgram;
  const rows = await db
    .select({
      programId: activityProviderInterests.activityProviderId,
      id: interests.id,
      name: interests.name,
    })
    .from(activityProviderInterests)
    .innerJoin(interests, eq(interests.id, activityProviderInterests.interestId))
    .where(inArray(activityProviderInterests.activityProviderId, [...programIds]))
    .orderBy(asc(interests.position), asc(interests.id));
  for (const r of rows) {
    const list = byProgram.get(r.programId) ?? [];
    list.push({ id: r.id, name: r.name });
    byProgram.set(r.programId, list);
  }
  return byProgram;
}

/** Which of `ids` are interests of `kind`. */
export async function existingInterestIds(
  db: DbOrTx,
  ids: readonly number[],
  kind: 'program' | 'activity',
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: interests.id })
    .from(interests)
    .where(and(inArray(interests.id, [...ids]), eq(interests.kind, kind)));
  return new Set(rows.map((r) => r.id));
}

export async function listInterests(db: DbOrTx) {
  return db
    .select({ id: interests.id, name: interests.name, kind: interests.kind })
    .from(interests)
    .orderBy(asc(interests.kind), asc(interests.position), asc(interests.id));
}

export async function listSkillDevelopments(db: DbOrTx) {
  return db
    .select({
      id: skillDevelopments.id,
      name: skillDevelopments.name,
      interestId: skillDevelopments.interestId,
    })
    .from(skillDevelopments)
    .orderBy(asc(skillDevelopments.position), asc(skillDevelopments.id));
}
