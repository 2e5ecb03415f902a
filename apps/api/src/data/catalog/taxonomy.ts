import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activityInterests } from '../../db/schema/activity-interests.js';
import { activityProviderInterests } from '../../db/schema/activity-provider-interests.js';
import { activitySkillDevelopments } from '../../db/schema/activity-skill-developments.js';
import { interests } from '../../db/schema/interests.js';
import { skillDevelopments } from '../../db/schema/skill-developments.js';

// The back office's edits of the taxonomy: interests and skills, added, renamed, retired.

export type InterestRow = typeof interests.$inferSelect;
export type SkillRow = typeof skillDevelopments.$inferSelect;

/**
 * Every interest (retired ones too) with how many activities use it (program interests: how
 * many programs), in list order.
 */
export async function interestsWithCounts(db: DbOrTx) {
  const activityCounts = db
    .select({ id: activityInterests.interestId, n: count().as('n') })
    .from(activityInterests)
    .groupBy(activityInterests.interestId)
    .as('ac');
  const programCounts = db
    .select({ id: activityProviderInterests.interestId, n: count().as('pn') })
    .from(activityProviderInterests)
    .groupBy(activityProviderInterests.interestId)
    .as('pc');
  return db
    .select({
      interest: interests,
      uses: sql<number>`coalesce(${activityCounts.n}, 0) + coalesce(${programCounts.n}, 0)`.mapWith(
        Number,
      ),
    })
    .from(interests)
    .leftJoin(activityCounts, eq(activityCounts.id, interests.id))
    .leftJoin(programCounts, eq(programCounts.id, interests.id))
    .orderBy(asc(interests.kind), asc(interests.position), asc(interests.id));
}

/** Every skill (retired ones too) with how many activities use it, in list order. */
export async function skillsWithCounts(db: DbOrTx) {
  const counts = db
    .select({ id: activitySkillDevelopments.skillDevelopmentId, n: count().as('n') })
    .from(activitySkillDevelopments)
    .groupBy(activitySkillDevelopments.skillDevelopmentId)
    .as('sc');
  return db
    .select({
      skill: skillDevelopments,
      uses: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(skillDevelopments)
    .leftJoin(counts, eq(counts.id, skillDevelopments.id))
    .orderBy(
      asc(skillDevelopments.interestId),
      asc(skillDevelopments.position),
      asc(skillDevelopments.id),
    );
}

export async function lockInterest(tx: DbOrTx, id: number): Promise<InterestRow | undefined> {
  const [row] = await tx.select().from(interests).where(eq(interests.id, id)).for('update');
  return row;
}

export async function lockSkill(tx: DbOrTx, id: number): Promise<SkillRow | undefined> {
  const [row] = await tx
    .select()
    .from(skillDevelopments)
    .where(eq(skillDevelopments.id, id))
    .for('update');
  return row;
}

/** A new interest at the end of its list. */
export async function insertInterest(
  tx: DbOrTx,
  values: { name: string; kind: InterestRow['kind'] },
): Promise<InterestRow> {
  const [row] = await tx
    .insert(interests)
    .values({
      ...values,
      position: sql`(SELECT coalesce(max(position), 0) + 1 FROM ${interests} WHERE kind = ${values.kind})`,
    })
    .returning();
  return row!;
}

/** A new skill at the end of its skill group. */
export async function insertSkill(
  tx: DbOrTx,
  values: { name: string; interestId: number },
): Promise<SkillRow> {
  const [row] = await tx
    .insert(skillDevelopments)
    .values({
      ...values,
      position: sql`(SELECT coalesce(max(position), 0) + 1 FROM ${skillDevelopments} WHERE interest_id = ${values.interestId})`,
    })
    .returning();
  return row!;
}

export async function updateInterest(
  tx: DbOrTx,
  id: number,
  values: { name?: string; retiredAt?: Date | null },
): Promise<InterestRow> {
  const [row] = await tx.update(interests).set(values).where(eq(interests.id, id)).returning();
  return row!;
}

export async function updateSkill(
  tx: DbOrTx,
  id: number,
  values: { name?: string; retiredAt?: Date | null },
): Promise<SkillRow> {
  const [row] = await tx
    .update(skillDevelopments)
    .set(values)
    .where(eq(skillDevelopments.id, id))
    .returning();
  return row!;
}
