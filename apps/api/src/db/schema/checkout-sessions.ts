import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_KINDS } from '@camp/shared/discounts';
import { CHECKOUT_STATUSES } from '@camp/shared/checkout';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { paymentProviderEnum } from './enums.js';
import { users } from './users.js';
import { itineraries } from './itineraries.js';
import { itineraryActivities } from './itinerary-activities.js';
import { activities } from './activities.js';

/**
 * One checkout of a parent for some activities of one itinerary (decision 0057): open for 30
 * minutes, then complete (paid and fulfilled) or expired (canceled, timed out or refused). The
 * status moves out of open once, by a conditional UPDATE, so fulfilment and expiry each happen
 * once whoever (request, webhook, sweep) gets there.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    /** Our id ('cs_local_…'), the built-in provider's page and the webhooks' metadata use it. */
    token: varchar({ length: 64 }).notNull(),
    provider: paymentProviderEnum().notNull(),
    /** Stripe's Checkout Session id once created; null for the built-in provider. */
    providerSessionId: varchar({ length: 255 }),
    /** Stripe's PaymentIntent (or the built-in provider's payment id) once paid. */
    providerPaymentId: varchar({ length: 255 }),
    parentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itineraryId: integer()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    status: varchar({ length: 16, enum: CHECKOUT_STATUSES }).notNull().default('open'),
    amountCents: integer().notNull(),
    url: varchar({ length: 2048 }),
    expiresAt: tz().notNull(),
    completedAt: tz(),
    expiredAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_token_uq').on(t.token),
    uniqueIndex('checkout_sessions_provider_session_uq').on(t.provider, t.providerSessionId),
    index('checkout_sessions_parent_idx').on(t.parentId),
    index('checkout_sessions_itinerary_idx').on(t.itineraryId),
    index('checkout_sessions_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    check('checkout_sessions_status_ck', sql`${t.status} IN ('open', 'complete', 'expired')`),
    check('checkout_sessions_amount_ck', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * The itinerary activities of a checkout. `held` is true while the checkout is open: the
 * partial unique index lets one open checkout hold an itinerary activity at a time, so two
 * checkouts (two tabs, two instances) can never both charge for the same place.
 */
export const checkoutItems = pgTable(
  'checkout_items',
  {
    id: id(),
    checkoutSessionId: integer()
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    itineraryActivityId: integer()
      .notNull()
      .references(() => itineraryActivities.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    /** The program's director, paid this item's share (null when the program lost its director). */
    providerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What the family is charged: price + fee at checkout time, less the discount. */
    amountCents: integer().notNull(),
    /** Price + fee before the program's discount (decision 0106); equals amountCents without one. */
    listAmountCents: integer().notNull(),
    /** The program's discount applied to this place ('sibling' | 'multi_week'), or null. */
    discountKind: varchar({ length: 16, enum: DISCOUNT_KINDS }),
    discountPercent: smallint(),
    held: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkout_items_session_idx').on(t.checkoutSessionId),
    index('checkout_items_activity_idx').on(t.activityId),
    index('checkout_items_provider_idx').on(t.providerUserId),
    uniqueIndex('checkout_items_held_uq')
      .on(t.itineraryActivityId)
      .where(sql`${t.held}`),
    check('checkout_items_amount_ck', sql`${t.amountCents} >= 0`),
    check(
      'checkout_items_discount_ck',
      sql`${t.amountCents} <= ${t.listAmountCents} AND (${t.discountKind} IS NULL) = (${t.discountPercent} IS NULL) AND (${t.discountKind} IS NULL OR ${t.discountKind} IN ('sibling', 'multi_week'))`,
    ),
  ],
);
