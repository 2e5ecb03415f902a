/**
 * The commerce aggregate: orders, coupons and their redemptions, subscriptions, saved local
 * cards and payment-provider events. The only code that writes these tables; the parent's
 * payments, the parent's account closing and the director's payment connect call it. Queries
 * only, no rules.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { PaymentProvider } from '@camp/shared/enums';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { packages } from '../../db/schema/packages.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { coupons } from '../../db/schema/coupons.js';
import { couponRedemptions } from '../../db/schema/coupon-redemptions.js';
import { localPaymentMethods } from '../../db/schema/local-payment-methods.js';
import { paymentEvents } from '../../db/schema/payment-events.js';
import type { users } from '../../db/schema/users.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type CouponRow = typeof coupons.$inferSelect;
export type LocalCardRow = typeof localPaymentMethods.$inferSelect;
export type NewLocalCard = typeof localPaymentMethods.$inferInsert;
export type UserRow = typeof users.$inferSelect;

/** An order with the plan it bought (what every answer and mail shows). */
export interface OrderWithPackage {
  order: OrderRow;
  packageName: (typeof packages.$inferSelect)['name'];
  packageType: (typeof packages.$inferSelect)['packageType'];
}

function ordersWithPackage(db: DbOrTx) {
  return db
    .select({ order: orders, packageName: packages.name, packageType: packages.packageType })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId));
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)] as const;

// ---- orders ------------------------------------------------------------------------------------

/**
 * The parent's latest order, which decides their package; null when there is none or when the
 * operator ended that plan (the family is on no package until it buys one again).
 */
export async function findLatestOrder(
  db: DbOrTx,
  userId: number,
): Promise<OrderWithPackage | null> {
  const [row] = await ordersWithPackage(db)
    .where(eq(orders.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  return row && row.order.endedAt === null ? row : null;
}

/** The id of the parent's newest paid order (the one paying for the package they hold). */
export async function findLatestPaidOrderId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .orderBy(...newestFirst)
    .limit(1);
  return row?.id ?? null;
}

/** Ends the plan of the parent's latest order (downgrade to free); the order itself stays. */
export async function endLatestOrder(db: DbOrTx, userId: number, now: Date): Promise<void> {
  const latest = await findLatestOrder(db, userId);
  if (!latest) return;
  await db.update(orders).set({ endedAt: now }).where(eq(orders.id, latest.order.id));
}

/** The parent's order still being charged (a draft; the schema allows one per parent). */
export async function findDraftOrder(db: DbOrTx, userId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'draft')))
    .limit(1);
  return row ?? null;
}

/** True when the parent holds an open or paid order of the one-time package not ended. */
export async function hasOneTimeOrder(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.oneTime, true),
        inArray(orders.status, ['draft', 'pending', 'paid']),
        isNull(orders.endedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims a draft opened before `before` whose charging request is gone: the request holds its
 * draft's row lock from the charge to the settlement, so a draft that SKIP LOCKED can lock has
 * nobody charging it (its process died, or its connection did). With `userId`, only that
 * parent's; `skip` holds ids this pass already handled.
 */
export async function claimOrphanDraft(
  db: DbOrTx,
  before: Date,
  opts: { userId?: number; skip?: number[] } = {},
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'draft'),
        lt(orders.createdAt, before),
        opts.userId === undefined ? undefined : eq(orders.userId, opts.userId),
        opts.skip?.length ? notInArray(orders.id, opts.skip) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function insertOrder(db: DbOrTx, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

/**
 * Updates an order only while its status is one of `from` (a paid order never goes back);
 * null when it was not in one of them.
 */
export async function updateOrderFrom(
  db: DbOrTx,
  id: number,
  from: OrderRow['status'][],
  values: Partial<Pick<OrderRow, 'status' | 'providerPaymentId' | 'paidAt'>>,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning();
  return row ?? null;
}

/** An order with its plan; with `userId`, only that parent's (another's reads as missing). */
export async function findOrderWithPackage(
  db: DbOrTx,
  id: number,
  userId?: number,
): Promise<OrderWithPackage | null> {
  const [row] = await ordersWithPackage(db)
    .where(and(eq(orders.id, id), userId === undefined ? undefined : eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function listOrdersOfUser(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<OrderWithPackage[]> {
  return ordersWithPackage(db)
    .where(eq(orders.userId, userId))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The order a provider payment (PaymentIntent, invoice) belongs to, locked. */
export async function findOrderByProviderPayment(
  db: DbOrTx,
  provider: PaymentProvider,
  paymentId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerPaymentId, paymentId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findOrderForUpdate(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row ?? null;
}

// ---- coupons -----------------------------------------------------------------------------------

/** Codes are stored uppercased; the lookup ignores case. */
export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, code.toUpperCase()))
    .limit(1);
  return row ?? null;
}

export async function findCoupon(db: DbOrTx, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}

/**
 * The uses of a coupon one parent account (a family) has: its paid orders' redemptions and its
 * payments still running with the code (draft or pending orders, each holding a use).
 */
export async function familyUses(db: DbOrTx, couponId: number, userId: number): Promise<number> {
  const [redeemed] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  const [running] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.couponId, couponId),
        eq(orders.userId, userId),
        inArray(orders.status, ['draft', 'pending']),
      ),
    );
  return (redeemed?.n ?? 0) + (running?.n ?? 0);
}

/**
 * Holds one use of the coupon for a payment that is starting, in one statement: only while
 * redemptions plus uses already held stay below the maximum, so parents paying at the same
 * moment cannot take more uses than there are. False when none is left.
 */
export async function reserveCouponUse(db: DbOrTx, couponId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ reservedCount: sql`${coupons.reservedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(
          isNull(coupons.maxRedemptions),
          sql`${coupons.redemptionsCount} + ${coupons.reservedCount} < ${coupons.maxRedemptions}`,
        ),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

/** Gives back a use held by a payment that failed (never below zero). */
export async function releaseCouponUse(db: DbOrTx, couponId: number): Promise<void> {
  await db
    .update(coupons)
    .set({ reservedCount: sql`${coupons.reservedCount} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.reservedCount} > 0`));
}

/**
 * Records the order's use of the coupon and counts it; nothing when already recorded (one
 * redemption per order). A use the payment held (`reserved`) becomes the redemption, in the
 * same statement.
 */
export async function redeemCoupon(
  db: DbOrTx,
  couponId: number,
  userId: number,
  orderId: number,
  reserved: boolean,
): Promise<boolean> {
  const inserted = await db
    .insert(couponRedemptions)
    .values({ couponId, userId, orderId })
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id });
  if (inserted.length === 0) {
    if (reserved) await releaseCouponUse(db, couponId);
    return false;
  }
  await db
    .update(coupons)
    .set({
      redemptionsCount: sql`${coupons.redemptionsCount} + 1`,
      ...(reserved ? { reservedCount: sql`greatest(${coupons.reservedCount} - 1, 0)` } : {}),
    })
    .where(eq(coupons.id, couponId));
  return true;
}

// ---- local payment methods -------------------------------------------------------------------

export async function insertLocalCard(db: DbOrTx, values: NewLocalCard): Promise<LocalCardRow> {
  const [row] = await db.insert(localPaymentMethods).values(values).returning();
  return row!;
}

/** The parent's own saved card; null for another parent's or an unknown token. */
export async function findLocalCardOfUser(
  db: DbOrTx,
  userId: number,
  token: string,
): Promise<LocalCardRow | null> {
  const [row] = await db
    .select()
    .from(localPaymentMethods)
    .where(and(eq(localPaymentMethods.token, token), eq(localPaymentMethods.userId, userId)))
    .limit(1);
  return row ?? null;
}

// ---- subscriptions ---------------------------------------------------------------------------

export async function insertSubscription(
  db: DbOrTx,
  values: NewSubscription,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<SubscriptionRow, 'id' | 'createdAt' | 'updatedAt'>>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

export async function findSubscriptionByProviderId(
  db: DbOrTx,
  provider: PaymentProvider,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The parent's newest subscription with its plan name. */
export async function findLatestSubscription(
  db: DbOrTx,
  userId: number,
): Promise<{ subscription: SubscriptionRow; packageName: OrderWithPackage['packageName'] } | null> {
  const [row] = await db
    .select({ subscription: subscriptions, packageName: packages.name })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** Subscriptions of the parent still open (not canceled), except `keepId`. */
export async function listOpenSubscriptions(
  db: DbOrTx,
  userId: number,
  keepId: number,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        sql`${subscriptions.status} <> 'canceled'`,
        sql`${subscriptions.id} <> ${keepId}`,
      ),
    );
}

/**
 * Claims one local subscription whose period has ended and that is in good standing, locked
 * with SKIP LOCKED so that each API instance running the renewal job takes a different one.
 * `skip` holds the ids this pass already handled.
 */
export async function claimDueLocalSubscription(
  db: DbOrTx,
  now: Date,
  skip: number[],
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'local'),
        or(eq(subscriptions.status, 'active'), eq(subscriptions.status, 'trialing')),
        lte(subscriptions.currentPeriodEnd, now),
        skip.length > 0 ? notInArray(subscriptions.id, skip) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function findLocalCardByToken(
  db: DbOrTx,
  token: string,
): Promise<LocalCardRow | null> {
  const [row] = await db
    .select()
    .from(localPaymentMethods)
    .where(eq(localPaymentMethods.token, token))
    .limit(1);
  return row ?? null;
}

export async function cancelSubscriptions(db: DbOrTx, parentId: number, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false })
    .where(and(eq(subscriptions.userId, parentId), ne(subscriptions.status, 'canceled')));
  // No renewal can be charged any more, so no subscription keeps a card.
  await db
    .update(subscriptions)
    .set({ paymentMethodId: null })
    .where(eq(subscriptions.userId, parentId));
}

/** Cards saved with the local provider (brand, last four, expiry): nothing left to charge. */
export async function deleteLocalPaymentMethods(db: DbOrTx, parentId: number): Promise<void> {
  await db.delete(localPaymentMethods).where(eq(localPaymentMethods.userId, parentId));
}

/** Records a webhook event; false when (provider, event id) was already recorded. */
export async function insertPaymentEvent(
  db: DbOrTx,
  values: {
    eventId: string;
    type: string;
    payload: Record<string, unknown>;
    processedAt: Date;
    /** The built-in provider records its own events too (default Stripe). */
    provider?: 'stripe' | 'local';
  },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider: 'stripe', ...values })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/**
 * Adds an admin's refund to a paid order (decision 0095), only while it stays within what was
 * paid: the row count decides. Answers the order, or null when the amount would pass it.
 */
export async function addOrderRefund(
  db: DbOrTx,
  id: number,
  cents: number,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${cents}` })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, 'paid'),
        sql`${orders.refundedCents} + ${cents} <= ${orders.amountCents}`,
      ),
    )
    .returning();
  return row ?? null;
}
