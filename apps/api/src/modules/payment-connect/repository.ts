import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { campDirectorProfiles } from '../../db/schema/camp-director-profiles.js';
import { paymentEvents } from '../../db/schema/payment-events.js';

export type DirectorProfileRow = typeof campDirectorProfiles.$inferSelect;

export async function findProfile(db: DbOrTx, userId: number): Promise<DirectorProfileRow | null> {
  const [row] = await db
    .select()
    .from(campDirectorProfiles)
    .where(eq(campDirectorProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Locks the row for the rest of the transaction (concurrent webhooks and clicks queue up). */
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

export async function findProfileByStripeAccount(
  db: DbOrTx,
  accountId: string,
): Promise<DirectorProfileRow | null> {
  const [row] = await db
    .select()
    .from(campDirectorProfiles)
    .where(eq(campDirectorProfiles.stripeAccountId, accountId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Stores the connected account only if none is stored yet; returns the row either way. */
export async function setStripeAccountIdOnce(
  db: DbOrTx,
  userId: number,
  accountId: string,
): Promise<void> {
  await db
    .update(campDirectorProfiles)
    .set({ stripeAccountId: accountId })
    .where(
      and(eq(campDirectorProfiles.userId, userId), isNull(campDirectorProfiles.stripeAccountId)),
    );
}

export async function updateProfile(
  db: DbOrTx,
  userId: number,
  values: Partial<
    Pick<DirectorProfileRow, 'paymentAccountStatus' | 'onboardingStep' | 'stripeAccountId'>
  >,
): Promise<DirectorProfileRow> {
  const [row] = await db
    .update(campDirectorProfiles)
    .set(values)
    .where(eq(campDirectorProfiles.userId, userId))
    .returning();
  return row!;
}

/** Records a webhook event; false when (provider, event id) was already recorded. */
export async function insertPaymentEvent(
  db: DbOrTx,
  values: { eventId: string; type: string; payload: Record<string, unknown>; processedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider: 'stripe', ...values })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
