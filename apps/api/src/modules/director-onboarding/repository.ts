import { and, eq, inArray } from 'drizzle-orm';
import { PROFILE_SUBMITTABLE_FROM } from '@camp/shared/provider-profile';
import type { DbOrTx } from '../../db/client.js';
import { campDirectorProfiles } from '../../db/schema/camp-director-profiles.js';

export type DirectorProfileRow = typeof campDirectorProfiles.$inferSelect;
export type ProviderProfileValues = Pick<
  typeof campDirectorProfiles.$inferInsert,
  | 'organisationName'
  | 'contactName'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'phoneNumber'
  | 'website'
  | 'description'
  | 'taxId'
  | 'yearsInOperation'
  | 'insuranceInfo'
  | 'licensingInfo'
>;

export async function findProfile(db: DbOrTx, userId: number): Promise<DirectorProfileRow | null> {
  const [row] = await db
    .select()
    .from(campDirectorProfiles)
    .where(eq(campDirectorProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Locks the row for the rest of the transaction (a submission and an admin's decision queue). */
export async function findProfileForUpdate(
  db: DbOrTx,
  userId: number,
): Promise<DirectorProfileRow | null> {
  const [row] = await db
    .select()
    .from(campDirectorProfiles)
    .where(eq(campDirectorProfiles.userId, userId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Stores the provider profile and moves the director to awaiting validation, only while the
 * profile is still needed or was rejected (a second submit, even a concurrent one, updates
 * nothing). A resubmission clears the previous decision: it is judged afresh.
 */
export async function submitProfile(
  db: DbOrTx,
  userId: number,
  values: ProviderProfileValues,
  submittedAt: Date,
): Promise<DirectorProfileRow | null> {
  const [row] = await db
    .update(campDirectorProfiles)
    .set({
      ...values,
      submittedAt,
      registrationStatus: 'awaiting_validation',
      onboardingStep: 'show_congratulations',
      rejectionReason: null,
      validatedAt: null,
      validatedById: null,
    })
    .where(
      and(
        eq(campDirectorProfiles.userId, userId),
        inArray(campDirectorProfiles.registrationStatus, [...PROFILE_SUBMITTABLE_FROM]),
      ),
    )
    .returning();
  return row ?? null;
}
