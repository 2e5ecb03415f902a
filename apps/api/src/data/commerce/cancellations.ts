/**
 * Cancellation requests of paid activities and their refunds (decision 0064), part of the
 * commerce aggregate: the only code that reads or writes cancellation_requests. Queries only.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { CancellationStatus } from '@camp/shared/refunds';
import type { DbOrTx } from '../../db/client.js';
import {
  cancellationRefunds,
  cancellationRequests,
} from '../../db/schema/cancellation-requests.js';
import { users } from '../../db/schema/users.js';

export type CancellationRow = typeof cancellationRequests.$inferSelect;
export type NewCancellation = typeof cancellationRequests.$inferInsert;
export type CancellationRefundRow = typeof cancellationRefunds.$inferSelect;
export type NewCancellationRefund = typeof cancellationRefunds.$inferInsert;

/**
 * Inserts a pending request; answers null when the activity already has an open one (the
 * partial unique index decides, so two requests at once make one).
 */
export async function insertRequest(
  db: DbOrTx,
  values: NewCancellation,
): Promise<CancellationRow | null> {
  const [row] = await db.insert(cancellationRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findRequest(db: DbOrTx, id: number): Promise<CancellationRow | null> {
  const [row] = await db
    .select()
    .from(cancellationRequests)
    .where(eq(cancellationRequests.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Moves a request from one status to another once: the row count decides, so of two deciders
 * (or a decider and the parent withdrawing) exactly one changes it. Answers the row or null.
 */
export async function transition(
  db: DbOrTx,
  id: number,
  from: CancellationStatus,
  values: Partial<NewCancellation> & { status: CancellationStatus },
): Promise<CancellationRow | null> {
  const [row] = await db
    .update(cancellationRequests)
    .set(values)
    .where(and(eq(cancellationRequests.id, id), eq(cancellationRequests.status, from)))
    .returning();
  return row ?? null;
}

/** Withdraws every pending request of a parent (their account closing); answers them. */
export function withdrawPendingOfParent(
  db: DbOrTx,
  parentId: number,
  at: Date,
): Promise<CancellationRow[]> {
  return db
    .update(cancellationRequests)
    .set({ status: 'withdrawn', decidedAt: at, decidedById: parentId })
    .where(
      and(eq(cancellationRequests.parentId, parentId), eq(cancellationRequests.status, 'pending')),
    )
    .returning();
}

/**
 * Approved requests refunded against a payment (the charge.refunded webhook), locked: the one
 * the place was paid with, or, for a place paid in instalments, any charge of the plan that one
 * of the request's refunds went against (decision 0070).
 */
export function approvedOfPayment(db: DbOrTx, paymentIntentId: string): Promise<CancellationRow[]> {
  return db
    .select()
    .from(cancellationRequests)
    .where(
      and(
        or(
          eq(cancellationRequests.paymentIntentId, paymentIntentId),
          inArray(
            cancellationRequests.id,
            db
              .select({ id: cancellationRefunds.cancellationRequestId })
              .from(cancellationRefunds)
              .where(eq(cancellationRefunds.paymentIntentId, paymentIntentId)),
          ),
        ),
        eq(cancellationRequests.status, 'approved'),
      ),
    )
    .for('update', { of: cancellationRequests });
}

// ---- refunds of places paid in instalments (decision 0070) ------------------------------------

/** Records the refunds of a request, one per charge touched. */
export async function insertRefunds(db: DbOrTx, rows: NewCancellationRefund[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(cancellationRefunds).values(rows);
}

/** A request's refunds, in the order they were made (newest charge first). */
export function refundsOf(db: DbOrTx, requestId: number): Promise<CancellationRefundRow[]> {
  return db
    .select()
    .from(cancellationRefunds)
    .where(eq(cancellationRefunds.cancellationRequestId, requestId))
    .orderBy(cancellationRefunds.id);
}

/** transfer.reversed for a plan's charge: notes Stripe's confirmation once per reversal. */
export async function setRefundTransfersReversed(
  db: DbOrTx,
  reversalIds: string[],
  at: Date,
): Promise<void> {
  if (reversalIds.length === 0) return;
  await db
    .update(cancellationRefunds)
    .set({ transferReversedAt: at })
    .where(
      and(
        inArray(cancellationRefunds.transferReversalId, reversalIds),
        isNull(cancellationRefunds.transferReversedAt),
      ),
    );
}

/**
 * The itinerary activities that have left a payment plan: their cancellation was approved or
 * refunded (decision 0070). The plan's later charges are shared over its other activities.
 */
export async function placesOutOfPlan(db: DbOrTx, planId: number): Promise<number[]> {
  const rows = await db
    .select({ id: cancellationRequests.itineraryActivityId })
    .from(cancellationRequests)
    .where(
      and(
        eq(cancellationRequests.paymentPlanId, planId),
        inArray(cancellationRequests.status, ['approved', 'refunded']),
      ),
    );
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

/**
 * The money of each canceled place of these itineraries (decision 0072): what was paid for it and
 * what came back, from its refunded request (the latest, if it was canceled more than once).
 */
export async function refundedPlaces(
  db: DbOrTx,
  itineraryIds: readonly number[],
): Promise<Map<number, { paidCents: number; refundedCents: number }>> {
  if (itineraryIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: cancellationRequests.itineraryActivityId,
      paidCents: cancellationRequests.paidCents,
      refundedCents: cancellationRequests.refundAmountCents,
    })
    .from(cancellationRequests)
    .where(
      and(
        inArray(cancellationRequests.itineraryId, [...itineraryIds]),
        eq(cancellationRequests.status, 'refunded'),
      ),
    )
    .orderBy(asc(cancellationRequests.refundedAt), asc(cancellationRequests.id));
  const byPlace = new Map<number, { paidCents: number; refundedCents: number }>();
  for (const r of rows)
    if (r.id !== null)
      byPlace.set(r.id, { paidCents: r.paidCents, refundedCents: r.refundedCents ?? 0 });
  return byPlace;
}

export async function findByTransferReversal(
  db: DbOrTx,
  reversalIds: string[],
): Promise<CancellationRow[]> {
  if (reversalIds.length === 0) return [];
  return db
    .select()
    .from(cancellationRequests)
    .where(inArray(cancellationRequests.transferReversalId, reversalIds))
    .for('update');
}

export async function setTransferReversed(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(cancellationRequests)
    .set({ transferReversedAt: at })
    .where(eq(cancellationRequests.id, id));
}

export interface RequestFilter {
  parentId?: number;
  providerUserId?: number;
  status?: CancellationStatus;
}

function where(f: RequestFilter): SQL | undefined {
  return and(
    f.parentId === undefined ? undefined : eq(cancellationRequests.parentId, f.parentId),
    f.providerUserId === undefined
      ? undefined
      : eq(cancellationRequests.providerUserId, f.providerUserId),
    f.status === undefined ? undefined : eq(cancellationRequests.status, f.status),
  );
}

export async function countRequests(db: DbOrTx, f: RequestFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cancellationRequests).where(where(f));
  return row?.n ?? 0;
}

/** Newest first, with the parent's name. */
export function listRequests(
  db: DbOrTx,
  f: RequestFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({ request: cancellationRequests, parentName: users.name })
    .from(cancellationRequests)
    .innerJoin(users, eq(users.id, cancellationRequests.parentId))
    .where(where(f))
    .orderBy(desc(cancellationRequests.createdAt), desc(cancellationRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The open (pending or approved) requests of these places, if any. */
export function openRequestsOfPlaces(
  db: DbOrTx,
  itineraryActivityIds: number[],
): Promise<CancellationRow[]> {
  if (itineraryActivityIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(cancellationRequests)
    .where(
      and(
        inArray(cancellationRequests.itineraryActivityId, itineraryActivityIds),
        inArray(cancellationRequests.status, ['pending', 'approved']),
      ),
    );
}
