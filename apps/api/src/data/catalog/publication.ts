// Whether programs and activities are in the catalog (unpublished_at), and the admin's reads of
// one provider's programs, activities and imports.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { activityImports } from '../../db/schema/activity-imports.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import type { ProgramRow } from './programs.js';

/** The program, its row locked until the transaction ends. */
export async function lockProgram(db: DbOrTx, programId: number): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(activityProviders)
    .where(eq(activityProviders.id, programId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Unpublishes (`at`) or publishes again (null) a program; answers the row after. */
export async function setProgramUnpublished(
  db: DbOrTx,
  programId: number,
  at: Date | null,
): Promise<ProgramRow> {
  const [row] = await db
    .update(activityProviders)
    .set({ unpublishedAt: at })
    .where(eq(activityProviders.id, programId))
    .returning();
  return row!;
}

/**
 * Unpublishes (`at`) or publishes again (null) these activities of the program, leaving those
 * already so; answers the ids changed.
 */
export async function setActivitiesUnpublished(
  db: DbOrTx,
  programId: number,
  ids: readonly number[],
  at: Date | null,
): Promise<number[]> {
  const rows = await db
    .update(activities)
    .set({ unpublishedAt: at })
    .where(
      and(
        eq(activities.providerId, programId),
        inArray(activities.id, [...ids]),
        at ? isNull(activities.unpublishedAt) : isNotNull(activities.unpublishedAt),
      ),
    )
    .returning({ id: activities.id });
  return rows.map((r) => r.id);
}

/** The director's programs with their activities counted (all, and unpublished), by name. */
export function programsWithCounts(db: DbOrTx, directorId: number) {
  return db
    .select({
      id: activityProviders.id,
      name: activityProviders.name,
      city: activityProviders.city,
      unpublishedAt: activityProviders.unpublishedAt,
      activityCount: sql<number>`(select count(*)::int from activities c where c.provider_id = ${activityProviders}.id)`,
      unpublishedCount: sql<number>`(select count(*)::int from activities c where c.provider_id = ${activityProviders}.id and c.unpublished_at is not null)`,
    })
    .from(activityProviders)
    .where(eq(activityProviders.directorId, directorId))
    .orderBy(asc(activityProviders.name), asc(activityProviders.id));
}

export async function countProgramActivities(db: DbOrTx, programId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activities)
    .where(eq(activities.providerId, programId));
  return row?.n ?? 0;
}

/** A page of the program's activities for the admin, by start date. */
export function adminPageOfActivities(
  db: DbOrTx,
  programId: number,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: activities.id,
      name: activities.name,
      sku: activities.sku,
      startDate: activities.startDate,
      endDate: activities.endDate,
      unpublishedAt: activities.unpublishedAt,
    })
    .from(activities)
    .where(eq(activities.providerId, programId))
    .orderBy(asc(activities.startDate), asc(activities.name), asc(activities.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The imports into the director's programs, newest first, with the program's name. */
export function importsOfDirector(db: DbOrTx, directorId: number) {
  return db
    .select({
      id: activityImports.id,
      programId: activityImports.providerId,
      programName: activityProviders.name,
      activityCount: activityImports.activityCount,
      createdAt: activityImports.createdAt,
      undoneAt: activityImports.undoneAt,
    })
    .from(activityImports)
    .innerJoin(activityProviders, eq(activityProviders.id, activityImports.providerId))
    .where(eq(activityProviders.directorId, directorId))
    .orderBy(desc(activityImports.createdAt), desc(activityImports.id));
}
