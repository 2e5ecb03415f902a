import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords } from '../../src/db/schema/attendance-records.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { checkInUrl, checkOutUrl, makeCamp, undoUrl, type Camp } from './helpers.js';

// Taps at once through two API instances on one database: one record, one check-out, and each
// undo applied once, each with one audit row.

const AT_ONCE = 10;

describe('check-in and check-out through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let c: Camp;
  const via = (i: number) => two.apps[i % 2]!;

  /** The audit trail of this child's attendance, oldest first. */
  const trail = () =>
    a.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        fromStatus: auditLog.fromStatus,
        toStatus: auditLog.toStatus,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'attendance_records'),
          sql`${auditLog.data}->>'child_id' = ${String(c.family.childId)}`,
        ),
      )
      .orderBy(asc(auditLog.id));

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
    expect(await trail()).toEqual([
      {
        action: 'attendance_checked_in',
        actorId: c.director.id,
        fromStatus: 'absent',
        toStatus: 'checked_in',
      },
      {
        action: 'attendance_checked_out',
        actorId: c.director.id,
        fromStatus: 'checked_in',
        toStatus: 'checked_out',
      },
    ]);
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
    expect((await trail()).slice(2).map((r) => [r.action, r.fromStatus, r.toStatus])).toEqual([
      ['attendance_check_out_undone', 'checked_out', 'checked_in'],
      ['attendance_check_in_undone', 'checked_in', 'absent'],
    ]);
  });
});
