import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { orderStatusEnum, paymentProviderEnum } from './enums.js';
import { users } from './users.js';
import { packages } from './packages.js';
import { coupons } from './coupons.js';

/**
 * A parent's purchase of a package. The parent's current package and order status (session
 * fields package, package_type, order_status) come from their latest order.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    status: orderStatusEnum().notNull().default('draft'),
    /** Total charged after the discount. */
    amountCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    /**
     * What an admin gave back of this payment, summed (decision 0095); at most amountCents. Each
     * refund adds to it by a conditional update under the order's row lock.
     */
    refundedCents: integer().notNull().default(0),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    provider: paymentProviderEnum().notNull().default('local'),
    /** PaymentIntent / Checkout Session id (Stripe) or the local simulator's payment id. */
    providerPaymentId: varchar({ length: 255 }),
    paidAt: tz(),
    /**
     * The operator ended this plan on the family's request (downgrade to free): while it is the
     * latest order, the family has no package.
     */
    endedAt: tz(),
    /**
     * One per payment attempt: every provider call for this order carries it (Stripe's
     * Idempotency-Key and metadata), so a retried call never charges twice.
     */
    idempotencyKey: uuid()
      .notNull()
      .default(sql`gen_random_uuid()`),
    /** A purchase of the one_time (Basic) package: a parent holds at most one (decision 0030). */
    oneTime: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_package_idx').on(t.packageId),
    index('orders_coupon_idx').on(t.couponId),
    uniqueIndex('orders_provider_payment_uq').on(t.provider, t.providerPaymentId),
    uniqueIndex('orders_idempotency_key_uq').on(t.idempotencyKey),
    // A parent has at most one payment being charged at a time: two clicks on Pay, two tabs or
    // two API instances cannot both charge (decision 0030).
    uniqueIndex('orders_one_draft_per_user_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'draft'`),
    // The one-time package is bought once while it lasts: an open or paid one_time order blocks
    // another until it is ended (refunded in full, or ended by an operator).
    uniqueIndex('orders_one_time_per_user_uq')
      .on(t.userId)
      .where(
        sql`${t.oneTime} AND ${t.status} IN ('draft', 'pending', 'paid') AND ${t.endedAt} IS NULL`,
      ),
    check('orders_amounts_nonnegative', sql`${t.amountCents} >= 0 AND ${t.discountCents} >= 0`),
    check(
      'orders_refunded_within_amount',
      sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);
