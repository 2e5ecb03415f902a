import { eq } from 'drizzle-orm';
import { activities } from '../../../src/db/schema/activities.js';
import { checkoutItems, checkoutSessions } from '../../../src/db/schema/checkout-sessions.js';
import { itineraryActivities } from '../../../src/db/schema/itinerary-activities.js';
import type { TestApp } from '../../test-app.js';
import { makeUser, signIn } from '../../auth/helpers.js';
import { makeProgram } from '../../director-activities/helpers.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../../factories.js';

export const CHECKOUT_URL = '/api/v1/payment/checkout_sessions';
export const localUrl = (id: string, action?: 'pay' | 'cancel') =>
  `/api/v1/payment/local_checkout/${id}${action ? `/${action}` : ''}`;
export const GOOD_CARD = {
  card_number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
};

/** Two validated directors with ready accounts, each with a program and an activity. */
export async function makeProviders(t: TestApp) {
  const pineDirector = await makeUser(t, {
    role: 'CampDirector',
    director: 'active',
    name: 'Pia Pine',
  });
  const oakDirector = await makeUser(t, {
    role: 'CampDirector',
    director: 'active',
    name: 'Otto Oak',
  });
  const pine = await makeProgram(t, pineDirector.id, { name: 'Pine Lake Camp' });
  const oak = await makeProgram(t, oakDirector.id, { name: 'Oak Hill Camp' });
  const lake = await makeActivity(t, pine.id, {
    name: 'Lake Week',
    priceCents: 35_005,
    feeCents: 1_000,
  });
  const hill = await makeActivity(t, oak.id, {
    name: 'Hill Week',
    priceCents: 20_000,
    feeCents: 0,
  });
  return { pineDirector, oakDirector, pine, oak, lake, hill };
}

/**
 * A family with an approved itinerary of the given activities. No seat is taken: the checkout
 * takes it (decision 0062).
 */
export async function makeApprovedItinerary(
  t: TestApp,
  activityIds: number[],
  status: 'approved' | 'review' = 'approved',
) {
  const family = await makeFamily(t, { itinerary: { status } });
  const items = [];
  for (const activityId of activityIds)
    items.push(await makeItineraryActivity(t, { itineraryId: family.itinerary.id, activityId }));
  const { token } = await signIn(t, 'Parent', family.parent);
  return { ...family, items, token };
}

/** The activity's seats: total and reserved. */
export async function seatsOf(t: TestApp, activityId: number) {
  const [a] = await t.db.select().from(activities).where(eq(activities.id, activityId));
  return { total: a!.totalSeats, reserved: a!.reservedSeats };
}

export async function checkoutRows(t: TestApp) {
  return {
    sessions: await t.db.select().from(checkoutSessions),
    items: await t.db.select().from(checkoutItems),
  };
}

export async function itineraryActivityRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(itineraryActivities).where(eq(itineraryActivities.id, id));
  return row!;
}
