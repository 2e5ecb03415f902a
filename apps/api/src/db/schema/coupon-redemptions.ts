import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './_columns.js';
import { users } from './users.js';
import { coupons } from './coupons.js';
import { orders } from './orders.js';

/**
 * One row per paid use of a coupon, one per order at most. How many a parent may have of one
 * coupon is the coupon's per-family limit, checked when a payment takes its use.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    uniqueIndex('coupon_redemptions_order_uq').on(t.orderId),
    index('coupon_redemptions_user_idx').on(t.userId),
  ],
);
