import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { RegistrationStatus } from '@camp/shared/enums';
import type { DbOrTx } from '../../db/client.js';
import { campDirectorProfiles } from '../../db/schema/camp-director-profiles.js';
import { users } from '../../db/schema/users.js';

export type DirectorProfileRow = typeof campDirectorProfiles.$inferSelect;
export interface ProviderRow {
  profile: DirectorProfileRow;
  user: { id: number; email: string; name: string; firstName: string; lastName: string };
}

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
};

const liveDirector = and(eq(users.role, 'CampDirector'), isNull(users.deletedAt));

export async function countByStatus(db: DbOrTx, status: RegistrationStatus): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campDirectorProfiles)
    .innerJoin(users, eq(users.id, campDirectorProfiles.userId))
    .where(and(liveDirector, eq(campDirectorProfiles.registrationStatus, status)));
  return row?.n ?? 0;
}

/** Oldest submission first: the queue is worked in the order providers asked. */
export async function listByStatus(
  db: DbOrTx,
  status: RegistrationStatus,
  limit: number,
  offset: number,
): Promise<ProviderRow[]> {
  return db
    .select({ profile: campDirectorProfiles, user: userColumns })
    .from(campDirectorProfiles)
    .innerJoin(users, eq(users.id, campDirectorProfiles.userId))
    .where(and(liveDirector, eq(campDirectorProfiles.registrationStatus, status)))
    .orderBy(asc(campDirectorProfiles.submittedAt), asc(campDirectorProfiles.userId))
    .limit(limit)
    .offset(offset);
}

/** The provider, its profile row locked for the rest of the transaction. */
export async function findProviderForUpdate(
  db: DbOrTx,
  userId: number,
): Promise<ProviderRow | null> {
  const [row] = await db
    .select({ profile: campDirectorProfiles, user: userColumns })
    .from(campDirectorProfiles)
    .innerJoin(users, eq(users.id, campDirectorProfiles.userId))
    .where(and(liveDirector, eq(campDirectorProfiles.userId, userId)))
    .for('update', { of: campDirectorProfiles })
    .limit(1);
  return row ?? null;
}

/**
 * Records the decision only while the registration status is one of `from` (a second or a
 * concurrent decision, or one overtaken by a resubmission, updates nothing: null).
 */
export async function decide(
  db: DbOrTx,
  userId: number,
  from: readonly RegistrationStatus[],
  values: {
    registrationStatus: 'validated' | 'rejected';
    onboardingStep: DirectorProfileRow['onboardingStep'];
    rejectionReason: string | null;
    validatedAt: Date;
    validatedById: number;
  },
): Promise<DirectorProfileRow | null> {
  const [row] = await db
    .update(campDirectorProfiles)
    .set(values)
    .where(
      and(
        eq(campDirectorProfiles.userId, userId),
        inArray(campDirectorProfiles.registrationStatus, [...from]),
      ),
    )
    .returning();
  return row ?? null;
}
