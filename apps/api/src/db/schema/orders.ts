import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    provider: paymentProviderEnum().notNull().default('local'),
    /** PaymentIntent / Checkout Session id (Stripe) or the local simulator's payment id. */
    providerPaymentId: varchar({ length: 255 }),
    paidAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_package_idx').on(t.packageId),
    index('orders_coupon_idx').on(t.couponId),
    uniqueIndex('orders_provider_payment_uq').on(t.provider, t.providerPaymentId),
    check('orders_amounts_nonnegative', sql`${t.amountCents} >= 0 AND ${t.discountCents} >= 0`),
  ],
);
