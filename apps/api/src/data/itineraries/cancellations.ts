/**
 * The itinerary activity's side of a cancellation (decision 0064), part of the itineraries
 * aggregate (it owns itinerary_activities): the paid place a parent asks to cancel, with what the
 * request keeps of it, and the refund that cancels it. Queries only, no rules.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { children } from '../../db/schema/children.js';

/** An itinerary activity with its payment, its family and its program, locked when asked. */
export async function findPlace(db: DbOrTx, id: number, lock = false) {
  const q = db
    .select({
      id: itineraryActivities.id,
      itineraryId: itineraryActivities.itineraryId,
      parentId: itineraries.parentId,
      paymentStatus: itineraryActivities.paymentStatus,
      amountCents: itineraryActivities.amountCents,
      paymentProvider: itineraryActivities.paymentProvider,
      providerPaymentId: itineraryActivities.providerPaymentId,
      activityId: activities.id,
      activityName: activities.name,
      startDate: activities.startDate,
      providerName: activityProviders.name,
      directorId: activityProviders.directorId,
      cancellationPolicy: activityProviders.cancellationPolicy,
      childName: children.firstName,
    })
    .from(itineraryActivities)
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .leftJoin(children, eq(children.id, itineraries.childId))
    .where(eq(itineraryActivities.id, id))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: itineraryActivities }) : await q;
  return row ?? null;
}
export type Place = NonNullable<Awaited<ReturnType<typeof findPlace>>>;

/**
 * The refunded place is canceled: no longer paid (its payment cleared, the cancellation request
 * keeps it) and marked canceled, so it is never payable again (decision 0072). Only a paid row
 * changes; answers whether it did.
 */
export async function markCanceled(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(itineraryActivities)
    .set({
      paymentStatus: 'booking_available',
      amountCents: null,
      paymentProvider: null,
      providerPaymentId: null,
      paidById: null,
      paidAt: null,
      processed: false,
      canceledAt: at,
      updatedAt: at,
    })
    .where(and(eq(itineraryActivities.id, id), eq(itineraryActivities.paymentStatus, 'paid')))
    .returning({ id: itineraryActivities.id });
  return rows.length === 1;
}

/** Names a paid place's payment (`<payment>:<itinerary activity>`, as fulfilment stores it). */
export async function setProviderPaymentId(
  db: DbOrTx,
  id: number,
  providerPaymentId: string,
): Promise<void> {
  await db
    .update(itineraryActivities)
    .set({ providerPaymentId })
    .where(eq(itineraryActivities.id, id));
}
