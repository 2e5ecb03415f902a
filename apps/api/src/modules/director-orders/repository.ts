import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { children } from '../../db/schema/children.js';
import { questionnaires } from '../../db/schema/questionnaires.js';
import { users } from '../../db/schema/users.js';

/** A paid enrollment in an activity of one of the director's programs. */
const ownedPaid = (directorId: number) =>
  and(eq(itineraryActivities.paymentStatus, 'paid'), eq(activityProviders.directorId, directorId));

export async function countOrders(db: DbOrTx, directorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .where(ownedPaid(directorId));
  return row?.n ?? 0;
}

export interface OrderRow {
  id: number;
  processed: boolean;
  paidAt: Date | null;
  parentName: string | null;
  parentFirstName: string | null;
  parentLastName: string | null;
  parentEmail: string | null;
  /** Set when the parent deleted their account (the row stays, anonymised). */
  parentDeletedAt: Date | null;
  parentPhone: string | null;
  parentAddress: string | null;
  parentZip: string | null;
  questionnaireAddress: string | null;
  questionnaireZip: string | null;
  childName: string | null;
  questionnaireChildName: string | null;
  activityId: number;
  activityName: string;
  sku: string;
  providerName: string;
  startDate: string;
  endDate: string;
}

/** Newest payment first; unpaid-at rows (none in practice) last; id breaks ties. */
export async function listOrders(
  db: DbOrTx,
  directorId: number,
  limit: number,
  offset: number,
): Promise<OrderRow[]> {
  return db
    .select({
      id: itineraryActivities.id,
      processed: itineraryActivities.processed,
      paidAt: itineraryActivities.paidAt,
      parentName: users.name,
      parentFirstName: users.firstName,
      parentLastName: users.lastName,
      parentEmail: users.email,
      parentDeletedAt: users.deletedAt,
      parentPhone: users.phoneNumber,
      parentAddress: users.address,
      parentZip: users.zipCode,
      questionnaireAddress: questionnaires.addressStreet,
      questionnaireZip: questionnaires.zipCode,
      childName: children.firstName,
      questionnaireChildName: questionnaires.childFirstName,
      activityId: activities.id,
      activityName: activities.name,
      sku: activities.sku,
      providerName: activityProviders.name,
      startDate: activities.startDate,
      endDate: activities.endDate,
    })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .leftJoin(users, eq(users.id, itineraries.parentId))
    .leftJoin(children, eq(children.id, itineraries.childId))
    .leftJoin(questionnaires, eq(questionnaires.id, itineraries.questionnaireId))
    .where(ownedPaid(directorId))
    .orderBy(sql`${itineraryActivities.paidAt} DESC NULLS LAST`, desc(itineraryActivities.id))
    .limit(limit)
    .offset(offset);
}

/** The order row, locked for the update, when it is a paid enrollment the director owns. */
export async function findOwnedOrderForUpdate(
  db: DbOrTx,
  directorId: number,
  id: number,
): Promise<{ id: number; processed: boolean } | undefined> {
  const [row] = await db
    .select({ id: itineraryActivities.id, processed: itineraryActivities.processed })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .where(and(eq(itineraryActivities.id, id), ownedPaid(directorId)))
    .for('update', { of: itineraryActivities })
    .limit(1);
  return row;
}
