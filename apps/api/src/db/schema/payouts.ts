import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [
    // A sale is recorded once: a replayed fulfilment cannot book it twice.
    uniqueIndex('payout_ledger_entries_itinerary_activity_uq').on(t.itineraryActivityId),
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
      sql`${t.grossCents} >= 0 AND ${t.platformFeeCents} >= 0 AND ${t.paymentProviderFeeCents} >= 0 AND ${t.netCents} >= 0 AND ${t.netCents} = ${t.grossCents} - ${t.platformFeeCents} - ${t.paymentProviderFeeCents}`,
    ),
    check(
      'payout_ledger_entries_paid_out_has_payout',
      sql`(${t.status} = 'paid_out') = (${t.payoutId} IS NOT NULL)`,
    ),
  ],
);
