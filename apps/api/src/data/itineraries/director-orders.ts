import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { children } from '../../db/schema/children.js';
import { questionnaires } from '../../db/schema/questionnaires.js';
import { users } from '../../db/schema/users.js';

// The itineraries aggregate's reads for the director's orders: paid enrollments in the
// director's activities.

/** A page of a list: how many rows and from which. */
export type Page = { limit: number; offset: number };

// ---- reads: the director's orders (paid enrollments in the director's activities) ------------

/** A paid enrollment in an activity of one of the director's programs. */
const ownedPaid = (directorId: number) =>
  and(eq(itineraryActivities.paymentStatus, 'paid'), eq(activityProviders.directorId, directorId));

export async function countDirectorOrders(db: DbOrTx, directorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .where(ownedPaid(directorId));
  return row?.n ?? 0;
}

/** Newest payment first; unpaid-at rows (none in practice) last; id breaks ties. */
export function listDirectorOrders(db: DbOrTx, directorId: number, page: Page) {
  return db
    .select({
      id: itineraryActivities.id,
      processed: itineraryActivities.processed,
      paidAt: itineraryActivities.paidAt,
      parentName: users.name,
      parentFirstName: users.firstName,
      parentLastName: users.lastName,
      parentEmail: users.email,
      // Set when the parent deleted their account (the row stays, anonymised).
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
    .limit(page.limit)
    .offset(page.offset);
}
export type DirectorOrderRow = Awaited<ReturnType<typeof listDirectorOrders>>[number];

/** The order row, locked for the update, when it is a paid enrollment the director owns. */
export async function lockDirectorOrder(
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


/** Whether the child holds a paid place in an activity of one of the director's programs. */
export function childBookedWithDirector(
  db: DbOrTx,
  childId: number,
  directorId: number,
): Promise<boolean> {
  return db
    .select({ one: sql<number>`1` })
    .from(itineraryActivities)
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .where(and(eq(itineraries.childId, childId), ownedPaid(directorId)))
    .limit(1)
    .then((rows) => rows.length > 0);
}

// ---- reads: the roster (the children holding a paid place in one activity) -----------------

/** The paid places in the activity that are not canceled, one per child, by first name. */
export function childrenBookedInActivity(db: DbOrTx, activityId: number) {
  return db
    .selectDistinctOn([children.firstName, children.id], {
      childId: children.id,
      firstName: children.firstName,
    })
    .from(itineraryActivities)
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .innerJoin(children, eq(children.id, itineraries.childId))
    .where(
      and(
        eq(itineraryActivities.activityId, activityId),
        eq(itineraryActivities.paymentStatus, 'paid'),
        isNull(itineraryActivities.canceledAt),
      ),
    )
    .orderBy(asc(children.firstName), asc(children.id));
}

/** The itinerary's child (null when it has none) and the activities it holds a paid place in. */
export async function paidActivitiesOfParentItinerary(
  db: DbOrTx,
  itineraryId: number,
  parentId: number,
): Promise<{ childId: number | null; activityIds: number[] } | null> {
  const [itinerary] = await db
    .select({ childId: itineraries.childId })
    .from(itineraries)
    .where(and(eq(itineraries.id, itineraryId), eq(itineraries.parentId, parentId)));
  if (!itinerary) return null;
  const rows = await db
    .select({ activityId: itineraryActivities.activityId })
    .from(itineraryActivities)
    .where(
      and(
        eq(itineraryActivities.itineraryId, itineraryId),
        isNotNull(itineraryActivities.paidAt),
        eq(itineraryActivities.paymentStatus, 'paid'),
      ),
    );
  return { childId: itinerary.childId, activityIds: rows.map((r) => r.activityId) };
}
