import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES as M } from '@camp/shared/attendance';
import { attendanceRecords } from '../../src/db/schema/attendance-records.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeDirector } from '../director-activities/helpers.js';
import { checkInUrl, checkOutUrl, makeCamp, undoUrl, type Camp } from './helpers.js';

// A tap made by mistake on the roster is undone: the check-out first, then the check-in.

let t: TestApp;
let c: Camp;

beforeAll(async () => {
  t = await createTestApp();
  c = await makeCamp(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const recordsOf = (childId: number) =>
  t.db.select().from(attendanceRecords).where(eq(attendanceRecords.childId, childId));

describe('undoing a check-in or a check-out', () => {
  it('undoes the latest step only, and says what is in the way', async () => {
    const as = { token: c.director.token };
    const undo = (step: 'check_in' | 'check_out') =>
      call(t, 'DELETE', undoUrl(c.activityId, c.family.childId, step, c.today), undefined, as);

    const nothingIn = await undo('check_in');
    expect(nothingIn.statusCode).toBe(409);
    expect(nothingIn.json()).toMatchObject({ _base: [M.notCheckedInYet] });
    const post = (url: string, body: object) => call(t, 'POST', url, body, as);
    const inUrl = checkInUrl(c.activityId, c.family.childId);
    expect((await post(inUrl, { date: c.today })).statusCode).toBe(201);
    const nothingOut = await undo('check_out');
    expect(nothingOut.statusCode).toBe(409);
    expect(nothingOut.json()).toMatchObject({ _base: [M.notCheckedOut] });
    const out = await post(checkOutUrl(c.activityId, c.family.childId), {
      date: c.today,
      pickup_name: 'Jordan Fox',
    });
    expect(out.statusCode, out.body).toBe(200);
    const inFirst = await undo('check_in');
    expect(inFirst.statusCode).toBe(409);
    expect(inFirst.json()).toMatchObject({ _base: [M.undoCheckOutFirst] });

    const backIn = await undo('check_out');
    expect(backIn.statusCode, backIn.body).toBe(200);
    expect(backIn.json().attendance).toMatchObject({
      date: c.today,
      checked_in: { at: out.json().attendance.checked_in.at },
      checked_out: null,
      pickup: null,
    });
    expect(await recordsOf(c.family.childId)).toEqual([
      expect.objectContaining({ checkedOutAt: null, checkedOutById: null, pickupName: null }),
    ]);

    const gone = await undo('check_in');
    expect(gone.statusCode, gone.body).toBe(204);
    expect(gone.body).toBe('');
    expect(await recordsOf(c.family.childId)).toEqual([]);
    // The child can be checked in again afterwards.
    expect((await post(inUrl, { date: c.today })).statusCode).toBe(201);
  });

  it('checks who is asking before the date: 401, 403, then 404 for another director', async () => {
    const url = (date: string) => undoUrl(c.activityId, c.family.childId, 'check_out', date);
    expect((await call(t, 'DELETE', url('not-a-date'))).statusCode).toBe(401);
    const parent = await makeUser(t, { role: 'Parent' });
    const parentToken = (await signIn(t, 'Parent', parent)).token;
    const asParent = await call(t, 'DELETE', url('not-a-date'), undefined, {
      token: parentToken,
    });
    expect(asParent.statusCode).toBe(403);
    const other = await makeDirector(t);
    const notTheirs = await call(t, 'DELETE', url(c.today), undefined, { token: other.token });
    expect(notTheirs.statusCode).toBe(404);
    const bad = await call(t, 'DELETE', url('not-a-date'), undefined, { token: c.director.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { date: [M.dateInvalid] } });
    const stranger = await call(
      t,
      'DELETE',
      undoUrl(c.activityId, 999_999, 'check_in', c.today),
      undefined,
      { token: c.director.token },
    );
    expect(stranger.statusCode).toBe(404);
  });
});
