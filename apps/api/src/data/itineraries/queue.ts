import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { businessHoursBefore } from '@camp/shared/business-hours';
import type { ItineraryStatus } from '@camp/shared/enums';
import {
  FIRST_ITINERARY_TARGET_BUSINESS_HOURS,
  INTRO_TARGET_BUSINESS_HOURS,
} from '@camp/shared/specialist-dashboard';
import { children } from '../../db/schema/children.js';
import { orders } from '../../db/schema/orders.js';
import { packages } from '../../db/schema/packages.js';
import { questionnaires } from '../../db/schema/questionnaires.js';
import { users } from '../../db/schema/users.js';

// The itineraries aggregate's reads for the specialists' queue (the dashboard).

// ---- reads: the specialists' queue (dashboard) ---------------------------------------------

const specialists = alias(users, 'specialist');
const parents = alias(users, 'parent');

// The parent's latest order (session rule: the latest order decides package and status).
const latestOrderStatus = sql<
  string | null
>`(select ${orders.status} from ${orders} where ${orders.userId} = ${itineraries.parentId} order by ${orders.createdAt} desc, ${orders.id} desc limit 1)`;
const latestPackageType = sql<
  string | null
>`(select ${packages.packageType} from ${orders} join ${packages} on ${packages.id} = ${orders.packageId} where ${orders.userId} = ${itineraries.parentId} order by ${orders.createdAt} desc, ${orders.id} desc limit 1)`;
/** The name the questionnaire gives the child, else the child's record's. */
const childName = sql<
  string | null
>`coalesce(nullif(${questionnaires.childFirstName}, ''), ${children.firstName})`;
/** When the wait started: the questionnaire's submission, else the itinerary's creation. */
const waitingSince = sql<Date>`coalesce(${questionnaires.submittedAt}, ${itineraries.createdAt})`;

function queueRowQuery(db: DbOrTx) {
  return db
    .select({
      itinerary: itineraries,
      childName,
      parentName: parents.name,
      parentEmail: parents.email,
      questionnaireId: questionnaires.id,
      submittedAt: questionnaires.submittedAt,
      specialistId: specialists.id,
      specialistName: specialists.name,
      specialistEmail: specialists.email,
      orderStatus: latestOrderStatus,
      packageType: latestPackageType,
    })
    .from(itineraries)
    .innerJoin(parents, eq(parents.id, itineraries.parentId))
    .leftJoin(questionnaires, eq(questionnaires.id, itineraries.questionnaireId))
    .leftJoin(children, eq(children.id, itineraries.childId))
    .leftJoin(specialists, eq(specialists.id, itineraries.specialistId));
}
export type QueueRow = Awaited<ReturnType<typeof queueRowQuery>>[number];

export async function countByStatus(db: DbOrTx): Promise<Map<ItineraryStatus, number>> {
  const rows = await db
    .select({ status: itineraries.status, n: count() })
    .from(itineraries)
    .groupBy(itineraries.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/**
 * Instants before which a wait breaks a target (from businessHoursBefore): a new itinerary
 * waiting since before `intro`, or one not sent yet waiting since before `firstItinerary`.
 */
export interface OverdueCutoffs {
  intro: Date;
  firstItinerary: Date;
}

/** The service targets' cutoffs at `now`. */
export function overdueCutoffs(now: Date): OverdueCutoffs {
  return {
    intro: businessHoursBefore(now, INTRO_TARGET_BUSINESS_HOURS),
    firstItinerary: businessHoursBefore(now, FIRST_ITINERARY_TARGET_BUSINESS_HOURS),
  };
}

function overdueSql(c: OverdueCutoffs): SQL<boolean> {
  return sql<boolean>`((${itineraries.status} = 'draft' and ${waitingSince} < ${c.intro.toISOString()}) or (${itineraries.status} in ('draft', 'in_progress') and ${itineraries.sentAt} is null and ${waitingSince} < ${c.firstItinerary.toISOString()}))`;
}

/** One page of a status tab: newest first, or overdue first (longest wait first among them). */
export async function listQueuePage(
  db: DbOrTx,
  opts: {
    status: ItineraryStatus;
    limit: number;
    offset: number;
    overdueFirst: OverdueCutoffs | null;
  },
): Promise<QueueRow[]> {
  const order = opts.overdueFirst
    ? [desc(overdueSql(opts.overdueFirst)), sql`${waitingSince} asc`, desc(itineraries.id)]
    : [desc(itineraries.createdAt), desc(itineraries.id)];
  return queueRowQuery(db)
    .where(eq(itineraries.status, opts.status))
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
}

/** The itineraries past a target now, longest wait first, and how many there are in all. */
export async function listOverdue(
  db: DbOrTx,
  cutoffs: OverdueCutoffs,
  limit: number,
): Promise<{ rows: QueueRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    queueRowQuery(db)
      .where(overdueSql(cutoffs))
      .orderBy(sql`${waitingSince} asc`, itineraries.id)
      .limit(limit),
    db
      .select({ n: count() })
      .from(itineraries)
      .leftJoin(questionnaires, eq(questionnaires.id, itineraries.questionnaireId))
      .where(overdueSql(cutoffs)),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Statuses in which a specialist holds an itinerary and works on it. */
export const HELD_STATUSES = [
  'in_progress',
  'review',
  'alternate_request',
  'accepted',
] as const satisfies readonly ItineraryStatus[];

/** A specialist's itineraries in HELD_STATUSES: overdue first, then the longest waiting. */
export function listHeldBySpecialist(
  db: DbOrTx,
  specialistId: number,
  cutoffs: OverdueCutoffs,
  limit: number,
) {
  const overdue = overdueSql(cutoffs);
  return db
    .select({
      id: itineraries.id,
      status: itineraries.status,
      childName,
      parentName: parents.name,
      waitingSince: sql<Date>`${waitingSince}`.mapWith(itineraries.createdAt),
      overdue,
    })
    .from(itineraries)
    .innerJoin(parents, eq(parents.id, itineraries.parentId))
    .leftJoin(questionnaires, eq(questionnaires.id, itineraries.questionnaireId))
    .leftJoin(children, eq(children.id, itineraries.childId))
    .where(
      and(
        eq(itineraries.specialistId, specialistId),
        inArray(itineraries.status, [...HELD_STATUSES]),
      ),
    )
    .orderBy(desc(overdue), sql`${waitingSince} asc`, itineraries.id)
    .limit(limit);
}

export async function findQueueRow(db: DbOrTx, id: number): Promise<QueueRow | null> {
  const [row] = await queueRowQuery(db).where(eq(itineraries.id, id)).limit(1);
  return row ?? null;
}

