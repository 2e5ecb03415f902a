import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activityInterests } from '../../db/schema/activity-interests.js';
import { activitySkillDevelopments } from '../../db/schema/activity-skill-developments.js';
import { interests } from '../../db/schema/interests.js';
import { skillDevelopments } from '../../db/schema/skill-developments.js';
import { activityProviderInterests } from '../../db/schema/activity-provider-interests.js';


// The catalog's interests and skills: an activity's tags and a program's interests.

/**
 * Links activities to interests and skill developments, with one INSERT ... SELECT FROM unnest
 * per join table whatever the number of links.
 */
export async function insertTags(
  db: DbOrTx,
  rows: readonly {
    activityId: number;
    interestIds: readonly number[];
    skillIds: readonly number[];
  }[],
): Promise<void> {
  const interestLinks: [number[], number[]] = [[], []];
  const skillLinks: [number[], number[]] = [[], []];
  for (const r of rows) {
    for (const id of r.interestIds) {
      interestLinks[0].push(r.activityId);
      interestLinks[1].push(id);
    }
    for (const id of r.skillIds) {
      skillLinks[0].push(r.activityId);
      skillLinks[1].push(id);
    }
  }
  if (interestLinks[0].length > 0) {
    await db.execute(
      sql`INSERT INTO ${activityInterests} (activity_id, interest_id) SELECT * FROM unnest(${sql.param(interestLinks[0])}::int[], ${sql.param(interestLinks[1])}::int[])`,
    );
  }
  if (skillLinks[0].length > 0) {
    await db.execute(
      sql`INSERT INTO ${activitySkillDevelopments} (activity_id, skill_development_id) SELECT * FROM unnest(${sql.param(skillLinks[0])}::int[], ${sql.param(skillLinks[1])}::int[])`,
    );
  }
}

// ---- interests and skills ---------------------------------------------------------------

export interface Named {
  id: number;
  name: string;
}

/**
 * The activity interests of these ids with whether each is retired, share-locked: an admin's
 * retirement of one of them waits until the caller's transaction ends (and the caller's write
 * sees the retirement that committed before it).
 */
export async function findActivityInterests(
  db: DbOrTx,
  ids: number[],
): Promise<(Named & { retired: boolean })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: interests.id, name: interests.name, retiredAt: interests.retiredAt })
    .from(interests)
    .where(and(inArray(interests.id, ids), eq(interests.kind, 'activity')))
    .for('share');
  return rows.map(({ retiredAt, ...r }) => ({ ...r, retired: retiredAt !== null }));
}

/** The skills of these ids with their group and whether each is retired, share-locked. */
export async function findSkills(
  db: DbOrTx,
  ids: number[],
): Promise<(Named & { interestId: number; retired: boolean })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: skillDevelopments.id,
      name: skillDevelopments.name,
      interestId: skillDevelopments.interestId,
      retiredAt: skillDevelopments.retiredAt,
    })
    .from(skillDevelopments)
    .where(inArray(skillDevelopments.id, ids))
    .for('share');
  return rows.map(({ retiredAt, ...r }) => ({ ...r, retired: retiredAt !== null }));
}

/** Interests and skills of each activity, in their list order. */
export async function findTagsOf(
  db: DbOrTx,
  activityIds: number[],
): Promise<{
  interests: Map<number, Named[]>;
  skills: Map<number, (Named & { interestId: number })[]>;
}> {
  const result = {
    interests: new Map<number, Named[]>(),
    skills: new Map<number, (Named & { interestId: number })[]>(),
  };
  if (activityIds.length === 0) return result;
  const interestRows = await db
    .select({ activityId: activityInterests.activityId, id: interests.id, name: interests.name })
    .from(activityInterests)
    .innerJoin(interests, eq(interests.id, activityInterests.interestId))
    .where(inArray(activityInterests.activityId, activityIds))
    .orderBy(asc(interests.position), asc(interests.id));
  for (const r of interestRows) {
    const list = result.interests.get(r.activityId) ?? [];
    list.push({ id: r.id, name: r.name });
    result.interests.set(r.activityId, list);
  }
  const skillRows = await db
    .select({
      activityId: activitySkillDevelopments.activityId,
      id: skillDevelopments.id,
      name: skillDevelopments.name,
      interestId: skillDevelopments.interestId,
    })
    .from(activitySkillDevelopments)
    .innerJoin(
      skillDevelopments,
      eq(skillDevelopments.id, activitySkillDevelopments.skillDevelopmentId),
    )
    .where(inArray(activitySkillDevelopments.activityId, activityIds))
    .orderBy(
      asc(skillDevelopments.interestId),
      asc(skillDevelopments.position),
      asc(skillDevelopments.id),
    );
  for (const r of skillRows) {
    const list = result.skills.get(r.activityId) ?? [];
    list.push({ id: r.id, name: r.name, interestId: r.interestId });
    result.skills.set(r.activityId, list);
  }
  return result;
}

/** Replaces the interests and skills of the given activities with the same lists. */
export async function replaceTags(
  db: DbOrTx,
  activityIds: number[],
  interestIds: number[],
  skillIds: number[],
): Promise<void> {
  if (activityIds.length === 0) return;
  await db.delete(activityInterests).where(inArray(activityInterests.activityId, activityIds));
  await db
    .delete(activitySkillDevelopments)
    .where(inArray(activitySkillDevelopments.activityId, activityIds));
  await insertTags(
    db,
    activityIds.map((activityId) => ({ activityId, interestIds, skillIds })),
  );
}

/** The activity interests (skill groups) offered for new choices, in their display order. */
export function listActivityInterests(db: DbOrTx) {
  return db
    .select({ id: interests.id, name: interests.name })
    .from(interests)
    .where(and(eq(interests.kind, 'activity'), isNull(interests.retiredAt)))
    .orderBy(asc(interests.position), asc(interests.id));
}

/** The skills offered for new choices (neither they nor their group retired), in display order. */
export function listSkills(db: DbOrTx) {
  return db
    .select({
      id: skillDevelopments.id,
      name: skillDevelopments.name,
      interestId: skillDevelopments.interestId,
    })
    .from(skillDevelopments)
    .innerJoin(interests, eq(interests.id, skillDevelopments.interestId))
    .where(
      and(
        eq(interests.kind, 'activity'),
        isNull(interests.retiredAt),
        isNull(skillDevelopments.retiredAt),
      ),
    )
    .orderBy(asc(interests.position), asc(skillDevelopments.position), asc(skillDevelopments.id));
}

/** The interests of one activity or one program, by name (the specialist's pages list them so). */
export function interestsByName(
  db: DbOrTx,
  of: { activityId: number } | { programId: number },
): Promise<Named[]> {
  const ids =
    'activityId' in of
      ? db
          .select({ id: activityInterests.interestId })
          .from(activityInterests)
          .where(eq(activityInterests.activityId, of.activityId))
      : db
          .select({ id: activityProviderInterests.interestId })
          .from(activityProviderInterests)
          .where(eq(activityProviderInterests.activityProviderId, of.programId));
  return db
    .select({ id: interests.id, name: interests.name })
    .from(interests)
    .where(inArray(interests.id, ids))
    .orderBy(asc(interests.name));
}

/** The activity's skill developments by name. */
export function skillsOfActivity(db: DbOrTx, activityId: number): Promise<Named[]> {
  return db
    .select({ id: skillDevelopments.id, name: skillDevelopments.name })
    .from(activitySkillDevelopments)
    .innerJoin(
      skillDevelopments,
      eq(skillDevelopments.id, activitySkillDevelopments.skillDevelopmentId),
    )
    .where(eq(activitySkillDevelopments.activityId, activityId))
    .orderBy(asc(skillDevelopments.name));
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

/** Tags new programs (none of them tagged yet) with their interests, in one statement. */
export async function insertProgramInterests(
  db: DbOrTx,
  links: readonly { programId: number; interestIds: readonly number[] }[],
): Promise<void> {
  const values = links.flatMap(({ programId, interestIds }) =>
    interestIds.map((interestId) => ({ activityProviderId: programId, interestId })),
  );
  if (values.length > 0) await db.insert(activityProviderInterests).values(values);
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

/**
 * Which of `ids` are interests of `kind`, each with whether it is retired, share-locked (an
 * admin's retirement of one waits until the caller's transaction ends).
 */
export async function existingInterestIds(
  db: DbOrTx,
  ids: readonly number[],
  kind: 'program' | 'activity',
): Promise<Map<number, { retired: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: interests.id, retiredAt: interests.retiredAt })
    .from(interests)
    .where(and(inArray(interests.id, [...ids]), eq(interests.kind, kind)))
    .for('share');
  return new Map(rows.map((r) => [r.id, { retired: r.retiredAt !== null }]));
}

/** The interest ids a program has now. */
export async function programInterestIds(db: DbOrTx, programId: number): Promise<number[]> {
  const rows = await db
    .select({ id: activityProviderInterests.interestId })
    .from(activityProviderInterests)
    .where(eq(activityProviderInterests.activityProviderId, programId));
  return rows.map((r) => r.id);
}

/** The interests offered for new choices (retired ones are not), in list order. */
export async function listInterests(db: DbOrTx) {
  return db
    .select({ id: interests.id, name: interests.name, kind: interests.kind })
    .from(interests)
    .where(isNull(interests.retiredAt))
    .orderBy(asc(interests.kind), asc(interests.position), asc(interests.id));
}

/** The skills offered for new choices (retired ones are not), in list order. */
export async function listSkillDevelopments(db: DbOrTx) {
  return db
    .select({
      id: skillDevelopments.id,
      name: skillDevelopments.name,
      interestId: skillDevelopments.interestId,
    })
    .from(skillDevelopments)
    .where(isNull(skillDevelopments.retiredAt))
    .orderBy(asc(skillDevelopments.position), asc(skillDevelopments.id));
}

