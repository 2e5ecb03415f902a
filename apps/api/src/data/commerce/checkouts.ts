/**
 * Checkout sessions and their items (decision 0057), part of the commerce aggregate: the only
 * code that reads or writes checkout_sessions and checkout_items. Queries only, no rules.
 */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { checkoutItems, checkoutSessions } from '../../db/schema/checkout-sessions.js';
import { activities } from '../../db/schema/activities.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type NewCheckout = typeof checkoutSessions.$inferInsert;
export type CheckoutItemRow = typeof checkoutItems.$inferSelect;
export type NewCheckoutItem = Omit<typeof checkoutItems.$inferInsert, 'checkoutSessionId'>;

export async function insertCheckout(
  db: DbOrTx,
  values: NewCheckout,
  items: NewCheckoutItem[],
): Promise<CheckoutRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  await db.insert(checkoutItems).values(items.map((i) => ({ ...i, checkoutSessionId: row!.id })));
  return row!;
}

/** An open checkout holds the itinerary activity (a condition for a larger read). */
export const heldByCheckout = (itineraryActivityId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${checkoutItems} WHERE ${checkoutItems.itineraryActivityId} = ${itineraryActivityId} AND ${checkoutItems.held})`;

/** The itinerary activities among `ids` an open checkout holds now. */
export async function heldItineraryActivityIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: checkoutItems.itineraryActivityId })
    .from(checkoutItems)
    .where(and(inArray(checkoutItems.itineraryActivityId, ids), eq(checkoutItems.held, true)));
  return new Set(rows.map((r) => r.id));
}

export async function findCheckout(
  db: DbOrTx,
  key: { token: string } | { providerSessionId: string } | { id: number },
  lock = false,
): Promise<CheckoutRow | null> {
  const where =
    'token' in key
      ? eq(checkoutSessions.token, key.token)
      : 'id' in key
        ? eq(checkoutSessions.id, key.id)
        : eq(checkoutSessions.providerSessionId, key.providerSessionId);
  const q = db.select().from(checkoutSessions).where(where).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export function itemsOf(db: DbOrTx, checkoutId: number): Promise<CheckoutItemRow[]> {
  return db
    .select()
    .from(checkoutItems)
    .where(eq(checkoutItems.checkoutSessionId, checkoutId))
    .orderBy(asc(checkoutItems.id));
}

/** Stripe's session id and page once created. */
export async function setProviderSession(
  db: DbOrTx,
  id: number,
  values: { providerSessionId: string; url: string },
): Promise<void> {
  await db.update(checkoutSessions).set(values).where(eq(checkoutSessions.id, id));
}

/** A closed checkout and the items whose hold this close ended (their seats' activities). */
export type ClosedCheckout = CheckoutRow & { releasedItems: CheckoutItemRow[] };

/**
 * Moves an open checkout to complete or expired and lets go of its items' holds, in one
 * statement each; the row count decides who does it, so it happens once. Answers the row with
 * the items it let go of (the caller decides what happens to their seats: decision 0062), or
 * null when it was no longer open.
 */
export async function closeCheckout(
  db: DbOrTx,
  id: number,
  to: { status: 'complete'; at: Date; providerPaymentId: string } | { status: 'expired'; at: Date },
): Promise<ClosedCheckout | null> {
  const [row] = await db
    .update(checkoutSessions)
    .set(
      to.status === 'complete'
        ? { status: 'complete', completedAt: to.at, providerPaymentId: to.providerPaymentId }
        : { status: 'expired', expiredAt: to.at },
    )
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning();
  if (!row) return null;
  const releasedItems = await db
    .update(checkoutItems)
    .set({ held: false })
    .where(and(eq(checkoutItems.checkoutSessionId, id), eq(checkoutItems.held, true)))
    .returning();
  return { ...row, releasedItems };
}

/** Seats of the activity that open checkouts hold now (decision 0062: counted in reserved). */
export async function countHeldSeats(db: DbOrTx, activityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkoutItems)
    .where(and(eq(checkoutItems.activityId, activityId), eq(checkoutItems.held, true)));
  return row?.n ?? 0;
}

/** Open checkouts past their expiry, locked for this sweep (others skip them). */
export function claimExpiredCheckouts(db: DbOrTx, now: Date, limit: number): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.status, 'open'), lte(checkoutSessions.expiresAt, now)))
    .orderBy(asc(checkoutSessions.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Every open checkout of a parent, locked (the account is being closed). */
export function openCheckoutsOfParent(db: DbOrTx, parentId: number): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.parentId, parentId), eq(checkoutSessions.status, 'open')))
    .for('update');
}

/** The open checkouts with an item of this director's programs, locked (oldest first). */
export function openCheckoutsForProvider(db: DbOrTx, providerUserId: number): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.status, 'open'),
        inArray(
          checkoutSessions.id,
          db
            .select({ id: checkoutItems.checkoutSessionId })
            .from(checkoutItems)
            .where(and(eq(checkoutItems.providerUserId, providerUserId), eq(checkoutItems.held, true))),
        ),
      ),
    )
    .orderBy(asc(checkoutSessions.id))
    .for('update');
}

/**
 * The parent's open checkouts of these itineraries (a new checkout replaces them): started for
 * one of them, or holding a place of one of them (a family checkout pays several itineraries).
 */
export function openCheckoutsOf(
  db: DbOrTx,
  parentId: number,
  itineraryIds: number[],
): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.parentId, parentId),
        eq(checkoutSessions.status, 'open'),
        or(
          inArray(checkoutSessions.itineraryId, itineraryIds),
          inArray(
            checkoutSessions.id,
            db
              .select({ id: checkoutItems.checkoutSessionId })
              .from(checkoutItems)
              .innerJoin(
                itineraryActivities,
                eq(itineraryActivities.id, checkoutItems.itineraryActivityId),
              )
              .where(
                and(
                  eq(checkoutItems.held, true),
                  inArray(itineraryActivities.itineraryId, itineraryIds),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(checkoutSessions.id))
    .for('update');
}

/** The itineraries a checkout pays places of: one, or several for a family checkout. */
export async function itineraryIdsOf(db: DbOrTx, checkout: CheckoutRow): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: itineraryActivities.itineraryId })
    .from(checkoutItems)
    .innerJoin(itineraryActivities, eq(itineraryActivities.id, checkoutItems.itineraryActivityId))
    .where(eq(checkoutItems.checkoutSessionId, checkout.id));
  const ids = new Set([checkout.itineraryId, ...rows.map((r) => r.id)]);
  return [...ids].sort((a, b) => a - b);
}

/** The advisory lock class of a family's checkouts (its second key is the parent's id). */
const FAMILY_CHECKOUT_LOCK = 727106;

/**
 * Serialises a family's checkout starts until the transaction ends: the program discounts of
 * one checkout are priced against the family's other places (decision 0106), so two checkouts
 * of one family must not price at once. The family's lock is taken first, before any row lock,
 * then the parent's itineraries among `ids` are locked FOR UPDATE in id order (two starts never
 * lock them crosswise), in one statement: the lock is a one-time filter
 * evaluated before the scan, and a row lock answers the row's latest version, so nothing read
 * here predates the wait. The next statements of the transaction see what the family's previous
 * checkout committed. An id that is not the parent's is missing from the answer.
 */
export function lockFamilyItineraries(
  db: DbOrTx,
  parentId: number,
  ids: number[],
): Promise<(typeof itineraries.$inferSelect)[]> {
  return db
    .select()
    .from(itineraries)
    .where(
      and(
        sql`${itineraries.id} = ANY(${sql.placeholder('ids')}::int[])`,
        eq(itineraries.parentId, sql.placeholder('parentId')),
        sql`(SELECT 1 FROM pg_advisory_xact_lock(${FAMILY_CHECKOUT_LOCK}::int, ${sql.placeholder('parentId')}::int)) = 1`,
      ),
    )
    .orderBy(asc(itineraries.id))
    .for('update')
    // A named statement: parsed and planned once per connection.
    .prepare('checkout_lock_family_itineraries')
    .execute({ ids, parentId });
}

/**
 * The family's places in these programs that a discount is measured against: paid (and not
 * canceled) through a completed checkout, or held by an open checkout not yet past its expiry;
 * each with the discount its checkout gave it.
 */
export function familyPlacesInPrograms(
  db: DbOrTx,
  parentId: number,
  programIds: number[],
  now: Date,
) {
  if (programIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      itineraryActivityId: checkoutItems.itineraryActivityId,
      checkoutSessionId: checkoutItems.checkoutSessionId,
      itineraryId: itineraryActivities.itineraryId,
      childId: itineraries.childId,
      programId: activities.providerId,
      discountKind: checkoutItems.discountKind,
      paid: sql<boolean>`${checkoutSessions.status} = 'complete'`,
    })
    .from(checkoutItems)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, checkoutItems.checkoutSessionId))
    .innerJoin(itineraryActivities, eq(itineraryActivities.id, checkoutItems.itineraryActivityId))
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .innerJoin(activities, eq(activities.id, checkoutItems.activityId))
    .where(
      and(
        eq(itineraries.parentId, parentId),
        inArray(activities.providerId, programIds),
        or(
          and(
            eq(checkoutItems.held, true),
            eq(checkoutSessions.status, 'open'),
            gt(checkoutSessions.expiresAt, now),
          ),
          and(
            eq(checkoutSessions.status, 'complete'),
            eq(itineraryActivities.paymentStatus, 'paid'),
            isNull(itineraryActivities.canceledAt),
          ),
        ),
      ),
    );
}
export type FamilyPlace = Awaited<ReturnType<typeof familyPlacesInPrograms>>[number];
