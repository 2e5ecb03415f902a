import { eq } from 'drizzle-orm';
import { checkoutItems, checkoutSessions } from '../../../src/db/schema/checkout-sessions.js';
import { activityProviders } from '../../../src/db/schema/activity-providers.js';
import { itineraries } from '../../../src/db/schema/itineraries.js';
import type { TestApp } from '../../test-app.js';
import { makeActivity, makeItineraryActivity, makeQuestionnaire } from '../../factories.js';
import { makeApprovedItinerary, makeProviders } from './helpers.js';

/**
 * A family of two children (Riley and Sam), each with an approved itinerary of the given
 * activities; the parent signed in.
 */
export async function makeTwoChildFamily(t: TestApp, first: number[], second: number[]) {
  const a = await makeApprovedItinerary(t, first);
  const { child } = await makeQuestionnaire(t, a.parent.id, {
    child: { firstName: 'Sam', age: 7, risingGradeLevel: 2 },
  });
  const [itinerary] = await t.db
    .insert(itineraries)
    .values({ parentId: a.parent.id, childId: child!.id, status: 'approved' })
    .returning();
  const items = [];
  for (const activityId of second)
    items.push(await makeItineraryActivity(t, { itineraryId: itinerary!.id, activityId }));
  return {
    parent: a.parent,
    token: a.token,
    riley: { itinerary: a.itinerary, items: a.items },
    sam: { itinerary: itinerary!, items },
  };
}

/** A program with a 10% sibling discount and 15% from the 3rd week, and four weeks of it. */
export async function makeDiscountedProgram(t: TestApp) {
  const p = await makeProviders(t);
  await t.db
    .update(activityProviders)
    .set({ siblingDiscountPercent: 10, multiWeekDiscountPercent: 15, multiWeekDiscountFromWeek: 3 })
    .where(eq(activityProviders.id, p.pine.id));
  const weeks = [];
  const dates = [
    ['2027-06-07', '2027-06-11'],
    ['2027-06-14', '2027-06-18'],
    ['2027-06-21', '2027-06-25'],
    ['2027-06-28', '2027-07-02'],
  ] as const;
  for (const [n, [startDate, endDate]] of dates.entries())
    weeks.push(
      await makeActivity(t, p.pine.id, {
        name: `Pine Week ${n + 1}`,
        priceCents: 14_555,
        feeCents: 500,
        startDate,
        endDate,
        totalSeats: 50,
      }),
    );
  return { ...p, weeks };
}

/** The items of a checkout by its token. */
export async function itemsOfCheckout(t: TestApp, token: string) {
  const [s] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.token, token));
  const items = await t.db
    .select()
    .from(checkoutItems)
    .where(eq(checkoutItems.checkoutSessionId, s!.id));
  return { session: s!, items };
}
