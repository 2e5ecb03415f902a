import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItineraryStatus } from '@camp/shared/enums';
import { CLASH_MESSAGES } from '@camp/shared/schedule-clash';
import { auditLog } from '../../../src/db/schema/audit-log.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, signIn, type MadeUser } from '../../auth/helpers.js';
import { makeProgram } from '../../director-activities/helpers.js';
import { makeActivity, makeItineraryActivity } from '../../factories.js';
import { makeLoopItinerary, putItinerary, snapshot } from './helpers.js';

// The moves that fix an itinerary's schedule (the parent's accept, the specialist's send and
// approve) go on only once every clash of its schedule checks is acknowledged ('Keep both');
// without it they answer 409 naming the clashing activities and change nothing.

let t: TestApp;
let specialist: MadeUser;
let specialistToken: string;
let parent: MadeUser;
let parentToken: string;
let program: number;

beforeAll(async () => {
  t = await createTestApp();
  specialist = await makeUser(t, { role: 'Specialist', name: 'Alex Planner' });
  specialistToken = (await signIn(t, 'Specialist', specialist)).token;
  parent = await makeUser(t, { role: 'Parent', name: 'Jamie Fox' });
  parentToken = (await signIn(t, 'Parent', parent)).token;
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  program = (await makeProgram(t, director.id, { name: 'Oak Grove Camp' })).id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

/**
 * The loop's itinerary (Lake Week 9–12, Art Afternoons 13–16, Jun 14–18, 2027) plus Soccer
 * Mornings 10:00–11:30 the same week: Lake Week and Soccer Mornings clash.
 */
async function clashingItinerary(status: ItineraryStatus) {
  const it = await makeLoopItinerary(t, {
    parentId: parent.id,
    specialistId: specialist.id,
    programId: program,
    status,
  });
  const soccer = await makeActivity(t, program, {
    name: 'Soccer Mornings',
    startTime: '10:00',
    endTime: '11:30',
  });
  await makeItineraryActivity(t, { itineraryId: it.id, activityId: soccer.id });
  const lake = it.activityIds[0]!;
  return { id: it.id, lake, art: it.activityIds[1]!, soccer: soccer.id };
}

const OVERLAP =
  'Lake Week and Soccer Mornings take place at the same time from Jun 14 to Jun 18, 2027, between 10:00 AM and 11:30 AM.';
const REFUSAL = {
  _base: [
    'Lake Week and Soccer Mornings clash. Keep both activities of each clash, or change the itinerary first.',
  ],
  acknowledged_clashes: [OVERLAP],
};

const accept = (id: number, acknowledged?: unknown) =>
  putItinerary(
    t,
    id,
    {
      id,
      itinerary: {
        status: 'accepted',
        ...(acknowledged === undefined ? {} : { acknowledged_clashes: acknowledged }),
      },
    },
    parentToken,
  );
const send = (id: number, body: Record<string, unknown>) =>
  call(t, 'POST', `/api/v1/specialists/itineraries/${id}/send_to_parent`, body, {
    token: specialistToken,
  });
const dashboardMove = (id: number, body: Record<string, unknown>) =>
  call(t, 'PUT', `/api/v1/specialists/itineraries/${id}`, body, { token: specialistToken });

async function lastAudit(id: number) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'itineraries'), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row!;
}

describe('the parent accepts an itinerary with a clash', () => {
  it('is refused with 409 naming the clash, and changes nothing, without an acknowledgement', async () => {
    const { id } = await clashingItinerary('review');
    const before = await snapshot(t, id);
    for (const acknowledged of [undefined, [], [[999_999, 888_888]]]) {
      const res = await accept(id, acknowledged);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().errors).toEqual(REFUSAL);
    }
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('goes on once the clash is kept, in either order of its ids, and the audit row records it', async () => {
    const { id, lake, soccer } = await clashingItinerary('review');
    const res = await accept(id, [[soccer, lake]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().itinerary.status).toBe('accepted');
    const audit = await lastAudit(id);
    expect(audit.action).toBe('accepted_by_parent');
    expect(audit.data).toEqual({ acknowledged_clashes: [[lake, soccer]] });
  });

  it('needs no acknowledgement without a clash (an empty week is none)', async () => {
    const { id } = await makeLoopItinerary(t, {
      parentId: parent.id,
      specialistId: specialist.id,
      programId: program,
      status: 'review',
    });
    const res = await accept(id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await lastAudit(id)).data).toEqual({});
  });

  it.each([
    ['not a list', 'yes'],
    ['a single id', [5]],
    ['three ids', [[1, 2, 3]]],
    ['a text id', [['1', 2]]],
    ['a negative id', [[-1, 2]]],
  ])('answers 422 on acknowledged_clashes for %s, and changes nothing', async (_name, value) => {
    const { id } = await clashingItinerary('review');
    const before = await snapshot(t, id);
    const res = await accept(id, value);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ acknowledged_clashes: [CLASH_MESSAGES.invalid] });
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('judges the status before the clashes: an accepted itinerary answers its own 409', async () => {
    const { id, lake, soccer } = await clashingItinerary('accepted');
    const res = await accept(id, [[lake, soccer]]);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors._base).not.toEqual(REFUSAL._base);
  });
});

describe('the specialist sends an itinerary with a clash', () => {
  it('is refused with 409 naming the clash without an acknowledgement; goes on with it', async () => {
    const { id, lake, soccer } = await clashingItinerary('in_progress');
    const before = await snapshot(t, id);
    const refused = await send(id, { alternate_request: false });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors).toEqual(REFUSAL);
    expect(await snapshot(t, id)).toEqual(before);

    const sent = await send(id, {
      alternate_request: false,
      acknowledged_clashes: [[lake, soccer]],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().itinerary.status).toBe('review');
    expect((await lastAudit(id)).data).toEqual({
      activities: 3,
      acknowledged_clashes: [[lake, soccer]],
    });
  });

  it('answers 422 for a malformed acknowledgement', async () => {
    const { id } = await clashingItinerary('in_progress');
    const res = await send(id, { acknowledged_clashes: [[0, 1]] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ acknowledged_clashes: [CLASH_MESSAGES.invalid] });
  });
});

describe('the specialist approves an itinerary with a clash', () => {
  it('is refused with 409 naming the clash without an acknowledgement; goes on with it', async () => {
    const { id, lake, soccer } = await clashingItinerary('accepted');
    const before = await snapshot(t, id);
    const refused = await dashboardMove(id, { itinerary_action: 'approve' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors).toEqual(REFUSAL);
    expect(await snapshot(t, id)).toEqual(before);

    const approved = await dashboardMove(id, {
      itinerary_action: 'approve',
      acknowledged_clashes: [[lake, soccer]],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().itinerary.status).toBe('approved');
    expect((await lastAudit(id)).data).toEqual({ acknowledged_clashes: [[lake, soccer]] });
  });

  it('cancels without an acknowledgement', async () => {
    const { id } = await clashingItinerary('accepted');
    const res = await dashboardMove(id, { itinerary_action: 'cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().itinerary.status).toBe('canceled');
  });
});
