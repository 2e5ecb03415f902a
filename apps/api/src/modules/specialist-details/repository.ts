import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { activityInterests } from '../../db/schema/activity-interests.js';
import { activityProviderInterests } from '../../db/schema/activity-provider-interests.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { activitySkillDevelopments } from '../../db/schema/activity-skill-developments.js';
import { interests } from '../../db/schema/interests.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { skillDevelopments } from '../../db/schema/skill-developments.js';
import { specialistNotes } from '../../db/schema/specialist-notes.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';

export type ActivityRow = typeof activities.$inferSelect;
export type ProviderRow = typeof activityProviders.$inferSelect;
export interface Named {
  id: number;
  name: string;
}

const parentActivity = alias(activities, 'parent_activity');

export async function findActivity(db: DbOrTx, id: number, lock = false) {
  const q = db
    .select({
      activity: activities,
      providerName: activityProviders.name,
      parentSku: parentActivity.sku,
    })
    .from(activities)
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .leftJoin(parentActivity, eq(parentActivity.id, activities.parentActivityId))
    .where(eq(activities.id, id));
  const [row] = lock ? await q.for('update', { of: activities }) : await q;
  return row ?? null;
}

export function interestsOfActivity(db: DbOrTx, activityId: number): Promise<Named[]> {
  return db
    .select({ id: interests.id, name: interests.name })
    .from(activityInterests)
    .innerJoin(interests, eq(interests.id, activityInterests.interestId))
    .where(eq(activityInterests.activityId, activityId))
    .orderBy(asc(interests.name));
}

export function skillsOfActivity(db: DbOrTx, activityId: number): Promise<Named[]> {
  return db
    .select({ id: skillDevelopments.id, name: skillDevelopments.name })
    .from(activitySkillDevelopments)
    .innerJoin(
      skillDevelopments,
      eq(skillDevelopments.id, activitySkillDevelopments.skillDevelopmentId),
    )
    .where(eq(activitySkillDevelopments.activityId, activityId))
    .orderBy(asc(skillDevelopments.name));
}

export async function findProvider(db: DbOrTx, id: number, lock = false) {
  const q = db
    .select({
      provider: activityProviders,
      logoSignedId: uploadedFiles.signedId,
      logoFilename: uploadedFiles.filename,
    })
    .from(activityProviders)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, activityProviders.logoFileId))
    .where(eq(activityProviders.id, id));
  const [row] = lock ? await q.for('update', { of: activityProviders }) : await q;
  return row ?? null;
}

export function interestsOfProvider(db: DbOrTx, providerId: number): Promise<Named[]> {
  return db
    .select({ id: interests.id, name: interests.name })
    .from(activityProviderInterests)
    .innerJoin(interests, eq(interests.id, activityProviderInterests.interestId))
    .where(eq(activityProviderInterests.activityProviderId, providerId))
    .orderBy(asc(interests.name));
}

export async function countProviderActivities(db: DbOrTx, providerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activities)
    .where(eq(activities.providerId, providerId));
  return row?.n ?? 0;
}

/** One page of the program's activities by start date (then name and id: a stable order). */
export function providerActivities(
  db: DbOrTx,
  providerId: number,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: activities.id,
      name: activities.name,
      startDate: activities.startDate,
      endDate: activities.endDate,
      url: activities.url,
      priceCents: activities.priceCents,
      totalSeats: activities.totalSeats,
      reservedSeats: activities.reservedSeats,
    })
    .from(activities)
    .where(eq(activities.providerId, providerId))
    .orderBy(asc(activities.startDate), asc(activities.name), asc(activities.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Which of `activityIds` are already on the itinerary. */
export async function addedToItinerary(
  db: DbOrTx,
  itineraryId: number,
  activityIds: number[],
): Promise<Set<number>> {
  if (activityIds.length === 0) return new Set();
  const rows = await db
    .select({ activityId: itineraryActivities.activityId })
    .from(itineraryActivities)
    .where(
      and(
        eq(itineraryActivities.itineraryId, itineraryId),
        inArray(itineraryActivities.activityId, activityIds),
      ),
    );
  return new Set(rows.map((r) => r.activityId));
}

export async function insertNoteHistory(db: DbOrTx, values: typeof specialistNotes.$inferInsert) {
  await db.insert(specialistNotes).values(values);
}
