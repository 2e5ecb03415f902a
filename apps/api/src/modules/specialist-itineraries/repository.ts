import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { campDirectorProfiles } from '../../db/schema/camp-director-profiles.js';
import { children } from '../../db/schema/children.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { orders } from '../../db/schema/orders.js';
import { packages } from '../../db/schema/packages.js';
import { parentsItineraries } from '../../db/schema/parents-itineraries.js';
import { questionnaires } from '../../db/schema/questionnaires.js';
import { users } from '../../db/schema/users.js';

export type ItineraryRow = typeof itineraries.$inferSelect;
export type ItineraryActivityRow = typeof itineraryActivities.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type QuestionnaireRow = typeof questionnaires.$inferSelect;

export async function findItinerary(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<ItineraryRow | null> {
  const q = db.select().from(itineraries).where(eq(itineraries.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findUser(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findChild(db: DbOrTx, id: number) {
  const [row] = await db.select().from(children).where(eq(children.id, id));
  return row ?? null;
}

export async function findQuestionnaire(db: DbOrTx, id: number): Promise<QuestionnaireRow | null> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  return row ?? null;
}

/** The parent's newest order with its package type (the session's package_type/order_status). */
export async function latestOrder(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ status: orders.status, packageType: packages.packageType })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}

const cardColumns = {
  id: activities.id,
  name: activities.name,
  providerId: activities.providerId,
  providerName: activityProviders.name,
  url: activities.url,
  priceCents: activities.priceCents,
  feeCents: activities.feeCents,
  startDate: activities.startDate,
  endDate: activities.endDate,
  startTime: activities.startTime,
  endTime: activities.endTime,
  location: activities.location,
  campType: activities.campType,
  totalSeats: activities.totalSeats,
  reservedSeats: activities.reservedSeats,
};

export interface ItineraryActivityDetail {
  item: ItineraryActivityRow;
  activity: {
    id: number;
    name: string;
    providerId: number;
    providerName: string;
    url: string;
    priceCents: number;
    feeCents: number;
    startDate: string;
    endDate: string;
    startTime: string;
    endTime: string;
    location: string;
    campType: string;
    totalSeats: number | null;
    reservedSeats: number;
  };
}

/** The itinerary's activities by start date and time (section 2: "sorted by start date"). */
export function activitiesOf(db: DbOrTx, itineraryId: number): Promise<ItineraryActivityDetail[]> {
  return db
    .select({ item: itineraryActivities, activity: cardColumns })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .where(eq(itineraryActivities.itineraryId, itineraryId))
    .orderBy(
      asc(activities.startDate),
      asc(activities.startTime),
      asc(activities.name),
      asc(itineraryActivities.id),
    );
}

export function invitationsOf(db: DbOrTx, itineraryId: number) {
  return db
    .select()
    .from(parentsItineraries)
    .where(eq(parentsItineraries.itineraryId, itineraryId))
    .orderBy(asc(parentsItineraries.createdAt), asc(parentsItineraries.id));
}

/** The activity and whether its program's director takes online payments (Stripe ready). */
export async function findActivityForAdd(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select({
      id: activities.id,
      paymentAccountStatus: campDirectorProfiles.paymentAccountStatus,
    })
    .from(activities)
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .leftJoin(campDirectorProfiles, eq(campDirectorProfiles.userId, activityProviders.directorId))
    .where(eq(activities.id, activityId));
  return row ?? null;
}

export async function findItineraryActivity(
  db: DbOrTx,
  itineraryId: number,
  activityId: number,
): Promise<ItineraryActivityRow | null> {
  const [row] = await db
    .select()
    .from(itineraryActivities)
    .where(
      and(
        eq(itineraryActivities.itineraryId, itineraryId),
        eq(itineraryActivities.activityId, activityId),
      ),
    );
  return row ?? null;
}

export async function findItineraryActivityById(
  db: DbOrTx,
  id: number,
): Promise<ItineraryActivityRow | null> {
  const [row] = await db.select().from(itineraryActivities).where(eq(itineraryActivities.id, id));
  return row ?? null;
}
