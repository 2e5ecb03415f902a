import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalogRepo from '../../src/data/catalog/repository.js';
import { expireDueOffers, offerFreedSeats } from '../../src/modules/waitlist/service.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { HOUR, call } from '../auth/helpers.js';
import { makeActivity } from '../factories.js';
import { makeProviders } from '../payments/checkout/helpers.js';
import { WAITLIST_URL, entriesOf, fill, makeUnseatedFamily, seats } from '../waitlist/helpers.js';

// The waitlist through two API instances on one database (decision 0063): seats freed at the
// same moment go to different families, in the line's order; a join racing a freed seat never
// leaves a family waiting beside a free seat; double joins make one entry.

describe('waitlist through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;

  beforeAll(async () => {
    two = await createTestApps(2);
    a = two.apps[0]!;
    p = await makeProviders(a);
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  const via = (i: number) => two.apps[i % 2]!;
  /** A seat given back on instance i, in its own transaction, as every release path does. */
  const freeOn = (i: number, activityId: number) =>
    via(i).db.transaction(async (tx) => {
      await catalogRepo.releaseSeat(tx, activityId);
      return offerFreedSeats(tx, via(i).ctx, activityId);
    });

  /** The line's invariant: never a free seat while anyone waits; never more than the total. */
  async function expectFair(activityId: number) {
    const s = await seats(a, activityId);
    expect(s.reserved).toBeLessThanOrEqual(s.total!);
    const waiting = (await entriesOf(a, activityId)).filter((e) => e.status === 'waiting');
    if (waiting.length > 0) expect(s.reserved).toBe(s.total);
  }

  it('seats freed at once go to different families, first in line first', async () => {
    const SEATS = 6;
    const FREED = 4;
    const camp = await makeActivity(a, p.pine.id, { name: 'Race Week', totalSeats: SEATS });
    await fill(a, camp.id);
    const fams = [];
    for (let i = 0; i < 8; i += 1) {
      const f = await makeUnseatedFamily(a, camp.id);
      const res = await call(
        via(i),
        'POST',
        WAITLIST_URL,
        { itinerary_activity_id: f.item.id },
        {
          token: f.token,
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      fams.push({ ...f, entryId: res.json().waitlist_entry.id as number });
    }
    const offers = await Promise.all(Array.from({ length: FREED }, (_, i) => freeOn(i, camp.id)));
    expect(offers.reduce((s, n) => s + n, 0)).toBe(FREED);
    const rows = await entriesOf(a, camp.id);
    const offered = rows.filter((r) => r.status === 'offered').map((r) => r.id);
    expect(offered.sort((x, y) => x - y)).toEqual(fams.slice(0, FREED).map((f) => f.entryId));
    expect(await seats(a, camp.id)).toEqual({ total: SEATS, reserved: SEATS });
    await expectFair(camp.id);
  });

  it('a family’s many joins at once make one entry', async () => {
    const camp = await makeActivity(a, p.pine.id, { name: 'Double Click Week', totalSeats: 2 });
    await fill(a, camp.id);
    const f = await makeUnseatedFamily(a, camp.id);
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          via(i),
          'POST',
          WAITLIST_URL,
          { itinerary_activity_id: f.item.id },
          { token: f.token },
        ),
      ),
    );
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(res.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await entriesOf(a, camp.id)).toHaveLength(1);
  });

  it('joins, leaves, frees and expiry passes racing keep the line fair and the seats counted', async () => {
    const SEATS = 5;
    const camp = await makeActivity(a, p.pine.id, { name: 'Storm Week', totalSeats: SEATS });
    await fill(a, camp.id);
    const fams = [];
    for (let i = 0; i < 12; i += 1) fams.push(await makeUnseatedFamily(a, camp.id));
    // Half join first, so there are offers to leave and expire.
    for (const [i, f] of fams.slice(0, 6).entries())
      expect(
        (
          await call(
            via(i),
            'POST',
            WAITLIST_URL,
            { itinerary_activity_id: f.item.id },
            {
              token: f.token,
            },
          )
        ).statusCode,
      ).toBe(201);
    await freeOn(0, camp.id);
    await freeOn(1, camp.id);
    const offeredIds = (await entriesOf(a, camp.id))
      .filter((e) => e.status === 'offered')
      .map((e) => e.id);
    expect(offeredIds).toHaveLength(2);
    const heldOutside = SEATS - 2; // seats of families not on the line

    const joins = fams
      .slice(6)
      .map((f, i) =>
        call(
          via(i),
          'POST',
          WAITLIST_URL,
          { itinerary_activity_id: f.item.id },
          { token: f.token },
        ),
      );
    const leaves = [
      call(via(0), 'DELETE', `${WAITLIST_URL}/${offeredIds[0]}`, undefined, {
        token: fams[0]!.token,
      }),
    ];
    const frees = [freeOn(0, camp.id), freeOn(1, camp.id)];
    two.advance(24 * HOUR + 60_000);
    const passes = [expireDueOffers(via(0).ctx), expireDueOffers(via(1).ctx)];
    const results = await Promise.all([...joins, ...leaves]);
    await Promise.all([...frees, ...passes]);
    for (const r of results) expect([201, 204, 409], r.body).toContain(r.statusCode);

    await expectFair(camp.id);
    // Every reserved seat is a family's outside the line or an open offer (no seat lost or doubled).
    const rows = await entriesOf(a, camp.id);
    const offers = rows.filter((e) => e.status === 'offered').length;
    const s = await seats(a, camp.id);
    expect(s.reserved).toBe(heldOutside - 2 + offers);
    // At most one open entry per itinerary activity.
    const open = rows.filter((e) => e.status === 'waiting' || e.status === 'offered');
    expect(new Set(open.map((e) => e.itineraryActivityId)).size).toBe(open.length);
  });
});
