import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MESSAGES as M,
  type ParentAttendance,
  type Roster,
} from '@camp/shared/attendance';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { attendanceRecords } from '../../src/db/schema/attendance-records.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { makeDirector } from '../director-activities/helpers.js';
import { checkInUrl, checkOutUrl, dayFrom, makeCamp, rosterUrl, type Camp } from './helpers.js';

let t: TestApp;
let c: Camp;

beforeAll(async () => {
  t = await createTestApp();
  c = await makeCamp(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const reads = (childId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'children'),
        eq(auditLog.entityId, childId),
        eq(auditLog.action, 'child_profile_read'),
      ),
    );
const recordsOf = (childId: number) =>
  t.db.select().from(attendanceRecords).where(eq(attendanceRecords.childId, childId));
const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: Record<string, string[]> }).errors;

describe('the roster', () => {
  it('lists the booked child with health, contacts and pickups, and audits the read', async () => {
    const before = (await reads(c.family.childId)).length;
    const res = await call(t, 'GET', rosterUrl(c.activityId, c.today), undefined, {
      token: c.director.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const roster = res.json<Roster>();
    expect(roster.activity).toMatchObject({ name: 'Clay studio', program_name: 'Oak Grove Camp' });
    expect(roster.children).toEqual([
      expect.objectContaining({
        child_id: c.family.childId,
        first_name: 'Riley',
        has_allergies: true,
        health: expect.objectContaining({ allergies: 'Peanuts (anaphylaxis), carries an EpiPen' }),
        emergency_contacts: [expect.objectContaining({ name: 'Sam Fox' })],
        authorized_pickups: [expect.objectContaining({ name: 'Jordan Fox' })],
        attendance: null,
      }),
    ]);
    const after = await reads(c.family.childId);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      actorId: c.director.id,
      data: { role: 'CampDirector', activity_id: c.activityId, date: c.today, purpose: 'roster' },
    });
  });

  it('without a date, answers the first meeting day on or after the director’s today', async () => {
    const as = { token: c.director.token };
    const res = await call(
      t,
      'GET',
      `${rosterUrl(c.activityId)}?today=${dayFrom(t, -2)}`,
      undefined,
      as,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Roster>().date).toBe(dayFrom(t, -1));
    const over = await call(
      t,
      'GET',
      `${rosterUrl(c.activityId)}?today=${dayFrom(t, 60)}`,
      undefined,
      as,
    );
    expect(over.json<Roster>().date <= dayFrom(t, 30)).toBe(true);
  });

  it('checks who is asking first: 401, 403, and 404 for another director’s activity', async () => {
    expect((await call(t, 'GET', rosterUrl(c.activityId, c.today))).statusCode).toBe(401);
    const asParent = await call(t, 'GET', rosterUrl(c.activityId, 'nonsense'), undefined, {
      token: c.family.parentToken,
    });
    expect(asParent.statusCode).toBe(403);
    const other = await makeDirector(t);
    const before = (await reads(c.family.childId)).length;
    for (const [method, url, body] of [
      ['GET', rosterUrl(c.activityId, c.today), undefined],
      ['GET', `${rosterUrl(c.activityId)}.csv?date=${c.today}`, undefined],
      ['GET', `${rosterUrl(c.activityId)}.pdf?date=${c.today}`, undefined],
      ['POST', checkInUrl(c.activityId, c.family.childId), { date: c.today }],
      [
        'POST',
        checkOutUrl(c.activityId, c.family.childId),
        { date: c.today, pickup_name: 'Jordan Fox' },
      ],
    ] as const) {
      const res = await call(t, method, url, body, { token: other.token });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await reads(c.family.childId)).toHaveLength(before);
    expect(await recordsOf(c.family.childId)).toHaveLength(0);
  });

  it('refuses a date outside the activity’s dates or not a meeting day (422)', async () => {
    const as = { token: c.director.token };
    const outside = await call(t, 'GET', rosterUrl(c.activityId, dayFrom(t, -21)), undefined, as);
    expect(outside.statusCode).toBe(422);
    expect(errorsOf(outside)).toEqual({ date: [M.outsideDates] });
    const offDay = await call(t, 'GET', rosterUrl(c.activityId, dayFrom(t, -2)), undefined, as);
    expect(offDay.statusCode).toBe(422);
    expect(errorsOf(offDay)).toEqual({ date: [M.notMeetingDay] });
    const bad = await call(t, 'GET', rosterUrl(c.activityId, '2027-02-30'), undefined, as);
    expect(bad.statusCode).toBe(422);
    const early = await call(
      t,
      'POST',
      checkInUrl(c.activityId, c.family.childId),
      { date: dayFrom(t, 7) },
      as,
    );
    expect(early.statusCode).toBe(422);
    expect(errorsOf(early)).toEqual({ date: [M.tooEarly] });
    expect(await recordsOf(c.family.childId)).toHaveLength(0);
  });
});

describe('check-in and check-out', () => {
  it('refuses a check-out before the check-in, and a child not booked (404)', async () => {
    const as = { token: c.director.token };
    const res = await call(
      t,
      'POST',
      checkOutUrl(c.activityId, c.family.childId),
      { date: c.today, pickup_name: 'Jordan Fox' },
      as,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ _base: [M.notCheckedIn] });
    const stranger = await call(
      t,
      'POST',
      checkInUrl(c.activityId, 999_999),
      { date: c.today },
      as,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('records the times and who; the pickup must be on the authorised list; the parent sees them', async () => {
    const as = { token: c.director.token };
    const first = await call(
      t,
      'POST',
      checkInUrl(c.activityId, c.family.childId),
      { date: c.today },
      as,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().attendance).toMatchObject({ date: c.today, checked_out: null });
    const again = await call(
      t,
      'POST',
      checkInUrl(c.activityId, c.family.childId),
      { date: c.today },
      as,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().attendance.checked_in.at).toBe(first.json().attendance.checked_in.at);

    const stranger = await call(
      t,
      'POST',
      checkOutUrl(c.activityId, c.family.childId),
      { date: c.today, pickup_name: 'Sam Fox' },
      as,
    );
    expect(stranger.statusCode).toBe(422);
    expect(errorsOf(stranger)).toEqual({ pickup_name: [M.pickupNotAuthorised] });
    const out = await call(
      t,
      'POST',
      checkOutUrl(c.activityId, c.family.childId),
      { date: c.today, pickup_name: ' jordan fox ' },
      as,
    );
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().attendance).toMatchObject({
      pickup: { name: 'Jordan Fox', relation: 'Grandfather' },
      checked_out: { at: expect.any(String) },
    });
    const twice = await call(
      t,
      'POST',
      checkOutUrl(c.activityId, c.family.childId),
      { date: c.today, pickup_name: 'Jordan Fox' },
      as,
    );
    expect(twice.statusCode).toBe(409);
    const [row] = await recordsOf(c.family.childId);
    expect(row).toMatchObject({
      checkedInById: c.director.id,
      checkedOutById: c.director.id,
      pickupName: 'Jordan Fox',
    });

    const roster = await call(t, 'GET', rosterUrl(c.activityId, c.today), undefined, as);
    expect(roster.json<Roster>().children[0]!.attendance).toMatchObject({
      pickup: { name: 'Jordan Fox' },
    });
    const mine = await call(
      t,
      'GET',
      `/api/v1/parents/itineraries/${c.family.itineraryId}/attendance`,
      undefined,
      { token: c.family.parentToken },
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<ParentAttendance>().attendance).toEqual([
      expect.objectContaining({
        activity_id: c.activityId,
        date: c.today,
        pickup: { name: 'Jordan Fox', relation: 'Grandfather' },
      }),
    ]);
    const other = await makeDirector(t);
    const notMine = await call(
      t,
      'GET',
      `/api/v1/parents/itineraries/${c.family.itineraryId}/attendance`,
      undefined,
      { token: other.token },
    );
    expect(notMine.statusCode).toBe(403);
  });

  it('answers the roster as CSV and PDF, each read audited', async () => {
    const as = { token: c.director.token };
    const before = (await reads(c.family.childId)).length;
    const csv = await call(
      t,
      'GET',
      `${rosterUrl(c.activityId)}.csv?date=${c.today}&tz=America/New_York`,
      undefined,
      as,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Riley');
    expect(csv.body).toContain('Peanuts (anaphylaxis)');
    expect(csv.body).toContain('Jordan Fox (Grandfather)');
    const pdf = await call(
      t,
      'GET',
      `${rosterUrl(c.activityId)}.pdf?date=${c.today}`,
      undefined,
      as,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const badZone = await call(
      t,
      'GET',
      `${rosterUrl(c.activityId)}.csv?date=${c.today}&tz=Mars/Base`,
      undefined,
      as,
    );
    expect(badZone.statusCode).toBe(422);
    const after = await reads(c.family.childId);
    expect(after.slice(before).map((r) => (r.data as { purpose: string }).purpose)).toEqual([
      'roster_csv',
      'roster_pdf',
    ]);
  });
});
