import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PAYOUT_ENTRY_STATUSES } from '@camp/shared/payouts';
import { id, createdAt, tz } from './_columns.js';
import { paymentProviderEnum } from './enums.js';
import { users } from './users.js';
import { itineraryActivities } from './itinerary-activities.js';

export const payoutEntryStatusEnum = pgEnum('payout_entry_status', PAYOUT_ENTRY_STATUSES);

/**
 * One money transfer to a provider (camp director) of the built-in payment provider's daily
 * rolling payout (decision 0061): the sum of the entries it paid out. Stripe pays connected
 * accounts on their own schedule, so Stripe sales never get a row here.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    providerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: paymentProviderEnum().notNull().default('local'),
    amountCents: integer().notNull(),
    entryCount: integer().notNull(),
    paidAt: tz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_provider_user_paid_idx').on(t.providerUserId, t.paidAt.desc()),
    check('payouts_amount_nonnegative', sql`${t.amountCents} >= 0 AND ${t.entryCount} > 0`),
  ],
);

/**
 * The payouts ledger: one entry per paid itinerary activity (a sale), with the split of its
 * money (decision 0060). Written once at fulfilment; only its status and payout change later.
 * The itinerary activity may be deleted with its itinerary; the entry stays (money was moved).
 */
export const payoutLedgerEntries = pgTable(
  'payout_ledger_entries',
  {
    id: id(),
    itineraryActivityId: integer().references(() => itineraryActivities.id, {
      onDelete: 'set null',
    }),
    /**
     * The payment plan charge (deposit or instalment) this sale is part of (decision 0065): a plan
     * books one entry per charge and activity; null for an activity paid in full. No foreign key:
     * the instalment goes with its itinerary, the money row stays with the number (as the
     * description outlives the activity).
     */
    planInstalmentId: integer(),
    providerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: paymentProviderEnum().notNull(),
    /** What the parent paid for this activity. */
    grossCents: integer().notNull(),
    /** The platform's 10%, rounded half up to the cent. */
    platformFeeCents: integer().notNull(),
    /** The payment provider's fee borne by the provider (capped so net is never negative). */
    paymentProviderFeeCents: integer().notNull(),
    /** What the provider receives: gross − platform fee − payment-provider fee. */
    netCents: integer().notNull(),
    /** Stripe transfer to the connected account; null for the built-in provider. */
    transferId: varchar({ length: 255 }),
    status: payoutEntryStatusEnum().notNull(),
    payoutId: integer().references(() => payouts.id, { onDelete: 'restrict' }),
    /** What the activity was, kept with the money so the ledger survives the activity. */
    description: varchar({ length: 512 }).notNull().default(''),
    /**
     * `sale` (a paid activity, amounts ≥ 0) or `reversal` (a refund of a sale, amounts ≤ 0,
     * decision 0064): a built-in provider's reversal of a sale already paid out is carried as a
     * negative balance into the provider's next payout.
     */
    kind: varchar({ length: 16, enum: ['sale', 'reversal'] })
      .notNull()
      .default('sale'),
    /** The sale a reversal takes back (one reversal per sale). */
    reversesEntryId: integer().references((): AnyPgColumn => payoutLedgerEntries.id, {
      onDelete: 'restrict',
    }),
    /** A sale that was reversed: the activity may be paid again, as a new sale. */
    reversed: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // A sale paid in full is recorded once: a replayed fulfilment cannot book it twice (a
    // reversed sale no longer counts, so a place refunded and paid again is a new sale, decision
    // 0064; a plan's sales are recorded once per charge, decision 0065).
    uniqueIndex('payout_ledger_entries_itinerary_activity_uq')
      .on(t.itineraryActivityId)
      .where(sql`${t.planInstalmentId} IS NULL AND ${t.kind} = 'sale' AND NOT ${t.reversed}`),
    uniqueIndex('payout_ledger_entries_plan_instalment_uq').on(
      t.planInstalmentId,
      t.itineraryActivityId,
    ),
    uniqueIndex('payout_ledger_entries_reverses_uq').on(t.reversesEntryId),
    index('payout_ledger_entries_provider_user_created_idx').on(
      t.providerUserId,
      t.createdAt.desc(),
    ),
    index('payout_ledger_entries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('payout_ledger_entries_payout_idx').on(t.payoutId),
    check(
      'payout_ledger_entries_split',
      sql`${t.netCents} = ${t.grossCents} - ${t.platformFeeCents} - ${t.paymentProviderFeeCents} AND ((${t.kind} = 'sale' AND ${t.reversesEntryId} IS NULL AND ${t.grossCents} >= 0 AND ${t.platformFeeCents} >= 0 AND ${t.paymentProviderFeeCents} >= 0 AND ${t.netCents} >= 0) OR (${t.kind} = 'reversal' AND ${t.reversesEntryId} IS NOT NULL AND NOT ${t.reversed} AND ${t.grossCents} <= 0 AND ${t.platformFeeCents} <= 0 AND ${t.paymentProviderFeeCents} <= 0 AND ${t.netCents} <= 0))`,
    ),
    check(
      'payout_ledger_entries_paid_out_has_payout',
      sql`(${t.status} = 'paid_out') = (${t.payoutId} IS NOT NULL)`,
    ),
  ],
);

/**
 * A provider (camp director) whose payouts an admin holds (decision 0095): the daily payout skips
 * them, their sales stay pending, until an admin releases the hold (the row is deleted).
 */
export const payoutHolds = pgTable(
  'payout_holds',
  {
    providerUserId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar({ length: 500 }).notNull(),
    heldById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('payout_holds_held_by_idx').on(t.heldById)],
);
