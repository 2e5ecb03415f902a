import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIALIST_ITINERARY_MESSAGES as M } from '@camp/shared/specialist-itinerary';
import { activities } from '../../src/db/schema/activities.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { itineraryActivities } from '../../src/db/schema/itinerary-activities.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, makeUser, signIn, type MadeUser } from '../auth/helpers.js';
import { makeProgram } from '../director-activities/helpers.js';
import { makeActivity, makeFamily } from '../factories.js';

// Decision 0030, superseded in part by 0062: adds and removals through two API instances on one
// database, many requests at once. A specialist's add no longer takes a seat (the checkout
// does), so seats never move here, whatever the race.

const AT_ONCE = 20;
const ADD_URL = '/api/v1/specialists/itinerary_activities';
const removeUrl = (id: number) => `${ADD_URL}/${id}`;

describe('itinerary seats through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let specialist: MadeUser;
  let token: string;
  let program: number;

  beforeAll(async () => {
    two = await createTestApps(2);
    a = two.apps[0]!;
    specialist = await makeUser(a, { role: 'Specialist', name: 'Sky Seats' });
    token = (await signIn(a, 'Specialist', specialist)).token;
    const director = await makeUser(a, { role: 'CampDirector', director: 'active' });
    program = (await makeProgram(a, director.id, { name: 'Pine Lake Camp' })).id;
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  const itinerary = async () =>
    (
      await makeFamily(a, {
        itinerary: { specialistId: specialist.id, status: 'in_progress' },
      })
    ).itinerary;

  const add = (t: TestApp, itineraryId: number, activityId: number) =>
    call(
      t,
      'POST',
      ADD_URL,
      { itinerary_activity: { itinerary_id: itineraryId, activity_id: activityId } },
      { token },
    );

  /** The activity's reserved seats and its itinerary rows. */
  async function seats(activityId: number) {
    const [activity] = await a.db.select().from(activities).where(eq(activities.id, activityId));
    const [live] = await a.db
      .select({ n: count() })
      .from(itineraryActivities)
      .where(eq(itineraryActivities.activityId, activityId));
    return { reserved: activity!.reservedSeats, live: live!.n };
  }

  it('20 removals of one item at once: one removes it and writes one audit row, no seat moves', async () => {
    const activity = await makeActivity(a, program, { totalSeats: 10 });
    const mine = await itinerary();
    const other = await itinerary();
    const added = await add(a, mine.id, activity.id);
    expect(added.statusCode, added.body).toBe(201);
    expect((await add(two.apps[1]!, other.id, activity.id)).statusCode).toBe(201);
    const itemId = added.json<{ itinerary_activity: { id: number } }>().itinerary_activity.id;
    expect(await seats(activity.id)).toEqual({ reserved: 0, live: 2 });

    const responses: LightMyRequestResponse[] = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        call(two.apps[i % 2]!, 'DELETE', removeUrl(itemId), undefined, { token }),
      ),
    );

    const codes = responses.map((r) => r.statusCode).sort((x, y) => x - y);
    expect(codes).toEqual([200, ...Array<number>(AT_ONCE - 1).fill(404)]);
    for (const r of responses.filter((x) => x.statusCode === 404)) {
      expect(r.json()._base).toEqual([M.itineraryActivityNotFound]);
    }
    expect(await seats(activity.id)).toEqual({ reserved: 0, live: 1 });
    const audit = await a.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'itineraries'),
          eq(auditLog.entityId, mine.id),
          eq(auditLog.action, 'activity_removed'),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('20 adds at once to a full activity all land and take no seat', async () => {
    const activity = await makeActivity(a, program, { totalSeats: 3, reservedSeats: 3 });
    const plans = [];
    for (let i = 0; i < AT_ONCE; i += 1) plans.push(await itinerary());

    const responses = await Promise.all(
      plans.map((it, i) => add(two.apps[i % 2]!, it.id, activity.id)),
    );

    for (const r of responses) expect(r.statusCode, r.body).toBe(201);
    expect(await seats(activity.id)).toEqual({ reserved: 3, live: AT_ONCE });
  });
});
