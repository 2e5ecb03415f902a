/**
 * Admins' second factors (TOTP secrets, sealed) and their recovery codes (keyed hashes). Part of
 * the accounts aggregate; the auth module decides what they mean.
 */
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { adminRecoveryCodes, adminSecondFactors } from '../../db/schema/admin-second-factors.js';

export type SecondFactorRow = typeof adminSecondFactors.$inferSelect;

export async function findSecondFactor(
  db: DbOrTx,
  userId: number,
): Promise<SecondFactorRow | null> {
  const [row] = await db
    .select()
    .from(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, userId));
  return row ?? null;
}

/**
 * Starts (or restarts) an enrolment with a new sealed secret. Answers false when a confirmed
 * factor is already there: that one is only replaced after a reset.
 */
export async function savePendingSecret(
  db: DbOrTx,
  userId: number,
  secretCiphertext: string,
): Promise<boolean> {
  const rows = await db
    .insert(adminSecondFactors)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: adminSecondFactors.userId,
      set: { secretCiphertext, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(adminSecondFactors.confirmedAt),
    })
    .returning({ userId: adminSecondFactors.userId });
  return rows.length === 1;
}

/**
 * Records `step` as the last one used, only if it is later than the last one: of two requests
 * with one code (or a code of an earlier step), one at most gets through. With `confirm`, also
 * marks the enrolment confirmed (only an unconfirmed one).
 */
export async function spendStep(
  db: DbOrTx,
  userId: number,
  step: number,
  confirm?: Date,
): Promise<boolean> {
  const rows = await db
    .update(adminSecondFactors)
    .set({ lastUsedStep: step, ...(confirm ? { confirmedAt: confirm } : {}) })
    .where(
      and(
        eq(adminSecondFactors.userId, userId),
        confirm ? isNull(adminSecondFactors.confirmedAt) : isNotNull(adminSecondFactors.confirmedAt),
        or(isNull(adminSecondFactors.lastUsedStep), lt(adminSecondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: adminSecondFactors.userId });
  return rows.length === 1;
}

/** Replaces every recovery code of the user (the older ones stop working). */
export async function replaceRecoveryCodes(
  db: DbOrTx,
  userId: number,
  codeHashes: string[],
): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  if (codeHashes.length) {
    await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}

/**
 * Spends a recovery code: 'ok' once, 'used' afterwards (the conditional update lets one of two
 * simultaneous requests through), 'unknown' for a code the user never had.
 */
export async function spendRecoveryCode(
  db: DbOrTx,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<'ok' | 'used' | 'unknown'> {
  const match = and(
    eq(adminRecoveryCodes.userId, userId),
    eq(adminRecoveryCodes.codeHash, codeHash),
  );
  const spent = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(match, isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  if (spent.length) return 'ok';
  const [known] = await db.select({ id: adminRecoveryCodes.id }).from(adminRecoveryCodes).where(match);
  return known ? 'used' : 'unknown';
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Removes the second factor and its recovery codes (a reset: the next sign-in enrols again). */
export async function deleteSecondFactor(db: DbOrTx, userId: number): Promise<boolean> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  const rows = await db
    .delete(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, userId))
    .returning({ userId: adminSecondFactors.userId });
  return rows.length === 1;
}

/** A factor already confirmed (the demo admin's, whose secret the README gives). */
export async function insertConfirmedSecret(
  db: DbOrTx,
  userId: number,
  secretCiphertext: string,
  confirmedAt: Date,
): Promise<void> {
  await db.insert(adminSecondFactors).values({ userId, secretCiphertext, confirmedAt });
}
