import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@camp/shared/checkout';
import * as catalogRepo from '../../src/data/catalog/repository.js';
import * as waitlistRepo from '../../src/data/commerce/waitlist.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { makeActivity } from '../factories.js';
import { CHECKOUT_URL, checkoutRows, makeProviders } from '../payments/checkout/helpers.js';
import { entriesOf, makeUnseatedFamily, seats } from '../waitlist/helpers.js';

// A checkout start takes its seat and reads the waitlist's first in line in one statement
// (decision 0124). The line must be read as of after the activity's row lock was granted: an
// entry committed while the start waited on that lock keeps its place. Here a transaction holds
// the row (it took the activity's one seat), two starts through two instances wait on it, and
// it commits with the seat given back and a family newly in line: both starts are refused (the
// refusal rolls back whatever the start did, so the seat stays free for the line and that family
// stays first); a start whose own family is the one in line takes the seat and leaves the line.
// A start that read the line as of before its wait would have taken the seat past the family.

type Family = Awaited<ReturnType<typeof makeUnseatedFamily>>;
type Answer = Awaited<ReturnType<typeof call>>;

describe('a checkout waiting on the activity row sees the line committed meanwhile', () => {
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

  const start = (i: number, f: Family) =>
    call(
      two.apps[i % 2]!,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: f.itinerary.id, itinerary_activity_ids: [f.item.id] },
      { token: f.token },
    );

  /**
   * Polls until `n` backends of this database wait for a lock (the starts, on the activity's
   * row), or the starts have already answered (then the test's assertions tell what went wrong).
   */
  async function lockWaiters(n: number, answered: () => boolean) {
    while (!answered()) {
      const { rows } = (await two.apps[1]!.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if (rows[0]!.n >= n) return;
    }
  }

  /**
   * Holds the activity's row (its one seat taken) while the starts of `c` (instance A) and `d`
   * (instance B) reach it and wait, then commits the seat given back and `inLine` waiting: a
   * commit made while the starts waited. Answers the entry and the two answers.
   */
  async function whileStartsWait(activityId: number, inLine: Family, c: Family, d: Family) {
    let answered = false;
    let pending: Promise<[Answer, Answer]> | undefined;
    const entry = await a.db.transaction(async (tx) => {
      expect(await catalogRepo.reserveSeat(tx, activityId)).toBe(true);
      pending = Promise.all([start(0, c), start(1, d)]).finally(() => (answered = true));
      await lockWaiters(2, () => answered);
      const row = await waitlistRepo.insertEntry(tx, {
        parentId: inLine.parent.id,
        itineraryActivityId: inLine.item.id,
        activityId,
        at: a.ctx.now(),
      });
      await catalogRepo.releaseSeat(tx, activityId);
      return row!;
    });
    const [rc, rd] = await pending!;
    return { entry, rc, rd };
  }

  it('an entry committed while two starts wait keeps its priority: no start takes the seat', async () => {
    const camp = await makeActivity(a, p.pine.id, { name: 'Line Week', totalSeats: 1 });
    const waiting = await makeUnseatedFamily(a, camp.id);
    const c = await makeUnseatedFamily(a, camp.id);
    const d = await makeUnseatedFamily(a, camp.id);
    const { entry, rc, rd } = await whileStartsWait(camp.id, waiting, c, d);
    for (const res of [rc, rd]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.itinerary_activity_ids).toEqual([M.noSeatsLeft('Line Week')]);
    }
    const rows = await entriesOf(a, camp.id);
    expect(rows.map((r) => ({ id: r.id, status: r.status }))).toEqual([
      { id: entry.id, status: 'waiting' },
    ]);
    expect(await seats(a, camp.id)).toEqual({ total: 1, reserved: 0 });
    const { sessions } = await checkoutRows(a);
    expect(sessions.filter((r) => [c.parent.id, d.parent.id].includes(r.parentId))).toEqual([]);
  });

  it('a start whose family was put first in line meanwhile takes the seat and leaves the line', async () => {
    const camp = await makeActivity(a, p.pine.id, { name: 'Own Line Week', totalSeats: 1 });
    const c = await makeUnseatedFamily(a, camp.id);
    const d = await makeUnseatedFamily(a, camp.id);
    const { entry, rc, rd } = await whileStartsWait(camp.id, c, c, d);
    expect(rc.statusCode, rc.body).toBe(201);
    expect(rd.statusCode, rd.body).toBe(422);
    expect(rd.json().errors.itinerary_activity_ids).toEqual([M.noSeatsLeft('Own Line Week')]);
    const rows = await entriesOf(a, camp.id);
    expect(rows.map((r) => ({ id: r.id, status: r.status }))).toEqual([
      { id: entry.id, status: 'claimed' },
    ]);
    expect(await seats(a, camp.id)).toEqual({ total: 1, reserved: 1 });
    const { sessions, items } = await checkoutRows(a);
    const ours = [c.parent.id, d.parent.id];
    expect(sessions.filter((r) => ours.includes(r.parentId)).map((r) => r.parentId)).toEqual([
      c.parent.id,
    ]);
    expect(
      items.filter((i) => [c.item.id, d.item.id].includes(i.itineraryActivityId)),
    ).toMatchObject([{ itineraryActivityId: c.item.id }]);
  });
});
