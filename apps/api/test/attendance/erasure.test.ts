import { eq } from 'drizzle-orm';
import type { Roster } from '@camp/shared/attendance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords } from '../../src/db/schema/attendance-records.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { checkInUrl, checkOutUrl, makeCamp, rosterUrl, type Camp } from './helpers.js';

// A family's erasure keeps the camp's attendance record as it was written (who checked the child
// in and out, when, and the authorised person the child was handed to): the camp's safety record,
// as a signed waiver is its record of consent. The child on it is the anonymised row, and the
// profile's health answers, contacts and pickup list are gone from the roster.

let t: TestApp;
let c: Camp;

beforeAll(async () => {
  t = await createTestApp();
  c = await makeCamp(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('attendance when a family is erased', () => {
  it('keeps the day’s record with its pickup; the roster shows the anonymised child', async () => {
    const as = { token: c.director.token };
    const childId = c.family.childId;
    const checkedIn = await call(t, 'POST', checkInUrl(c.activityId, childId), { date: c.today }, as);
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    const out = await call(
      t,
      'POST',
      checkOutUrl(c.activityId, childId),
      { date: c.today, pickup_name: 'Jordan Fox' },
      as,
    );
    expect(out.statusCode, out.body).toBe(200);
    const before = await t.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.childId, childId));
    expect(before).toHaveLength(1);

    const erased = await call(t, 'DELETE', `/api/v1/parents?id=${c.family.parentId}`, undefined, {
      token: c.family.parentToken,
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const after = await t.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.childId, childId));
    expect(after).toEqual(before);

    const roster = await call(t, 'GET', rosterUrl(c.activityId, c.today), undefined, as);
    expect(roster.statusCode, roster.body).toBe(200);
    const row = roster.json<Roster>().children.find((r) => r.child_id === childId);
    expect(row).toMatchObject({
      first_name: 'Deleted child',
      emergency_contacts: [],
      authorized_pickups: [],
      attendance: { pickup: { name: 'Jordan Fox', relation: 'Grandfather' } },
    });
    expect(JSON.stringify(row)).not.toContain('Peanuts');
  });
});
