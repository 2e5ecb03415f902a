import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservedBelowBookedMessage } from '@camp/shared/checkout';
import { activities } from '../../src/db/schema/activities.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { CHECKOUT_URL, makeApprovedItinerary, seatsOf } from '../payments/checkout/helpers.js';
import {
  activityBody,
  activityUrl,
  as,
  createVia,
  errorsOf,
  makeDirector,
  makeProgram,
  tagOptions,
  type Director,
  type Tags,
} from './helpers.js';

// Decision 0062: a director's form may not count fewer reserved seats than the places held or
// paid through us (a stale form must not give away a seat a family holds).

let t: TestApp;
let tags: Tags;
let owner: Director;

beforeAll(async () => {
  t = await createTestApp();
  tags = await tagOptions(t);
  // Validated, payment account ready: payable through us.
  owner = await makeDirector(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe("the director's reserved seats and the seats taken through us", () => {
  it('refuses a form that counts fewer reserved seats than the held ones; accepts at or above', async () => {
    const program = await makeProgram(t, owner.id);
    const created = await createVia(
      t,
      owner,
      program.id,
      activityBody(tags, { total_seats: '5', reserved_seats: '' }),
    );
    const fams = [];
    for (let i = 0; i < 2; i += 1) fams.push(await makeApprovedItinerary(t, [created.id]));
    for (const f of fams) {
      const res = await call(
        t,
        'POST',
        CHECKOUT_URL,
        { itinerary_id: f.itinerary.id },
        { token: f.token },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await seatsOf(t, created.id)).toEqual({ total: 5, reserved: 2 });

    // The form loaded before the checkouts says 0 (or 1) reserved: refused, nothing changed.
    for (const reserved of ['', '1']) {
      const stale = await as(t, owner).put(activityUrl(created.id), {
        activity: activityBody(tags, { total_seats: '5', reserved_seats: reserved, name: 'X' }),
      });
      expect(stale.statusCode, stale.body).toBe(422);
      expect(errorsOf(stale)).toEqual({ reserved_seats: [reservedBelowBookedMessage(2)] });
    }
    const [row] = await t.db.select().from(activities).where(eq(activities.id, created.id));
    expect(row!.reservedSeats).toBe(2);
    expect(row!.name).not.toBe('X');

    const ok = await as(t, owner).put(activityUrl(created.id), {
      activity: activityBody(tags, { total_seats: '5', reserved_seats: '4' }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await seatsOf(t, created.id)).toEqual({ total: 5, reserved: 4 });
    // Removing the limit keeps our two seats counted.
    const open = await as(t, owner).put(activityUrl(created.id), {
      activity: activityBody(tags, { total_seats: '', reserved_seats: '' }),
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(await seatsOf(t, created.id)).toEqual({ total: null, reserved: 2 });
  });
});
