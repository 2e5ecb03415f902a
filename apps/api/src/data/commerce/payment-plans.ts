/**
 * Payment plans and their instalments (decision 0065), part of the commerce aggregate: the only
 * code that reads or writes payment_plans and payment_plan_instalments. Queries only, no rules.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentPlanInstalments, paymentPlans } from '../../db/schema/payment-plans.js';

export type PlanRow = typeof paymentPlans.$inferSelect;
export type NewPlan = typeof paymentPlans.$inferInsert;
export type InstalmentRow = typeof paymentPlanInstalments.$inferSelect;
export type NewInstalment = Omit<typeof paymentPlanInstalments.$inferInsert, 'planId'>;

export async function insertPlan(
  db: DbOrTx,
  values: NewPlan,
  instalments: NewInstalment[],
): Promise<PlanRow> {
  const [row] = await db.insert(paymentPlans).values(values).returning();
  await db
    .insert(paymentPlanInstalments)
    .values(instalments.map((i) => ({ ...i, planId: row!.id })));
  return row!;
}

export async function findPlan(
  db: DbOrTx,
  key: { id: number } | { checkoutSessionId: number },
  lock = false,
): Promise<PlanRow | null> {
  const where =
    'id' in key
      ? eq(paymentPlans.id, key.id)
      : eq(paymentPlans.checkoutSessionId, key.checkoutSessionId);
  const q = db.select().from(paymentPlans).where(where).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * The plan whose deposit was this payment (a place bought through a plan is marked paid with
 * its deposit's payment, decision 0065), locked when asked; null for a payment in full.
 */
export async function planOfDepositPayment(
  db: DbOrTx,
  paymentId: string,
  lock = false,
): Promise<PlanRow | null> {
  const q = db
    .select({ plan: paymentPlans })
    .from(paymentPlans)
    .innerJoin(paymentPlanInstalments, eq(paymentPlanInstalments.planId, paymentPlans.id))
    .where(
      and(
        eq(paymentPlanInstalments.sequence, 0),
        eq(paymentPlanInstalments.providerPaymentId, paymentId),
      ),
    )
    .limit(1);
  const [row] = lock ? await q.for('update', { of: paymentPlans }) : await q;
  return row?.plan ?? null;
}

/**
 * A new amount for an instalment not paid yet (a cancelled activity's part taken off, decision
 * 0070). Answers whether it changed: a paid one does not (the caller holds the plan's lock, so
 * nothing charges it meanwhile; the row count is the check).
 */
export async function setUnpaidInstalmentAmount(
  db: DbOrTx,
  id: number,
  amountCents: number,
): Promise<boolean> {
  const rows = await db
    .update(paymentPlanInstalments)
    .set({ amountCents })
    .where(and(eq(paymentPlanInstalments.id, id), ne(paymentPlanInstalments.status, 'paid')))
    .returning({ id: paymentPlanInstalments.id });
  return rows.length === 1;
}

/** Removes an instalment not paid yet that has nothing left to collect (decision 0070). */
export async function deleteUnpaidInstalment(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(paymentPlanInstalments)
    .where(and(eq(paymentPlanInstalments.id, id), ne(paymentPlanInstalments.status, 'paid')))
    .returning({ id: paymentPlanInstalments.id });
  return rows.length === 1;
}

/** The plan's total after a cancelled activity's unpaid part was taken off. */
export async function setPlanTotal(db: DbOrTx, id: number, totalCents: number): Promise<void> {
  await db.update(paymentPlans).set({ totalCents }).where(eq(paymentPlans.id, id));
}

/** The parent's plans of an itinerary whose deposit was paid, newest first. */
export function plansOfItinerary(
  db: DbOrTx,
  parentId: number,
  itineraryId: number,
): Promise<PlanRow[]> {
  return db
    .select()
    .from(paymentPlans)
    .where(
      and(
        eq(paymentPlans.parentId, parentId),
        eq(paymentPlans.itineraryId, itineraryId),
        ne(paymentPlans.status, 'pending'),
      ),
    )
    .orderBy(asc(paymentPlans.id));
}

export function instalmentsOf(db: DbOrTx, planIds: number[]): Promise<InstalmentRow[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentPlanInstalments)
    .where(inArray(paymentPlanInstalments.planId, planIds))
    .orderBy(asc(paymentPlanInstalments.planId), asc(paymentPlanInstalments.sequence));
}

export async function findInstalment(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<InstalmentRow | null> {
  const q = db
    .select()
    .from(paymentPlanInstalments)
    .where(eq(paymentPlanInstalments.id, id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Moves a plan from one of `from` to `to` (the row count decides); null when it was not. */
export async function updatePlanFrom(
  db: DbOrTx,
  id: number,
  from: PlanRow['status'][],
  values: Partial<
    Pick<PlanRow, 'status' | 'paymentMethodId' | 'cardBrand' | 'cardLast4' | 'defaultedAt'>
  >,
): Promise<PlanRow | null> {
  const [row] = await db
    .update(paymentPlans)
    .set(values)
    .where(and(eq(paymentPlans.id, id), inArray(paymentPlans.status, from)))
    .returning();
  return row ?? null;
}

/**
 * Ends a closing account's plans that could still charge (pending, active, defaulted): canceled.
 * Every plan of the parent forgets its card; paid ones otherwise stay (accounting records).
 */
export async function cancelPlansOfParent(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .update(paymentPlans)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(paymentPlans.parentId, parentId),
        inArray(paymentPlans.status, ['pending', 'active', 'defaulted']),
      ),
    );
  // The saved cards are deleted with the account: no plan names one any more.
  await db
    .update(paymentPlans)
    .set({ paymentMethodId: null })
    .where(eq(paymentPlans.parentId, parentId));
}

/** Stripe's customer of the plan, created before the deposit's Checkout Session. */
export async function setCustomer(db: DbOrTx, id: number, customerId: string): Promise<void> {
  await db.update(paymentPlans).set({ customerId }).where(eq(paymentPlans.id, id));
}

/** Marks an instalment paid once (only an unpaid row changes); answers whether this call did. */
export async function markInstalmentPaid(
  db: DbOrTx,
  id: number,
  values: { providerPaymentId: string; paidAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(paymentPlanInstalments)
    .set({
      ...values,
      status: 'paid',
      nextAttemptAt: null,
      lastError: null,
      payNowUrl: null,
      payNowExpiresAt: null,
    })
    .where(and(eq(paymentPlanInstalments.id, id), ne(paymentPlanInstalments.status, 'paid')))
    .returning({ id: paymentPlanInstalments.id });
  return rows.length === 1;
}

/** A failed attempt: counted, with when to try again (null: no retry left). */
export async function recordInstalmentFailure(
  db: DbOrTx,
  id: number,
  values: { attempts: number; nextAttemptAt: Date | null; lastError: string },
): Promise<void> {
  await db
    .update(paymentPlanInstalments)
    .set({ ...values, status: 'failed' })
    .where(and(eq(paymentPlanInstalments.id, id), ne(paymentPlanInstalments.status, 'paid')));
}

/**
 * Claims one instalment due for an automatic charge (its time passed, its plan active), locked
 * with SKIP LOCKED so each instance running the job takes a different one and holds it through
 * the charge. `skip` holds the ids this pass already handled. An instalment with a Stripe 'Pay
 * now' session that ended after `payNowEndedBefore` (or is still open) is left alone.
 */
export async function claimDueInstalment(
  db: DbOrTx,
  now: Date,
  skip: number[],
  payNowEndedBefore: Date = now,
): Promise<{ instalment: InstalmentRow; plan: PlanRow } | null> {
  const [row] = await db
    .select({ instalment: paymentPlanInstalments, plan: paymentPlans })
    .from(paymentPlanInstalments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentPlanInstalments.planId))
    .where(
      and(
        ne(paymentPlanInstalments.status, 'paid'),
        isNotNull(paymentPlanInstalments.nextAttemptAt),
        lte(paymentPlanInstalments.nextAttemptAt, now),
        eq(paymentPlans.status, 'active'),
        or(
          isNull(paymentPlanInstalments.payNowExpiresAt),
          lt(paymentPlanInstalments.payNowExpiresAt, payNowEndedBefore),
        ),
        skip.length > 0 ? notInArray(paymentPlanInstalments.id, skip) : undefined,
      ),
    )
    .orderBy(asc(paymentPlanInstalments.nextAttemptAt), asc(paymentPlanInstalments.id))
    .limit(1)
    .for('update', { of: [paymentPlanInstalments, paymentPlans], skipLocked: true });
  return row ?? null;
}

/**
 * Stripe's 'Pay now' (decision 0071): a new Checkout Session attempt for a failed instalment,
 * marked before Stripe is called (so the job already leaves it alone). Answers whether it was.
 */
export async function markPayNowAttempt(
  db: DbOrTx,
  id: number,
  values: { attempts: number; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(paymentPlanInstalments)
    .set({
      payNowAttempts: values.attempts,
      payNowExpiresAt: values.expiresAt,
      payNowSessionId: null,
      payNowUrl: null,
    })
    .where(and(eq(paymentPlanInstalments.id, id), eq(paymentPlanInstalments.status, 'failed')))
    .returning({ id: paymentPlanInstalments.id });
  return rows.length === 1;
}

/** The Checkout Session Stripe answered for that attempt (only if it is still the latest). */
export async function recordPayNowSession(
  db: DbOrTx,
  id: number,
  attempt: number,
  session: { sessionId: string; url: string },
): Promise<boolean> {
  const rows = await db
    .update(paymentPlanInstalments)
    .set({ payNowSessionId: session.sessionId, payNowUrl: session.url })
    .where(
      and(
        eq(paymentPlanInstalments.id, id),
        eq(paymentPlanInstalments.payNowAttempts, attempt),
        eq(paymentPlanInstalments.status, 'failed'),
      ),
    )
    .returning({ id: paymentPlanInstalments.id });
  return rows.length === 1;
}

/** The 'Pay now' session ended unpaid: forgotten (only that session, when one is named). */
export async function clearPayNow(db: DbOrTx, id: number, sessionId?: string): Promise<void> {
  await db
    .update(paymentPlanInstalments)
    .set({ payNowSessionId: null, payNowUrl: null, payNowExpiresAt: null })
    .where(
      and(
        eq(paymentPlanInstalments.id, id),
        sessionId === undefined ? undefined : eq(paymentPlanInstalments.payNowSessionId, sessionId),
      ),
    );
}
