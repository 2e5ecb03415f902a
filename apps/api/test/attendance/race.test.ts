import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords } from '../../src/db/schema/attendance-records.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { checkInUrl, checkOutUrl, makeCamp, undoUrl, type Camp } from './helpers.js';

// Taps at once through two API instances on one database: one record, one check-out, and each
// undo applied once.

const AT_ONCE = 10;

describe('check-in and check-out through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let c: Camp;
  const via = (i: number) => two.apps[i % 2]!;

  beforeAll(async () => {
    two = await createTestApps(2, { RATE_LIMIT_SCALE: '100' });
    a = two.apps[0]!;
    c = await makeCamp(a);
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  it('makes one record however many tap Check in, and lets one check-out through', async () => {
    const ins = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        call(
          via(i),
          'POST',
          checkInUrl(c.activityId, c.family.childId),
          { date: c.today },
          {
            token: c.director.token,
          },
        ),
      ),
    );
    expect(ins.map((r) => r.statusCode).sort()).toEqual([
      200,
      ...Array<number>(AT_ONCE - 2).fill(200),
      201,
    ]);
    expect(new Set(ins.map((r) => r.json().attendance.checked_in.at)).size).toBe(1);
    const outs = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        call(
          via(i),
          'POST',
          checkOutUrl(c.activityId, c.family.childId),
          { date: c.today, pickup_name: 'Jordan Fox' },
          { token: c.director.token },
        ),
      ),
    );
    expect(outs.map((r) => r.statusCode).sort()).toEqual([
      200,
      ...Array<number>(AT_ONCE - 1).fill(409),
    ]);
    const rows = await a.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.childId, c.family.childId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pickupName).toBe('Jordan Fox');
  });

  it('undoes a check-out once, then the check-in once, however many tap Undo', async () => {
    const undo = (step: 'check_in' | 'check_out') =>
      Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          call(
            via(i),
            'DELETE',
            undoUrl(c.activityId, c.family.childId, step, c.today),
            undefined,
            { token: c.director.token },
          ),
        ),
      );
    const outs = await undo('check_out');
    expect(outs.map((r) => r.statusCode).sort()).toEqual([
      200,
      ...Array<number>(AT_ONCE - 1).fill(409),
    ]);
    const ins = await undo('check_in');
    expect(ins.map((r) => r.statusCode).sort()).toEqual([
      204,
      ...Array<number>(AT_ONCE - 1).fill(409),
    ]);
    const rows = await a.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.childId, c.family.childId));
    expect(rows).toEqual([]);
  });
});
