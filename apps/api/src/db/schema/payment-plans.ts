import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { INSTALMENT_STATUSES, PAYMENT_PLAN_STATUSES } from '@camp/shared/payment-plan';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { paymentProviderEnum } from './enums.js';
import { users } from './users.js';
import { itineraries } from './itineraries.js';
import { checkoutSessions } from './checkout-sessions.js';

/**
 * A payment plan (decision 0065): the checkout that charged its deposit, and the card its
 * instalments are charged to (a local_payment_methods token or Stripe's customer and 'pm_…';
 * never the number). Its activities are the checkout's items.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: id(),
    checkoutSessionId: integer()
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    parentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itineraryId: integer()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum().notNull(),
    status: varchar({ length: 16, enum: PAYMENT_PLAN_STATUSES }).notNull().default('pending'),
    totalCents: integer().notNull(),
    /** Stripe's customer ('cus_…'), created before its Checkout Session; null for the built-in provider. */
    customerId: varchar({ length: 255 }),
    /** Stripe's 'pm_…' or the built-in provider's 'pm_local_…', known once the deposit is paid. */
    paymentMethodId: varchar({ length: 255 }),
    cardBrand: varchar({ length: 16 }),
    cardLast4: varchar({ length: 4 }),
    defaultedAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_plans_checkout_uq').on(t.checkoutSessionId),
    index('payment_plans_parent_idx').on(t.parentId),
    index('payment_plans_itinerary_idx').on(t.itineraryId),
    check(
      'payment_plans_status_ck',
      sql`${t.status} IN ('pending', 'active', 'paid', 'defaulted', 'canceled')`,
    ),
    check('payment_plans_total_ck', sql`${t.totalCents} > 0`),
  ],
);

/**
 * The charges of a plan: sequence 0 is the deposit (paid by the checkout), then the instalments.
 * The job claims due ones (`next_attempt_at` passed, plan active) with FOR UPDATE SKIP LOCKED
 * and keeps the lock through the charge, whose idempotency key is the instalment and attempt.
 */
export const paymentPlanInstalments = pgTable(
  'payment_plan_instalments',
  {
    id: id(),
    planId: integer()
      .notNull()
      .references(() => paymentPlans.id, { onDelete: 'cascade' }),
    sequence: smallint().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    amountCents: integer().notNull(),
    status: varchar({ length: 16, enum: INSTALMENT_STATUSES }).notNull().default('scheduled'),
    /** Automatic attempts made (a 'Pay now' is not counted). */
    attempts: smallint().notNull().default(0),
    /** When the job charges it next; null once paid or when no retry is left. */
    nextAttemptAt: tz(),
    providerPaymentId: varchar({ length: 255 }),
    lastError: varchar({ length: 255 }),
    paidAt: tz(),
    /**
     * Stripe's 'Pay now' (decision 0071): the Checkout Session opened for this failed instalment
     * ('cs_…', null until Stripe answered), its page, and when it expires. Set while a session
     * may be open; the job does not charge the instalment then. `payNowAttempts` numbers the
     * sessions (the idempotency key names the instalment and the attempt).
     */
    payNowSessionId: varchar({ length: 255 }),
    payNowUrl: text(),
    payNowExpiresAt: tz(),
    payNowAttempts: smallint().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_plan_instalments_plan_sequence_uq').on(t.planId, t.sequence),
    index('payment_plan_instalments_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} <> 'paid' AND ${t.nextAttemptAt} IS NOT NULL`),
    check(
      'payment_plan_instalments_status_ck',
      sql`${t.status} IN ('scheduled', 'paid', 'failed')`,
    ),
    check('payment_plan_instalments_amount_ck', sql`${t.amountCents} > 0`),
    check(
      'payment_plan_instalments_paid_ck',
      sql`(${t.status} = 'paid') = (${t.paidAt} IS NOT NULL)`,
    ),
  ],
);
