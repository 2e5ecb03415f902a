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

// Decision 0030: seats through two API instances on one database, many requests at once.

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

  /** The activity's reserved seats and the itinerary rows that hold one. */
  async function seats(activityId: number) {
    const [activity] = await a.db.select().from(activities).where(eq(activities.id, activityId));
    const [live] = await a.db
      .select({ n: count() })
      .from(itineraryActivities)
      .where(eq(itineraryActivities.activityId, activityId));
    return { reserved: activity!.reservedSeats, live: live!.n };
  }

  it('20 removals of one item at once release one seat and write one audit row', async () => {
    const activity = await makeActivity(a, program, { totalSeats: 10 });
    const mine = await itinerary();
    const other = await itinerary();
    const added = await add(a, mine.id, activity.id);
    expect(added.statusCode, added.body).toBe(201);
    expect((await add(two.apps[1]!, other.id, activity.id)).statusCode).toBe(201);
    const itemId = added.json<{ itinerary_activity: { id: number } }>().itinerary_activity.id;
    expect(await seats(activity.id)).toEqual({ reserved: 2, live: 2 });

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
    // The other itinerary's seat is still taken.
    expect(await seats(activity.id)).toEqual({ reserved: 1, live: 1 });
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

  it('20 adds at once to an activity with 3 seats take exactly 3', async () => {
    const activity = await makeActivity(a, program, { totalSeats: 3 });
    const plans = [];
    for (let i = 0; i < AT_ONCE; i += 1) plans.push(await itinerary());

    const responses = await Promise.all(
      plans.map((it, i) => add(two.apps[i % 2]!, it.id, activity.id)),
    );

    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(AT_ONCE - 3);
    for (const r of refused) expect(r.json().errors.activity_id).toEqual([M.noSeats]);
    expect(await seats(activity.id)).toEqual({ reserved: 3, live: 3 });
  });

  it('adds and removals at once keep the seats equal to the live reservations', async () => {
    const activity = await makeActivity(a, program, { totalSeats: 5 });
    const holding = [];
    for (let i = 0; i < 5; i += 1) {
      const it = await itinerary();
      const res = await add(a, it.id, activity.id);
      expect(res.statusCode).toBe(201);
      holding.push(res.json<{ itinerary_activity: { id: number } }>().itinerary_activity.id);
    }
    const waiting = [];
    for (let i = 0; i < 5; i += 1) waiting.push(await itinerary());

    // Each holder removed twice, each waiting itinerary added twice, all at once.
    await Promise.all([
      ...holding.flatMap((id, i) => [
        call(two.apps[i % 2]!, 'DELETE', removeUrl(id), undefined, { token }),
        call(two.apps[(i + 1) % 2]!, 'DELETE', removeUrl(id), undefined, { token }),
      ]),
      ...waiting.flatMap((it, i) => [
        add(two.apps[i % 2]!, it.id, activity.id),
        add(two.apps[(i + 1) % 2]!, it.id, activity.id),
      ]),
    ]);

    const after = await seats(activity.id);
    expect(after.reserved).toBe(after.live);
    expect(after.reserved).toBeLessThanOrEqual(5);
  });
});
