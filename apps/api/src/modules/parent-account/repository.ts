import { and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { children } from '../../db/schema/children.js';
import { questionnaires } from '../../db/schema/questionnaires.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { parentsItineraries } from '../../db/schema/parents-itineraries.js';
import { changeRequests } from '../../db/schema/change-requests.js';
import { chatMessages } from '../../db/schema/chat-messages.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { localPaymentMethods } from '../../db/schema/local-payment-methods.js';

/** What a deleted child's name becomes wherever it is kept. */
export const DELETED_CHILD_NAME = 'Deleted child';

/** Itineraries that stay as they are: approved ones carry the paid enrollments. */
const KEPT_ITINERARY_STATUSES = ['approved', 'canceled'] as const;

const ownItineraryIds = (parentId: number) =>
  sql`(SELECT ${itineraries.id} FROM ${itineraries} WHERE ${itineraries.parentId} = ${parentId})`;

export async function anonymiseChildren(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .update(children)
    .set({ firstName: DELETED_CHILD_NAME })
    .where(eq(children.parentId, parentId));
}

/**
 * The child's answers that say who and where the family is go; the planning answers (age,
 * grade, interests, dates, budget) stay, as specialists and providers read them on itineraries
 * and orders and they no longer point at anyone.
 */
export async function anonymiseQuestionnaires(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .update(questionnaires)
    .set({
      formId: null,
      childFirstName: DELETED_CHILD_NAME,
      specifyAccessibility: null,
      otherInterests: null,
      lastComments: null,
      campName: null,
      nameOfSecondCamp: null,
      nameOfThirdCamp: null,
      nameOfFourthCamp: null,
      addressStreet: null,
      zipCode: null,
      latitude: null,
      longitude: null,
    })
    .where(eq(questionnaires.parentId, parentId));
}

/**
 * Every itinerary still being worked on is canceled (no one is left to review it); all of them
 * lose the family's location and the specialist's message to the parent.
 */
export async function closeItineraries(db: DbOrTx, parentId: number, now: Date): Promise<void> {
  await db
    .update(itineraries)
    .set({ status: 'canceled', canceledAt: now })
    .where(
      and(
        eq(itineraries.parentId, parentId),
        notInArray(itineraries.status, [...KEPT_ITINERARY_STATUSES]),
      ),
    );
  await db
    .update(itineraries)
    .set({ location: null, latitude: null, longitude: null, message: null })
    .where(eq(itineraries.parentId, parentId));
}

/**
 * Friend invitations go both ways: the parent's own invitations to others' itineraries, and the
 * ones the parent sent (they hold the friends' e-mails and messages). Their activity lists
 * cascade.
 */
export async function deleteInvitations(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .delete(parentsItineraries)
    .where(
      or(
        eq(parentsItineraries.parentId, parentId),
        eq(parentsItineraries.invitedById, parentId),
        inArray(parentsItineraries.itineraryId, ownItineraryIds(parentId)),
      ),
    );
}

/** Change requests and chat messages are the parent's own words. */
export async function deleteConversations(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .delete(changeRequests)
    .where(
      or(
        eq(changeRequests.requestedById, parentId),
        inArray(changeRequests.itineraryId, ownItineraryIds(parentId)),
      ),
    );
  await db
    .delete(chatMessages)
    .where(
      or(
        eq(chatMessages.userId, parentId),
        inArray(chatMessages.itineraryId, ownItineraryIds(parentId)),
      ),
    );
}

export async function cancelSubscriptions(db: DbOrTx, parentId: number, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false })
    .where(and(eq(subscriptions.userId, parentId), ne(subscriptions.status, 'canceled')));
  // No renewal can be charged any more, so no subscription keeps a card.
  await db
    .update(subscriptions)
    .set({ paymentMethodId: null })
    .where(eq(subscriptions.userId, parentId));
}

/** Cards saved with the local provider (brand, last four, expiry): nothing left to charge. */
export async function deleteLocalPaymentMethods(db: DbOrTx, parentId: number): Promise<void> {
  await db.delete(localPaymentMethods).where(eq(localPaymentMethods.userId, parentId));
}
