/**
 * The payouts ledger of the commerce aggregate (decisions 0060, 0061): `payout_ledger_entries`
 * and `payouts`. The only code that reads or writes them; the payouts module's service calls it
 * (fulfilment through `recordSales`, the daily payout job, the directors' and admins' pages),
 * and so does the demo seed. Queries only, no rules.
 */
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PayoutEntryStatus, PayoutLedgerSort } from '@camp/shared/payouts';
import type { ProviderPayoutSort } from '@camp/shared/admin-payments';
import type { DbOrTx } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { payoutHolds, payoutLedgerEntries, payouts } from '../../db/schema/payouts.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { users } from '../../db/schema/users.js';

export type LedgerEntryRow = typeof payoutLedgerEntries.$inferSelect;
export type NewLedgerEntry = typeof payoutLedgerEntries.$inferInsert;
export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutHoldRow = typeof payoutHolds.$inferSelect;

/**
 * Inserts ledger entries; an itinerary activity already in the ledger is skipped (the unique
 * index makes a replayed fulfilment a no-op). Returns the entries actually inserted.
 */
export async function insertLedgerEntries(
  db: DbOrTx,
  values: NewLedgerEntry[],
): Promise<LedgerEntryRow[]> {
  if (values.length === 0) return [];
  return db.insert(payoutLedgerEntries).values(values).onConflictDoNothing().returning();
}

/**
 * What each itinerary activity was ("Activity · Program"), for the entry's description: the
 * ledger keeps it because an itinerary (and its activities) may be deleted after the payment.
 */
export async function saleDescriptions(
  db: DbOrTx,
  itineraryActivityIds: number[],
): Promise<Map<number, string>> {
  if (itineraryActivityIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: itineraryActivities.id,
      activityName: activities.name,
      programName: activityProviders.name,
    })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .leftJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .where(inArray(itineraryActivities.id, itineraryActivityIds));
  return new Map(
    rows.map((r) => [r.id, [r.activityName, r.programName].filter(Boolean).join(' · ')]),
  );
}

// ---- listing ------------------------------------------------------------------------------------

export interface LedgerFilter {
  /** Only this provider's (director's) entries; undefined = every provider's. */
  providerUserId?: number;
}

const providerName = sql<
  string | null
>`nullif(trim(coalesce(nullif(${users.name}, ''), ${users.firstName} || ' ' || ${users.lastName})), '')`;

function entryWhere(filter: LedgerFilter): SQL | undefined {
  return filter.providerUserId === undefined
    ? undefined
    : eq(payoutLedgerEntries.providerUserId, filter.providerUserId);
}

export interface LedgerEntryWithProvider {
  entry: LedgerEntryRow;
  providerName: string | null;
}

/** Entries, newest first, with the provider's name. */
export async function listLedgerEntries(
  db: DbOrTx,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
  by: { sort: PayoutLedgerSort; order: 'asc' | 'desc' } = { sort: 'created_at', order: 'desc' },
): Promise<LedgerEntryWithProvider[]> {
  const column = {
    created_at: payoutLedgerEntries.createdAt,
    gross_cents: payoutLedgerEntries.grossCents,
    net_cents: payoutLedgerEntries.netCents,
  }[by.sort];
  const direction = by.order === 'asc' ? asc : desc;
  return db
    .select({ entry: payoutLedgerEntries, providerName })
    .from(payoutLedgerEntries)
    .innerJoin(users, eq(users.id, payoutLedgerEntries.providerUserId))
    .where(entryWhere(filter))
    // The id breaks ties the same way, so paging never repeats or skips an entry.
    .orderBy(direction(column), direction(payoutLedgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export interface LedgerTotals {
  count: number;
  grossCents: number;
  platformFeeCents: number;
  paymentProviderFeeCents: number;
  netCents: number;
  netByStatus: Record<PayoutEntryStatus, number>;
}

/** Count and sums over every matching entry (bigint sums, read back as numbers). */
export async function ledgerTotals(db: DbOrTx, filter: LedgerFilter): Promise<LedgerTotals> {
  const e = payoutLedgerEntries;
  const netWhere = (status: PayoutEntryStatus) =>
    sql<string>`coalesce(sum(${e.netCents}) filter (where ${e.status} = ${status}), 0)`;
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      gross: sql<string>`coalesce(sum(${e.grossCents}), 0)`,
      platform: sql<string>`coalesce(sum(${e.platformFeeCents}), 0)`,
      providerFee: sql<string>`coalesce(sum(${e.paymentProviderFeeCents}), 0)`,
      net: sql<string>`coalesce(sum(${e.netCents}), 0)`,
      pending: netWhere('pending'),
      transferred: netWhere('transferred'),
      paidOut: netWhere('paid_out'),
    })
    .from(e)
    .where(entryWhere(filter));
  return {
    count: Number(row?.count ?? 0),
    grossCents: Number(row?.gross ?? 0),
    platformFeeCents: Number(row?.platform ?? 0),
    paymentProviderFeeCents: Number(row?.providerFee ?? 0),
    netCents: Number(row?.net ?? 0),
    netByStatus: {
      pending: Number(row?.pending ?? 0),
      transferred: Number(row?.transferred ?? 0),
      paid_out: Number(row?.paidOut ?? 0),
    },
  };
}

export interface PayoutWithProvider {
  payout: PayoutRow;
  providerName: string | null;
}

/** The latest payouts, newest first. */
export async function listPayouts(
  db: DbOrTx,
  filter: LedgerFilter,
  limit: number,
): Promise<PayoutWithProvider[]> {
  return db
    .select({ payout: payouts, providerName })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.providerUserId))
    .where(
      filter.providerUserId === undefined
        ? undefined
        : eq(payouts.providerUserId, filter.providerUserId),
    )
    .orderBy(desc(payouts.paidAt), desc(payouts.id))
    .limit(limit);
}

// ---- the daily rolling payout ---------------------------------------------------------------------

/**
 * Providers with built-in provider entries pending since before `cutoff`, except those whose
 * payouts an admin holds (decision 0095).
 */
export async function providersWithDueEntries(db: DbOrTx, cutoff: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ providerUserId: payoutLedgerEntries.providerUserId })
    .from(payoutLedgerEntries)
    .where(
      and(
        dueEntries(cutoff),
        sql`NOT EXISTS (SELECT 1 FROM ${payoutHolds} WHERE ${payoutHolds.providerUserId} = ${payoutLedgerEntries.providerUserId})`,
      ),
    )
    .orderBy(asc(payoutLedgerEntries.providerUserId));
  return rows.map((r) => r.providerUserId);
}

function dueEntries(cutoff: Date): SQL | undefined {
  return and(
    eq(payoutLedgerEntries.status, 'pending'),
    eq(payoutLedgerEntries.provider, 'local'),
    lt(payoutLedgerEntries.createdAt, cutoff),
  );
}

/**
 * Locks one provider's due entries, skipping rows another instance's pass holds: two passes
 * never pay the same entry (the one that skipped sees them paid out on its next pass).
 */
export async function claimDueEntries(
  db: DbOrTx,
  providerUserId: number,
  cutoff: Date,
): Promise<{ id: number; netCents: number }[]> {
  return db
    .select({ id: payoutLedgerEntries.id, netCents: payoutLedgerEntries.netCents })
    .from(payoutLedgerEntries)
    .where(and(eq(payoutLedgerEntries.providerUserId, providerUserId), dueEntries(cutoff)))
    .orderBy(asc(payoutLedgerEntries.id))
    .for('update', { skipLocked: true });
}

export async function insertPayout(
  db: DbOrTx,
  values: typeof payouts.$inferInsert,
): Promise<PayoutRow> {
  const [row] = await db.insert(payouts).values(values).returning();
  if (!row) throw new Error('insert payouts returned no row');
  return row;
}

/** Marks claimed pending entries paid out by a payout; returns how many changed. */
export async function markPaidOut(db: DbOrTx, entryIds: number[], payoutId: number): Promise<number> {
  if (entryIds.length === 0) return 0;
  const rows = await db
    .update(payoutLedgerEntries)
    .set({ status: 'paid_out', payoutId })
    .where(and(inArray(payoutLedgerEntries.id, entryIds), eq(payoutLedgerEntries.status, 'pending')))
    .returning({ id: payoutLedgerEntries.id });
  return rows.length;
}

/** One entry by its itinerary activity (tests and fulfilment checks). */
export async function findEntryByItineraryActivity(
  db: DbOrTx,
  itineraryActivityId: number,
): Promise<LedgerEntryRow | null> {
  const [row] = await db
    .select()
    .from(payoutLedgerEntries)
    .where(eq(payoutLedgerEntries.itineraryActivityId, itineraryActivityId))
    .limit(1);
  return row ?? null;
}

// ---- reversals (refunds, decision 0064) -------------------------------------------------------------

/** The sale of an itinerary activity still standing (not reversed), locked. */
export async function lockOpenSale(
  db: DbOrTx,
  itineraryActivityId: number,
): Promise<LedgerEntryRow | null> {
  const [row] = await db
    .select()
    .from(payoutLedgerEntries)
    .where(
      and(
        eq(payoutLedgerEntries.itineraryActivityId, itineraryActivityId),
        eq(payoutLedgerEntries.kind, 'sale'),
        eq(payoutLedgerEntries.reversed, false),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * The sales of an itinerary activity paid through a payment plan's charges that still stand
 * (decision 0070: one per charge), locked when asked.
 */
export async function openPlanSales(
  db: DbOrTx,
  itineraryActivityId: number,
  planInstalmentIds: number[],
  lock: boolean,
): Promise<LedgerEntryRow[]> {
  if (planInstalmentIds.length === 0) return [];
  const q = db
    .select()
    .from(payoutLedgerEntries)
    .where(
      and(
        eq(payoutLedgerEntries.itineraryActivityId, itineraryActivityId),
        inArray(payoutLedgerEntries.planInstalmentId, planInstalmentIds),
        eq(payoutLedgerEntries.kind, 'sale'),
        eq(payoutLedgerEntries.reversed, false),
      ),
    )
    .orderBy(asc(payoutLedgerEntries.id));
  return lock ? q.for('update') : q;
}

/**
 * What each itinerary activity has paid through a plan's charges, its refunds taken off: the
 * plan's sales with their reversals (decision 0070), by itinerary activity.
 */
export async function paidThroughCharges(
  db: DbOrTx,
  planInstalmentIds: number[],
): Promise<Map<number, number>> {
  if (planInstalmentIds.length === 0) return new Map();
  const reversal = alias(payoutLedgerEntries, 'reversal');
  const rows = await db
    .select({
      itineraryActivityId: payoutLedgerEntries.itineraryActivityId,
      cents: sql<string>`sum(${payoutLedgerEntries.grossCents} + coalesce(${reversal.grossCents}, 0))`,
    })
    .from(payoutLedgerEntries)
    .leftJoin(reversal, eq(reversal.reversesEntryId, payoutLedgerEntries.id))
    .where(
      and(
        inArray(payoutLedgerEntries.planInstalmentId, planInstalmentIds),
        eq(payoutLedgerEntries.kind, 'sale'),
      ),
    )
    .groupBy(payoutLedgerEntries.itineraryActivityId);
  return new Map(
    rows.flatMap((r) =>
      r.itineraryActivityId === null ? [] : [[r.itineraryActivityId, Number(r.cents)]],
    ),
  );
}

/** One ledger entry by id, locked (a plan refund's sale). */
export async function lockEntry(db: DbOrTx, id: number): Promise<LedgerEntryRow | null> {
  const [row] = await db
    .select()
    .from(payoutLedgerEntries)
    .where(eq(payoutLedgerEntries.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Books a reversal of a sale and marks the sale reversed, once: the sale changes only while
 * not reversed (its row count decides) and a sale has at most one reversal (unique index).
 * Answers the reversal, or null when the sale was already reversed.
 */
export async function insertReversal(
  db: DbOrTx,
  saleId: number,
  values: Omit<NewLedgerEntry, 'kind' | 'reversesEntryId'>,
): Promise<LedgerEntryRow | null> {
  const marked = await db
    .update(payoutLedgerEntries)
    .set({ reversed: true })
    .where(and(eq(payoutLedgerEntries.id, saleId), eq(payoutLedgerEntries.reversed, false)))
    .returning({ id: payoutLedgerEntries.id });
  if (marked.length === 0) return null;
  const [row] = await db
    .insert(payoutLedgerEntries)
    .values({ ...values, kind: 'reversal', reversesEntryId: saleId })
    .returning();
  return row ?? null;
}

/** Every entry of an itinerary activity, oldest first (tests and reports). */
export function entriesOfItineraryActivity(
  db: DbOrTx,
  itineraryActivityId: number,
): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(payoutLedgerEntries)
    .where(eq(payoutLedgerEntries.itineraryActivityId, itineraryActivityId))
    .orderBy(asc(payoutLedgerEntries.id));
}

// ---- holds and the per-provider summary (decision 0095) ------------------------------------------

/**
 * The provider's hold, read under a share lock: a payout pass takes it before paying, and an
 * admin's hold (its insert or delete) waits for that pass, or the pass for the hold's commit.
 */
export async function holdOf(
  db: DbOrTx,
  providerUserId: number,
  lock: 'share' | 'update' | false = false,
): Promise<PayoutHoldRow | null> {
  const q = db
    .select()
    .from(payoutHolds)
    .where(eq(payoutHolds.providerUserId, providerUserId))
    .limit(1);
  const [row] = lock ? await q.for(lock === 'share' ? 'share' : 'update') : await q;
  return row ?? null;
}

/** Holds a provider's payouts; null when they are already held (the primary key decides). */
export async function insertHold(
  db: DbOrTx,
  values: typeof payoutHolds.$inferInsert,
): Promise<PayoutHoldRow | null> {
  const [row] = await db.insert(payoutHolds).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Releases a hold; answers the released row, or null when none was there. */
export async function deleteHold(db: DbOrTx, providerUserId: number): Promise<PayoutHoldRow | null> {
  const [row] = await db
    .delete(payoutHolds)
    .where(eq(payoutHolds.providerUserId, providerUserId))
    .returning();
  return row ?? null;
}

export interface ProviderSummaryRow {
  providerUserId: number;
  providerName: string | null;
  email: string;
  grossCents: number;
  platformFeeCents: number;
  netCents: number;
  pendingCents: number;
  transferredCents: number;
  paidOutCents: number;
  hold: PayoutHoldRow | null;
}

/** Which providers, in what order, and which page of them (no page: every one). */
export interface ProviderSummaryView {
  sort: ProviderPayoutSort;
  order: 'asc' | 'desc';
  page?: { limit: number; offset: number };
  /** Only this provider's row. */
  providerUserId?: number;
}

function providerSums(db: DbOrTx) {
  const e = payoutLedgerEntries;
  const netWhere = (status: PayoutEntryStatus) =>
    sql<string>`coalesce(sum(${e.netCents}) filter (where ${e.status} = ${status}), 0)`;
  return db
    .select({
      providerUserId: e.providerUserId,
      gross: sql<string>`sum(${e.grossCents})`.as('gross'),
      platform: sql<string>`sum(${e.platformFeeCents})`.as('platform'),
      net: sql<string>`sum(${e.netCents})`.as('net'),
      pending: netWhere('pending').as('pending'),
      transferred: netWhere('transferred').as('transferred'),
      paidOut: netWhere('paid_out').as('paid_out'),
    })
    .from(e)
    .groupBy(e.providerUserId)
    .as('sums');
}

/** A provider is listed when they have ledger entries or a hold. */
function listedProviders(sums: ReturnType<typeof providerSums>, providerUserId?: number) {
  return and(
    sql`(${sums.providerUserId} IS NOT NULL OR ${payoutHolds.providerUserId} IS NOT NULL)`,
    providerUserId === undefined ? undefined : eq(users.id, providerUserId),
  );
}

/**
 * Each provider (camp director) with ledger entries or a hold: their sums (refunds taken off),
 * the platform's fee income from them, and their hold; ordered as asked (the user id breaks
 * ties the same way, so paging never repeats or skips a provider).
 */
export async function providerSummaries(
  db: DbOrTx,
  view: ProviderSummaryView = { sort: 'gross_cents', order: 'desc' },
): Promise<ProviderSummaryRow[]> {
  const sums = providerSums(db);
  const column = {
    gross_cents: sql`coalesce(${sums.gross}, 0)`,
    platform_fee_cents: sql`coalesce(${sums.platform}, 0)`,
    net_cents: sql`coalesce(${sums.net}, 0)`,
    pending_cents: sql`coalesce(${sums.pending}, 0)`,
    paid_out_cents: sql`coalesce(${sums.paidOut}, 0)`,
    provider_name: sql`coalesce(lower(${providerName}), '')`,
  }[view.sort];
  const direction = view.order === 'asc' ? asc : desc;
  const q = db
    .select({
      providerUserId: users.id,
      providerName,
      email: users.email,
      gross: sums.gross,
      platform: sums.platform,
      net: sums.net,
      pending: sums.pending,
      transferred: sums.transferred,
      paidOut: sums.paidOut,
      hold: payoutHolds,
    })
    .from(users)
    .leftJoin(sums, eq(sums.providerUserId, users.id))
    .leftJoin(payoutHolds, eq(payoutHolds.providerUserId, users.id))
    .where(listedProviders(sums, view.providerUserId))
    .orderBy(direction(column), direction(users.id));
  const rows = view.page ? await q.limit(view.page.limit).offset(view.page.offset) : await q;
  return rows.map((r) => ({
    providerUserId: r.providerUserId,
    providerName: r.providerName,
    email: r.email,
    grossCents: Number(r.gross ?? 0),
    platformFeeCents: Number(r.platform ?? 0),
    netCents: Number(r.net ?? 0),
    pendingCents: Number(r.pending ?? 0),
    transferredCents: Number(r.transferred ?? 0),
    paidOutCents: Number(r.paidOut ?? 0),
    hold: r.hold,
  }));
}

/** How many providers the per-provider list holds, and their sums (every page's). */
export async function providerSummaryTotals(
  db: DbOrTx,
): Promise<{ count: number; grossCents: number; platformFeeCents: number; netCents: number }> {
  const sums = providerSums(db);
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      gross: sql<string>`coalesce(sum(${sums.gross}), 0)`,
      platform: sql<string>`coalesce(sum(${sums.platform}), 0)`,
      net: sql<string>`coalesce(sum(${sums.net}), 0)`,
    })
    .from(users)
    .leftJoin(sums, eq(sums.providerUserId, users.id))
    .leftJoin(payoutHolds, eq(payoutHolds.providerUserId, users.id))
    .where(listedProviders(sums));
  return {
    count: Number(row?.count ?? 0),
    grossCents: Number(row?.gross ?? 0),
    platformFeeCents: Number(row?.platform ?? 0),
    netCents: Number(row?.net ?? 0),
  };
}

/** Locks a provider's pending entries (a hold waits for a payout pass that claimed them). */
export async function lockPendingEntries(db: DbOrTx, providerUserId: number): Promise<void> {
  await db
    .select({ id: payoutLedgerEntries.id })
    .from(payoutLedgerEntries)
    .where(
      and(
        eq(payoutLedgerEntries.providerUserId, providerUserId),
        eq(payoutLedgerEntries.status, 'pending'),
      ),
    )
    .for('update');
}
