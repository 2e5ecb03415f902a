import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './_columns.js';
import { users } from './users.js';
import { coupons } from './coupons.js';
import { orders } from './orders.js';

/** One row per paid use of a coupon; a parent redeems a given coupon at most once. */
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
    uniqueIndex('coupon_redemptions_coupon_user_uq').on(t.couponId, t.userId),
    index('coupon_redemptions_user_idx').on(t.userId),
    index('coupon_redemptions_order_idx').on(t.orderId),
  ],
);
