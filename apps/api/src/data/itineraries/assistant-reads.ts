/**
 * The itineraries aggregate's reads for MIA's tool layer (decision 0068): everything
 * the assistant may say about one itinerary's activities in one query, the specialist's answers
 * in the chat, and the friends who joined. Reads only; the tool layer decides who may ask.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { itineraryActivities } from '../../db/schema/itinerary-activities.js';
import { activities } from '../../db/schema/activities.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { campDirectorProfiles } from '../../db/schema/camp-director-profiles.js';
import { children } from '../../db/schema/children.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { questionnaires } from '../../db/schema/questionnaires.js';
import { users } from '../../db/schema/users.js';
import { parentsItineraries } from '../../db/schema/parents-itineraries.js';
import { parentsItineraryActivities } from '../../db/schema/parents-itinerary-activities.js';

const specialists = alias(users, 'specialist');
const parents = alias(users, 'parent');

/**
 * Itineraries with their parent's and child's names, their specialist's name and their questionnaire's home
 * point and requested dates, in one query: a parent's (newest first), or one by id.
 */
export function assistantItineraries(db: DbOrTx, by: { parentId: number } | { id: number }) {
  const q = questionnaires;
  return db
    .select({
      itinerary: itineraries,
      childName: children.firstName,
      parentName: parents.name,
      specialistName: specialists.name,
      questionnaire: {
        childFirstName: q.childFirstName,
        latitude: q.latitude,
        longitude: q.longitude,
        startDate: q.startDate,
        endDate: q.endDate,
        startDate2: q.startDate2,
        endDate2: q.endDate2,
        startDate3: q.startDate3,
        endDate3: q.endDate3,
        startDate4: q.startDate4,
        endDate4: q.endDate4,
      },
    })
    .from(itineraries)
    .innerJoin(parents, eq(parents.id, itineraries.parentId))
    .leftJoin(children, eq(children.id, itineraries.childId))
    .leftJoin(specialists, eq(specialists.id, itineraries.specialistId))
    .leftJoin(q, eq(q.id, itineraries.questionnaireId))
    .where('parentId' in by ? eq(itineraries.parentId, by.parentId) : eq(itineraries.id, by.id))
    .orderBy(desc(itineraries.createdAt), desc(itineraries.id));
}
export type AssistantItineraryRow = Awaited<ReturnType<typeof assistantItineraries>>[number];

/**
 * Each activity of the itineraries with its dates, place, prices, seats, payment facts, the
 * provider's contact and the provider-written texts (description, cancellation policy), in
 * start order.
 */
export function assistantActivityFacts(db: DbOrTx, itineraryIds: readonly number[]) {
  if (itineraryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      itemId: itineraryActivities.id,
      itineraryId: itineraryActivities.itineraryId,
      storedPaymentStatus: itineraryActivities.paymentStatus,
      canceledAt: itineraryActivities.canceledAt,
      paidAt: itineraryActivities.paidAt,
      amountCents: itineraryActivities.amountCents,
      activityId: activities.id,
      name: activities.name,
      campType: activities.campType,
      priceCents: activities.priceCents,
      feeCents: activities.feeCents,
      startDate: activities.startDate,
      endDate: activities.endDate,
      meetingDays: activities.meetingDays,
      startTime: activities.startTime,
      endTime: activities.endTime,
      location: activities.location,
      latitude: activities.latitude,
      longitude: activities.longitude,
      totalSeats: activities.totalSeats,
      reservedSeats: activities.reservedSeats,
      instructor: activities.instructor,
      ageMin: activities.ageMin,
      ageMax: activities.ageMax,
      url: activities.url,
      description: activities.description,
      providerId: activityProviders.id,
      providerName: activityProviders.name,
      providerEmail: activityProviders.email,
      providerPhone: activityProviders.phoneNumber,
      providerWebsite: activityProviders.website,
      cancellationPolicy: activityProviders.cancellationPolicy,
      registrationStatus: campDirectorProfiles.registrationStatus,
      paymentAccountStatus: campDirectorProfiles.paymentAccountStatus,
    })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .leftJoin(campDirectorProfiles, eq(campDirectorProfiles.userId, activityProviders.directorId))
    .where(inArray(itineraryActivities.itineraryId, [...itineraryIds]))
    .orderBy(
      asc(activities.startDate),
      asc(activities.startTime),
      asc(activities.name),
      asc(itineraryActivities.id),
    );
}
export type AssistantActivityFact = Awaited<ReturnType<typeof assistantActivityFacts>>[number];

/** The friend's accepted invitation to the itinerary with its shared activity ids, or null. */
export async function acceptedInvitationOf(db: DbOrTx, itineraryId: number, friendId: number) {
  const pi = parentsItineraries;
  const [row] = await db
    .select({ id: pi.id })
    .from(pi)
    .where(and(eq(pi.itineraryId, itineraryId), eq(pi.parentId, friendId), eq(pi.status, 'accepted')))
    .limit(1);
  if (!row) return null;
  const shared = await db
    .select({ activityId: parentsItineraryActivities.activityId })
    .from(parentsItineraryActivities)
    .where(eq(parentsItineraryActivities.parentsItineraryId, row.id));
  return { id: row.id, activityIds: new Set(shared.map((s) => s.activityId)) };
}

/** The friends who accepted an invitation to these itineraries, with what was shared. */
export async function joinedFriendsOf(db: DbOrTx, itineraryIds: readonly number[]) {
  if (itineraryIds.length === 0) return [];
  const pi = parentsItineraries;
  const rows = await db
    .select({
      id: pi.id,
      itineraryId: pi.itineraryId,
      friendName: pi.friendName,
      friendEmail: pi.friendEmail,
      respondedAt: pi.respondedAt,
    })
    .from(pi)
    .where(and(inArray(pi.itineraryId, [...itineraryIds]), eq(pi.status, 'accepted')))
    .orderBy(asc(pi.respondedAt), asc(pi.id));
  const shared =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(parentsItineraryActivities)
          .where(
            inArray(
              parentsItineraryActivities.parentsItineraryId,
              rows.map((r) => r.id),
            ),
          );
  return rows.map((r) => ({
    ...r,
    activityIds: shared.filter((s) => s.parentsItineraryId === r.id).map((s) => s.activityId),
  }));
}
