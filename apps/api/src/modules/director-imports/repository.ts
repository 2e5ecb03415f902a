import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { interests } from '../../db/schema/interests.js';
import { skillDevelopments } from '../../db/schema/skill-developments.js';

export type ProgramRow = typeof activityProviders.$inferSelect;

/** The director's own program; null for another director's or a missing one. */
export async function findProgramOfDirector(
  db: DbOrTx,
  programId: number,
  directorId: number,
): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(activityProviders)
    .where(and(eq(activityProviders.id, programId), eq(activityProviders.directorId, directorId)))
    .limit(1);
  return row ?? null;
}

/** The activity interests (skill groups), in their display order. */
export function listActivityInterests(db: DbOrTx) {
  return db
    .select({ id: interests.id, name: interests.name })
    .from(interests)
    .where(eq(interests.kind, 'activity'))
    .orderBy(asc(interests.position), asc(interests.id));
}

/** Every skill development of an activity interest, in display order. */
export function listSkills(db: DbOrTx) {
  return db
    .select({
      id: skillDevelopments.id,
      name: skillDevelopments.name,
      interestId: skillDevelopments.interestId,
    })
    .from(skillDevelopments)
    .innerJoin(interests, eq(interests.id, skillDevelopments.interestId))
    .where(eq(interests.kind, 'activity'))
    .orderBy(asc(interests.position), asc(skillDevelopments.position), asc(skillDevelopments.id));
}
