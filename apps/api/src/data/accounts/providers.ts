/**
 * The providers' standing with the operator (suspension, notice of termination, termination) and
 * an admin's edit of their profile: part of the accounts aggregate (camp_director_profiles).
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { campDirectorProfiles } from '../../db/schema/camp-director-profiles.js';
import { users } from '../../db/schema/users.js';
import {
  liveDirector,
  userColumns,
  type DirectorProfileRow,
  type ProviderProfileValues,
  type ProviderRow,
} from './repository.js';

/** The provider, read without a lock (its admin page). */
export async function findProvider(db: DbOrTx, userId: number): Promise<ProviderRow | null> {
  const [row] = await db
    .select({ profile: campDirectorProfiles, user: userColumns })
    .from(campDirectorProfiles)
    .innerJoin(users, eq(users.id, campDirectorProfiles.userId))
    .where(and(liveDirector, eq(campDirectorProfiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type ProviderStandingValues = Partial<
  Pick<
    DirectorProfileRow,
    'suspendedAt' | 'suspensionReason' | 'terminationNoticeAt' | 'terminatesAt' | 'terminatedAt'
  >
>;

/** Sets the standing columns of a (locked) profile row; answers the row as it is after. */
export async function setProviderStanding(
  db: DbOrTx,
  userId: number,
  values: ProviderStandingValues,
): Promise<DirectorProfileRow> {
  const [row] = await db
    .update(campDirectorProfiles)
    .set(values)
    .where(eq(campDirectorProfiles.userId, userId))
    .returning();
  return row!;
}

/** Stores the provider profile fields of a (locked) row as an admin edited them. */
export async function setProviderProfile(
  db: DbOrTx,
  userId: number,
  values: ProviderProfileValues,
): Promise<DirectorProfileRow> {
  const [row] = await db
    .update(campDirectorProfiles)
    .set(values)
    .where(eq(campDirectorProfiles.userId, userId))
    .returning();
  return row!;
}

/**
 * One provider whose notice of termination is due, its row locked; one another worker holds
 * is skipped (it is being terminated there).
 */
export async function claimDueTermination(db: DbOrTx, now: Date): Promise<ProviderRow | null> {
  const [row] = await db
    .select({ profile: campDirectorProfiles, user: userColumns })
    .from(campDirectorProfiles)
    .innerJoin(users, eq(users.id, campDirectorProfiles.userId))
    .where(
      and(
        isNull(campDirectorProfiles.terminatedAt),
        lte(campDirectorProfiles.terminatesAt, now),
      ),
    )
    .orderBy(asc(campDirectorProfiles.terminatesAt))
    .for('update', { of: campDirectorProfiles, skipLocked: true })
    .limit(1);
  return row ?? null;
}

