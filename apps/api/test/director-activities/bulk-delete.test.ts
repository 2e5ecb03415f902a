import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_DELETE_MESSAGES, bookedRefusal } from '@camp/shared/activity-import';
import { activities } from '../../src/db/schema/activities.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../factories.js';
import { as, errorsOf, makeDirector, makeProgram, type Director } from './helpers.js';

let t: TestApp;
let director: Director;

beforeAll(async () => {
  t = await createTestApp();
  director = await makeDirector(t);
});

afterAll(async () => {
  await t.close();
});

const bulkUrl = (programId: number | string) =>
  `/api/v1/camp_directors/activity_providers/${programId}/activities/bulk_delete`;

const existing = async (ids: number[]) =>
  (
    await t.db.select({ id: activities.id }).from(activities).where(inArray(activities.id, ids))
  ).map((r) => r.id);

const auditsOf = (programId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'activity_providers'),
        eq(auditLog.entityId, programId),
        eq(auditLog.action, 'activities_bulk_deleted'),
      ),
    );

describe('POST bulk_delete', () => {
  it('deletes the selected activities (a duplicate with its original) and audits it once', async () => {
    const program = await makeProgram(t, director.id);
    const [a, b, kept] = [
      await makeActivity(t, program.id, { name: 'Alpha' }),
      await makeActivity(t, program.id, { name: 'Beta' }),
      await makeActivity(t, program.id, { name: 'Kept' }),
    ];
    const copy = await makeActivity(t, program.id, { name: 'Alpha copy', parentActivityId: a.id });
    const res = await as(t, director).post(bulkUrl(program.id), { ids: [a.id, copy.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 3 });
    expect(await existing([a.id, b.id, copy.id, kept.id])).toEqual([kept.id]);
    const [row, ...more] = await auditsOf(program.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ actorId: director.id });
    expect((row!.data as { activity_ids: number[] }).activity_ids.sort()).toEqual(
      [a.id, b.id, copy.id].sort(),
    );
  });

  it('refuses with 422 naming the booked and duplicated ones, and deletes none', async () => {
    const program = await makeProgram(t, director.id);
    const booked = await makeActivity(t, program.id, { name: 'Booked camp' });
    const invited = await makeActivity(t, program.id, { name: 'On a draft itinerary' });
    const original = await makeActivity(t, program.id, { name: 'Has a copy' });
    const free = await makeActivity(t, program.id, { name: 'Free' });
    await makeActivity(t, program.id, { parentActivityId: original.id });
    const family = await makeFamily(t);
    await makeItineraryActivity(t, {
      itineraryId: family.itinerary.id,
      activityId: booked.id,
      paidBy: family.parent.id,
    });
    const other = await makeFamily(t);
    await makeItineraryActivity(t, { itineraryId: other.itinerary.id, activityId: invited.id });

    const ids = [booked.id, invited.id, original.id, free.id];
    const res = await as(t, director).post(bulkUrl(program.id), { ids });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorsOf(res).ids).toEqual([
      bookedRefusal(['Booked camp', 'On a draft itinerary', 'Has a copy']),
    ]);
    expect((await existing(ids)).sort()).toEqual([...ids].sort());
    expect(await auditsOf(program.id)).toEqual([]);
  });

  it("answers 404 for another director's program and 422 for an activity of another program", async () => {
    const program = await makeProgram(t, director.id);
    const mine = await makeActivity(t, program.id);
    const stranger = await makeDirector(t);
    const theirs = await makeProgram(t, stranger.id);
    const theirActivity = await makeActivity(t, theirs.id);

    const foreign = await as(t, stranger).post(bulkUrl(program.id), { ids: [mine.id] });
    expect(foreign.statusCode).toBe(404);
    const mixed = await as(t, director).post(bulkUrl(program.id), {
      ids: [mine.id, theirActivity.id],
    });
    expect(mixed.statusCode).toBe(422);
    expect(errorsOf(mixed).ids).toEqual([BULK_DELETE_MESSAGES.notFound]);
    expect((await existing([mine.id, theirActivity.id])).sort()).toEqual(
      [mine.id, theirActivity.id].sort(),
    );
  });

  it('validates the selection after the caller is known', async () => {
    const program = await makeProgram(t, director.id);
    expect((await call(t, 'POST', bulkUrl(program.id), { ids: 'x' })).statusCode).toBe(401);
    const parent = await makeUser(t, { role: 'Parent' });
    const session = await signIn(t, 'Parent', parent);
    const refused = await call(
      t,
      'POST',
      bulkUrl(program.id),
      { ids: 'x' },
      { token: session.token },
    );
    expect(refused.statusCode).toBe(403);
    const empty = await as(t, director).post(bulkUrl(program.id), { ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty).ids).toEqual([BULK_DELETE_MESSAGES.idsRequired]);
    // An id no row can have (past PostgreSQL's integer) is refused, not looked up.
    for (const id of [2_147_483_648, 0, 1.5]) {
      const bad = await as(t, director).post(bulkUrl(program.id), { ids: [id] });
      expect(bad.statusCode, String(id)).toBe(422);
      expect(JSON.stringify(errorsOf(bad))).toContain('Invalid activity');
    }
  });
});
