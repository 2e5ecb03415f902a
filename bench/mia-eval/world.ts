// The evaluation's world: the demo seed made at a fixed 'now', with one demo family
// given more to talk about (two unpaid activities, one at the same time as a paid one, a friend
// who joined, a change request and the specialist's answer in the chat), then every demo family
// read back straight from the tables, independently of MIA's tool layer, so the expected answers
// are computed from the data and not from the code under test.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';
import { activities } from '../../apps/api/src/db/schema/activities.js';
import { activityProviders } from '../../apps/api/src/db/schema/activity-providers.js';
import { chatMessages } from '../../apps/api/src/db/schema/chat-messages.js';
import { children } from '../../apps/api/src/db/schema/children.js';
import { itineraries } from '../../apps/api/src/db/schema/itineraries.js';
import { itineraryActivities } from '../../apps/api/src/db/schema/itinerary-activities.js';
import { parentsItineraries } from '../../apps/api/src/db/schema/parents-itineraries.js';
import { users } from '../../apps/api/src/db/schema/users.js';
import { seedDemoIfEmpty, DEMO_EMAIL_DOMAIN } from '../../apps/api/src/db/seed/demo.js';
import * as catalogRepo from '../../apps/api/src/data/catalog/repository.js';
import * as invitationsRepo from '../../apps/api/src/data/itineraries/invitations.js';
import * as itinerariesRepo from '../../apps/api/src/data/itineraries/repository.js';

/** The evaluation's 'now': Monday, May 3, 2027, 10:00 in Raleigh. */
export const EVAL_NOW = new Date('2027-05-03T14:00:00Z');
export const EVAL_TIME_ZONE = 'America/New_York';
/** Today in the family's zone, as the questions' relative dates are read. */
export const EVAL_TODAY = '2027-05-03';

export interface EvalActivity {
  activityId: number;
  name: string;
  providerName: string;
  providerPhone: string | null;
  providerEmail: string;
  cancellationPolicy: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  priceCents: number;
  feeCents: number;
  totalSeats: number | null;
  reservedSeats: number;
  paid: boolean;
}

export interface EvalItinerary {
  id: number;
  childName: string;
  status: string;
  message: string | null;
  home: { latitude: number; longitude: number } | null;
  activities: EvalActivity[];
  friends: string[];
  specialistChat: string[];
}

export interface EvalFamily {
  parentId: number;
  parentName: string;
  lastName: string;
  specialistName: string | null;
  itineraries: EvalItinerary[];
}

/** The demo seed at EVAL_NOW (an empty database only) and the extra facts of the first family. */
export async function seedEvalWorld(db: Db): Promise<void> {
  await seedDemoIfEmpty({ db, now: () => EVAL_NOW });
  const [hernandez] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `hernandez.family@${DEMO_EMAIL_DOMAIN}`));
  const [okafor] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, `okafor.family@${DEMO_EMAIL_DOMAIN}`));
  if (!hernandez || !okafor)
    throw new Error('the demo families are missing (seed an empty database)');
  const [sofia] = await db
    .select({ id: itineraries.id, specialistId: itineraries.specialistId })
    .from(itineraries)
    .innerJoin(children, eq(children.id, itineraries.childId))
    .where(and(eq(itineraries.parentId, hernandez.id), eq(children.firstName, 'Sofia')));
  if (!sofia) throw new Error('Sofia’s itinerary is missing');
  if ((await itinerariesRepo.changeRequestsOf(db, sofia.id)).length > 0) return; // already enriched

  const onIt = await itinerariesRepo.activitiesOf(db, sofia.id);
  const first = onIt[0]!.activity;
  const catalog = await db
    .select()
    .from(activities)
    .orderBy(asc(activities.startDate), asc(activities.id));
  const taken = new Set(onIt.map((r) => r.activity.id));
  // One at the same time as Sofia's first camp, one later in the summer that overlaps nothing.
  const clash = catalog.find(
    (a) =>
      !taken.has(a.id) &&
      a.startDate <= first.endDate &&
      first.startDate <= a.endDate &&
      a.startTime < first.endTime &&
      first.startTime < a.endTime,
  );
  const later = catalog.find(
    (a) =>
      !taken.has(a.id) &&
      a.id !== clash?.id &&
      a.startDate > first.endDate &&
      onIt.every((r) => a.startDate > r.activity.endDate || a.endDate < r.activity.startDate),
  );
  if (!clash || !later) {
    throw new Error(
      `the demo catalog has no activity to add (clash ${clash?.id}, later ${later?.id})`,
    );
  }
  await db.transaction(async (tx) => {
    for (const a of [clash, later]) {
      await catalogRepo.reserveSeat(tx, a.id);
      await itinerariesRepo.insertItineraryActivity(tx, {
        itineraryId: sofia.id,
        activityId: a.id,
        paymentStatus: 'available_for_payment',
      });
    }
    const invitation = await invitationsRepo.insertInvitation(
      tx,
      {
        itineraryId: sofia.id,
        friendEmail: okafor.email,
        friendName: okafor.name,
        parentId: okafor.id,
        invitedById: hernandez.id,
        text: 'Join us at camp!',
      },
      [first.id],
    );
    await invitationsRepo.answerInvitation(tx, invitation.id, {
      status: 'accepted',
      comment: 'We are in!',
      childId: null,
      friendName: okafor.name,
      respondedAt: EVAL_NOW,
    });
    await itinerariesRepo.insertChangeRequests(
      tx,
      sofia.id,
      hernandez.id,
      [
        {
          activityId: clash.id,
          reason: 'Date',
          moreInformation: 'This clashes with her other camp.',
        },
      ],
      EVAL_NOW,
    );
    await itinerariesRepo.resolveChangeRequests(tx, sofia.id, EVAL_NOW);
    // The conversation's owner (parent_id) once mia-api's chat storage is merged; drizzle
    // leaves out keys that are no column before that.
    const conversation = { parentId: hernandez.id };
    await tx.insert(chatMessages).values({
      ...conversation,
      itineraryId: sofia.id,
      // The owner's conversation (decision 0067).
      parentId: hernandez.id,
      userId: sofia.specialistId,
      senderRole: 'Specialist',
      role: 'assistant',
      text: `${clash.name} also runs later in the summer; tell me if you want to switch.`,
      createdAt: EVAL_NOW,
    });
  });
}

/** Every demo family with an itinerary that has activities, read straight from the tables. */
export async function loadEvalFamilies(db: Db): Promise<EvalFamily[]> {
  const rows = await db
    .select({
      itinerary: itineraries,
      childName: children.firstName,
      parentName: users.name,
      lastName: users.lastName,
    })
    .from(itineraries)
    .innerJoin(users, eq(users.id, itineraries.parentId))
    .leftJoin(children, eq(children.id, itineraries.childId))
    .orderBy(asc(itineraries.parentId), asc(itineraries.id));
  const ids = rows.map((r) => r.itinerary.id);
  const acts = await db
    .select({ item: itineraryActivities, a: activities, p: activityProviders })
    .from(itineraryActivities)
    .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .where(inArray(itineraryActivities.itineraryId, ids))
    .orderBy(asc(activities.startDate), asc(activities.startTime), asc(activities.name));
  const friends = await db
    .select()
    .from(parentsItineraries)
    .where(
      and(inArray(parentsItineraries.itineraryId, ids), eq(parentsItineraries.status, 'accepted')),
    );
  const chats = await db
    .select()
    .from(chatMessages)
    .where(and(inArray(chatMessages.itineraryId, ids), eq(chatMessages.senderRole, 'Specialist')));
  const specialistNames = new Map(
    (await db.select({ id: users.id, name: users.name }).from(users)).map((u) => [u.id, u.name]),
  );

  const families = new Map<number, EvalFamily>();
  for (const r of rows) {
    const it = r.itinerary;
    const list = acts.filter((x) => x.item.itineraryId === it.id);
    if (list.length === 0) continue;
    const family = families.get(it.parentId) ?? {
      parentId: it.parentId,
      parentName: r.parentName,
      lastName: r.lastName ?? r.parentName.split(' ').at(-1)!,
      specialistName:
        it.specialistId === null ? null : (specialistNames.get(it.specialistId) ?? null),
      itineraries: [],
    };
    family.itineraries.push({
      id: it.id,
      childName: r.childName ?? '',
      status: it.status,
      message: it.message,
      home:
        it.latitude !== null && it.longitude !== null
          ? { latitude: it.latitude, longitude: it.longitude }
          : null,
      activities: list.map(({ item, a, p }) => ({
        activityId: a.id,
        name: a.name,
        providerName: p.name,
        providerPhone: p.phoneNumber,
        providerEmail: p.email,
        cancellationPolicy: p.cancellationPolicy,
        startDate: a.startDate,
        endDate: a.endDate,
        startTime: a.startTime.slice(0, 5),
        endTime: a.endTime.slice(0, 5),
        location: a.location,
        latitude: a.latitude,
        longitude: a.longitude,
        priceCents: a.priceCents,
        feeCents: a.feeCents,
        totalSeats: a.totalSeats,
        reservedSeats: a.reservedSeats,
        paid: item.paymentStatus === 'paid',
      })),
      friends: friends
        .filter((f) => f.itineraryId === it.id)
        .map((f) => f.friendName ?? f.friendEmail),
      specialistChat: chats.filter((c) => c.itineraryId === it.id).map((c) => c.text),
    });
    families.set(it.parentId, family);
  }
  return [...families.values()];
}
