import { and, count, countDistinct, eq, gte, isNotNull, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { orders } from '../../db/schema/orders.js';
import { payoutLedgerEntries } from '../../db/schema/payouts.js';
import { questionnaires } from '../../db/schema/questionnaires.js';
import { users } from '../../db/schema/users.js';

// Read-only figures across the marketplace's tables for the back office's dashboard. Nothing
// here writes: each table's owner stays the only writer.

/** Weeks start on Monday, 00:00 UTC. */
const week = (column: PgColumn) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** One figure per week (the week's Monday, YYYY-MM-DD) for rows whose `at` is in [from, to). */
async function perWeek(
  db: DbOrTx,
  table: PgTable,
  at: PgColumn,
  value: SQL<unknown>,
  range: { from: Date; to: Date },
  where?: SQL,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ week: week(at), value: sql<string | number | null>`${value}` })
    .from(table)
    .where(and(gte(at, range.from), lt(at, range.to), where))
    .groupBy(week(at));
  return new Map(rows.map((r) => [r.week, Number(r.value ?? 0)]));
}

export interface WeeklyFigures {
  signUps: Map<string, number>;
  questionnaires: Map<string, number>;
  itinerariesSent: Map<string, number>;
  /** Activity places paid (a place paid in instalments counts once a week it was charged). */
  bookings: Map<string, number>;
  activityRevenueCents: Map<string, number>;
  packageRevenueCents: Map<string, number>;
  /** The platform's 10% of activity sales, net of the refunds' reversals. */
  platformFeeCents: Map<string, number>;
  refundsCents: Map<string, number>;
}

export async function weeklyFigures(
  db: DbOrTx,
  range: { from: Date; to: Date },
): Promise<WeeklyFigures> {
  const ledger = payoutLedgerEntries;
  const [
    signUps,
    submitted,
    sent,
    bookings,
    activityRevenue,
    packageRevenue,
    platformFee,
    refunds,
  ] = await Promise.all([
    perWeek(db, users, users.createdAt, count(), range, eq(users.role, 'Parent')),
    perWeek(db, questionnaires, questionnaires.submittedAt, count(), range),
    perWeek(db, itineraries, itineraries.sentAt, count(), range),
    perWeek(
      db,
      ledger,
      ledger.createdAt,
      countDistinct(ledger.itineraryActivityId),
      range,
      eq(ledger.kind, 'sale'),
    ),
    perWeek(db, ledger, ledger.createdAt, sum(ledger.grossCents), range, eq(ledger.kind, 'sale')),
    perWeek(db, orders, orders.paidAt, sum(orders.amountCents), range, isNotNull(orders.paidAt)),
    perWeek(db, ledger, ledger.createdAt, sum(ledger.platformFeeCents), range),
    perWeek(
      db,
      ledger,
      ledger.createdAt,
      sql`-sum(${ledger.grossCents})`,
      range,
      eq(ledger.kind, 'reversal'),
    ),
  ]);
  return {
    signUps,
    questionnaires: submitted,
    itinerariesSent: sent,
    bookings,
    activityRevenueCents: activityRevenue,
    packageRevenueCents: packageRevenue,
    platformFeeCents: platformFee,
    refundsCents: refunds,
  };
}

/** An itinerary's wait for its first version: from the questionnaire's submission (or its creation). */
export interface ItineraryWait {
  id: number;
  startedAt: Date;
  /** When a specialist first took it up (its first move from new to in progress). */
  introducedAt: Date | null;
  sentAt: Date | null;
  closedAt: Date | null;
}

const toDate = (v: string | Date | null) => (v === null ? null : new Date(v));

/** The first audited move of the itinerary from draft to in_progress: its introduction. */
const introducedAt = sql<Date | null>`(select min(${auditLog.createdAt}) from ${auditLog} where ${auditLog.entityType} = 'itineraries' and ${auditLog.entityId} = ${itineraries.id} and ${auditLog.fromStatus} = 'draft' and ${auditLog.toStatus} = 'in_progress')`;

/** The waits of itineraries whose clock started in [from, to). */
export async function itineraryWaits(
  db: DbOrTx,
  range: { from: Date; to: Date },
): Promise<ItineraryWait[]> {
  const startedAt = sql<Date>`coalesce(${questionnaires.submittedAt}, ${itineraries.createdAt})`;
  return db
    .select({
      id: itineraries.id,
      startedAt: startedAt.mapWith((v: string | Date) => new Date(v)),
      introducedAt: introducedAt.mapWith(toDate),
      sentAt: itineraries.sentAt,
      closedAt:
        sql<Date | null>`coalesce(${itineraries.canceledAt}, ${itineraries.approvedAt})`.mapWith(
          toDate,
        ),
    })
    .from(itineraries)
    .leftJoin(questionnaires, eq(questionnaires.id, itineraries.questionnaireId))
    .where(and(gte(startedAt, range.from), lt(startedAt, range.to)));
}

/**
 * The itineraries whose wait started in [from, to) (the questionnaire's submission, or the
 * itinerary's creation without one), counted by week and by the status each has now.
 */
export async function itinerariesStartedByStatus(
  db: DbOrTx,
  range: { from: Date; to: Date },
): Promise<{ week: string; status: string; count: number }[]> {
  const started = sql<Date>`coalesce(${questionnaires.submittedAt}, ${itineraries.createdAt})`;
  const byWeek = sql<string>`to_char(date_trunc('week', ${started} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week: byWeek, status: itineraries.status, count: count() })
    .from(itineraries)
    .leftJoin(questionnaires, eq(questionnaires.id, itineraries.questionnaireId))
    .where(and(gte(started, range.from), lt(started, range.to)))
    .groupBy(byWeek, itineraries.status);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
