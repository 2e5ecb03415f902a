import { eq } from 'drizzle-orm';
import { activities } from '../../src/db/schema/activities.js';
import { waitlistEntries } from '../../src/db/schema/waitlist-entries.js';
import * as catalogRepo from '../../src/data/catalog/repository.js';
import { offerFreedSeats } from '../../src/modules/waitlist/service.js';
import type { TestApp } from '../test-app.js';
import { signIn } from '../auth/helpers.js';
import { makeFamily, makeItineraryActivity } from '../factories.js';

export const WAITLIST_URL = '/api/v1/parents/waitlist_entries';

/**
 * A family whose approved itinerary has the activity without a seat of its own (decision 0062:
 * seats are taken at checkout), signed in.
 */
export async function makeUnseatedFamily(
  t: TestApp,
  activityId: number,
  status: 'approved' | 'review' = 'approved',
) {
  const family = await makeFamily(t, { itinerary: { status } });
  const item = await makeItineraryActivity(t, { itineraryId: family.itinerary.id, activityId });
  const { token } = await signIn(t, 'Parent', family.parent);
  return { ...family, item, token };
}

/** Every seat of the activity taken (by other families). */
export async function fill(t: TestApp, activityId: number) {
  const [a] = await t.db.select().from(activities).where(eq(activities.id, activityId));
  await t.db
    .update(activities)
    .set({ reservedSeats: a!.totalSeats! })
    .where(eq(activities.id, activityId));
}

export async function seats(t: TestApp, activityId: number) {
  const [a] = await t.db.select().from(activities).where(eq(activities.id, activityId));
  return { total: a!.totalSeats, reserved: a!.reservedSeats };
}

/** A seat given back as the product's release paths do: released, then offered to the line. */
export function freeSeat(t: TestApp, activityId: number) {
  return t.db.transaction(async (tx) => {
    await catalogRepo.releaseSeat(tx, activityId);
    return offerFreedSeats(tx, t.ctx, activityId);
  });
}

export async function entryRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row!;
}

export function entriesOf(t: TestApp, activityId: number) {
  return t.db.select().from(waitlistEntries).where(eq(waitlistEntries.activityId, activityId));
}
