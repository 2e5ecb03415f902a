/**
 * The itinerary activities' payment reads and writes: what a checkout may hold, with
 * the facts of the payment status rule, and the paid fact fulfilment stores. Part of the
 * itineraries aggregate (it owns itinerary_activities); the read joins the catalog and the
 * directors' profiles for the one answer it serves.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { PaymentProvider, RegistrationStatus } from '@camp/shared/enums';
import type { DbOrTx } from '../../db/client.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { campDirectorProfiles } from '../../db/schema/camp-director-profiles.js';
import { children } from '../../db/schema/children.js';

const lineColumns = {
  id: itineraryActivities.id,
  itineraryId: itineraryActivities.itineraryId,
  paymentStatus: itineraryActivities.paymentStatus,
  canceledAt: itineraryActivities.canceledAt,
  activityId: activities.id,
  name: activities.name,
  priceCents: activities.priceCents,
  feeCents: activities.feeCents,
  startDate: activities.startDate,
  totalSeats: activities.totalSeats,
  reservedSeats: activities.reservedSeats,
  providerId: activityProviders.id,
  providerName: activityProviders.name,
  siblingDiscountPercent: activityProviders.siblingDiscountPercent,
  multiWeekDiscountPercent: activityProviders.multiWeekDiscountPercent,
  multiWeekDiscountFromWeek: activityProviders.multiWeekDiscountFromWeek,
  directorId: activityProviders.directorId,
  // A provider suspended or terminated, or an unpublished program or activity, cannot be
  // booked (decision 0093): its line reads as a provider not ready to take payments.
  registrationStatus: sql<RegistrationStatus | null>`CASE
        WHEN ${campDirectorProfiles.suspendedAt} IS NOT NULL
          OR ${campDirectorProfiles.terminatedAt} IS NOT NULL
          OR ${activityProviders.unpublishedAt} IS NOT NULL
          OR ${activities.unpublishedAt} IS NOT NULL
        THEN NULL ELSE ${campDirectorProfiles.registrationStatus} END`,
  paymentAccountStatus: campDirectorProfiles.paymentAccountStatus,
  childId: itineraries.childId,
  childName: children.firstName,
};

/** The joins of a payment line: its itinerary, activity, program, the program's director, child. */
function joinedLines<T extends PgSelect>(q: T) {
  return q
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .leftJoin(campDirectorProfiles, eq(campDirectorProfiles.userId, activityProviders.directorId))
    .leftJoin(children, eq(children.id, itineraries.childId));
}
const LINE_ORDER = [asc(activities.startDate), asc(activities.name), asc(itineraryActivities.id)];

/** One itinerary activity with what the payment rule and a checkout need. */
export function paymentLinesOf(db: DbOrTx, itineraryIds: number[]) {
  if (itineraryIds.length === 0) return Promise.resolve([]);
  return joinedLines(db.select(lineColumns).from(itineraryActivities).$dynamic())
    .where(inArray(itineraryActivities.itineraryId, itineraryIds))
    .orderBy(...LINE_ORDER);
}
export type PaymentLine = Awaited<ReturnType<typeof paymentLinesOf>>[number];

/**
 * The same lines, each with whether the family holds its seat (`holdsSeat`, a condition on the
 * itinerary activity's id): one statement for a checkout start, where a full activity is payable
 * only by its holder.
 */
export function paymentLinesWithHolds(
  db: DbOrTx,
  itineraryIds: number[],
  holdsSeat: (itineraryActivityId: AnyPgColumn) => SQL<boolean>,
) {
  if (itineraryIds.length === 0) return Promise.resolve([]);
  // A named statement, its text the same for any number of ids: PostgreSQL parses and plans it
  // once per connection, not on every start.
  return joinedLines(
    db
      .select({ ...lineColumns, holdsSeat: holdsSeat(itineraryActivities.id) })
      .from(itineraryActivities)
      .$dynamic(),
  )
    .where(sql`${itineraryActivities.itineraryId} = ANY(${sql.placeholder('ids')}::int[])`)
    .orderBy(...LINE_ORDER)
    .prepare('checkout_payment_lines')
    .execute({ ids: itineraryIds });
}

/**
 * Stores the paid fact once: only an unpaid row changes (the row count decides, so a replayed
 * fulfilment pays nothing twice). Answers whether this call paid it.
 */
export async function markPaid(
  db: DbOrTx,
  id: number,
  values: {
    amountCents: number;
    provider: PaymentProvider;
    providerPaymentId: string;
    paidById: number;
    paidAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(itineraryActivities)
    .set({
      paymentStatus: 'paid',
      amountCents: values.amountCents,
      paymentProvider: values.provider,
      providerPaymentId: values.providerPaymentId,
      paidById: values.paidById,
      paidAt: values.paidAt,
      // A paid place is not canceled (decision 0072: paid wins over the canceled fact).
      canceledAt: null,
    })
    .where(and(eq(itineraryActivities.id, id), ne(itineraryActivities.paymentStatus, 'paid')))
    .returning({ id: itineraryActivities.id });
  return rows.length === 1;
}

/** Places of the activity paid through us (decision 0062: counted in reserved_seats). */
export async function countPaidPlaces(db: DbOrTx, activityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(itineraryActivities)
    .where(
      and(
        eq(itineraryActivities.activityId, activityId),
        eq(itineraryActivities.paymentStatus, 'paid'),
      ),
    );
  return row?.n ?? 0;
}
