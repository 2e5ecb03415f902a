import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
  date,
} from 'drizzle-orm/pg-core';
import { CANCELLATION_STATUSES } from '@camp/shared/refunds';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { paymentProviderEnum } from './enums.js';
import { users } from './users.js';
import { itineraries } from './itineraries.js';
import { itineraryActivities } from './itinerary-activities.js';
import { paymentPlans } from './payment-plans.js';

/**
 * A parent's request to cancel a paid itinerary activity and its refund (decision 0064). It
 * keeps what was paid and what the policy said when asked, so it stays a record of the money
 * after the itinerary is gone. Moves out of `pending` once (conditional update: one decider
 * wins); one open request (pending or approved) per itinerary activity, by a partial unique index.
 */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: id(),
    itineraryActivityId: integer().references(() => itineraryActivities.id, {
      onDelete: 'set null',
    }),
    itineraryId: integer().references(() => itineraries.id, { onDelete: 'set null' }),
    activityId: integer().notNull(),
    parentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The program's director who decides (null when the program has none: admins decide). */
    providerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: varchar({ length: 16, enum: CANCELLATION_STATUSES }).notNull().default('pending'),
    reason: text().notNull(),
    /** The program's cancellation policy when the parent asked. */
    cancellationPolicy: text(),
    activityName: varchar({ length: 255 }).notNull(),
    providerName: varchar({ length: 255 }),
    childName: varchar({ length: 255 }),
    startDate: date(),
    /** What the parent paid for the activity, and how. */
    paidCents: integer().notNull(),
    paymentProvider: paymentProviderEnum().notNull(),
    /** Stripe's PaymentIntent (or the built-in provider's payment id) the refund goes against. */
    paymentIntentId: varchar({ length: 255 }).notNull(),
    /**
     * The payment plan the place was bought through (decision 0070): its money is one ledger sale
     * per charge, refunded charge by charge (cancellation_refunds). Null for a place paid in full.
     * Once refunded, the place has left the plan: later instalments are shared without it.
     */
    paymentPlanId: integer().references(() => paymentPlans.id, { onDelete: 'set null' }),
    refundAmountCents: integer(),
    decisionNote: text(),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tz(),
    refundId: varchar({ length: 255 }),
    transferReversalId: varchar({ length: 255 }),
    transferReversedAt: tz(),
    refundedAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cancellation_requests_open_uq')
      .on(t.itineraryActivityId)
      .where(sql`${t.status} IN ('pending', 'approved')`),
    uniqueIndex('cancellation_requests_refund_uq').on(t.refundId),
    index('cancellation_requests_itinerary_idx').on(t.itineraryId),
    index('cancellation_requests_parent_idx').on(t.parentId, t.createdAt.desc()),
    index('cancellation_requests_provider_idx').on(t.providerUserId, t.createdAt.desc()),
    index('cancellation_requests_decided_by_idx').on(t.decidedById),
    index('cancellation_requests_payment_intent_idx').on(t.paymentIntentId),
    index('cancellation_requests_payment_plan_idx').on(t.paymentPlanId),
    check(
      'cancellation_requests_status_ck',
      sql`${t.status} IN ('pending', 'approved', 'refunded', 'declined', 'withdrawn')`,
    ),
    check(
      'cancellation_requests_refund_ck',
      sql`${t.paidCents} >= 0 AND (${t.refundAmountCents} IS NULL OR (${t.refundAmountCents} >= 0 AND ${t.refundAmountCents} <= ${t.paidCents}))`,
    ),
  ],
);

/**
 * One refund of a request paid through a payment plan (decision 0070): each charge of the plan
 * (deposit, instalment) is its own PaymentIntent and its own ledger sale, so a request refunds
 * charge by charge, newest first. Written in the decision's transaction before the refund is
 * applied; the applying step books one ledger reversal per row.
 */
export const cancellationRefunds = pgTable(
  'cancellation_refunds',
  {
    id: id(),
    cancellationRequestId: integer()
      .notNull()
      .references(() => cancellationRequests.id, { onDelete: 'cascade' }),
    /** The ledger sale (one charge's part of the activity) this refund takes back. */
    saleEntryId: integer().notNull(),
    /** The charge's instalment (sequence 0 is the deposit); no foreign key, as the ledger's. */
    planInstalmentId: integer(),
    paymentIntentId: varchar({ length: 255 }).notNull(),
    amountCents: integer().notNull(),
    refundId: varchar({ length: 255 }).notNull(),
    transferReversalId: varchar({ length: 255 }),
    transferReversedAt: tz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cancellation_refunds_sale_uq').on(t.cancellationRequestId, t.saleEntryId),
    uniqueIndex('cancellation_refunds_refund_uq').on(t.refundId),
    index('cancellation_refunds_payment_intent_idx').on(t.paymentIntentId),
    index('cancellation_refunds_transfer_reversal_idx').on(t.transferReversalId),
    check('cancellation_refunds_amount_ck', sql`${t.amountCents} > 0`),
  ],
);
