import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { paymentProviderEnum, subscriptionStatusEnum } from './enums.js';
import { users } from './users.js';
import { packages } from './packages.js';
import { orders } from './orders.js';

/** A recurring (monthly/annually) package: its period and renewal state. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    /** The order that started it. */
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    status: subscriptionStatusEnum().notNull().default('active'),
    provider: paymentProviderEnum().notNull().default('local'),
    providerSubscriptionId: varchar({ length: 255 }),
    /**
     * What each renewal charges, in cents: the plan's price when it was bought. A price the
     * operator changes later applies to new subscriptions only.
     */
    priceCents: integer().notNull(),
    /** The card renewals are charged to: a local_payment_methods token or Stripe's 'pm_…'. */
    paymentMethodId: varchar({ length: 255 }),
    currentPeriodStart: tz().notNull(),
    currentPeriodEnd: tz().notNull(),
    trialEndsAt: tz(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    canceledAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_package_idx').on(t.packageId),
    index('subscriptions_order_idx').on(t.orderId),
    uniqueIndex('subscriptions_provider_sub_uq').on(t.provider, t.providerSubscriptionId),
    check('subscriptions_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);
