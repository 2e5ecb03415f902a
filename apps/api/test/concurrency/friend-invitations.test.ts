import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES as M } from '@camp/shared/invite';
import { emailOutbox } from '../../src/db/schema/email-outbox.js';
import { parentsItineraries } from '../../src/db/schema/parents-itineraries.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, outboxFor } from '../auth/helpers.js';
import { giveOrder } from '../factories.js';
import {
  friendsOne,
  invitationRows,
  invite,
  makeCast,
  type Cast,
} from '../itineraries/friends/helpers.js';

// Decision 0030: the friends' writes that depend on a read, through two API instances at once.

const AT_ONCE = 20;

describe('friend invitations through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let c: Cast;
  const via = (i: number) => two.apps[i % 2]!;

  beforeAll(async () => {
    two = await createTestApps(2, { RATE_LIMIT_SCALE: '100' });
    a = two.apps[0]!;
    c = await makeCast(a);
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });
  beforeEach(async () => {
    await a.db.delete(parentsItineraries);
    await a.db.delete(emailOutbox);
  });

  it('one invitation of an e-mail however many are sent at once', async () => {
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        invite(via(i), c.parentToken, {
          itinerary_id: c.itineraryId,
          activity_ids: [c.activityIds[i % 2]!],
          email: c.friend.email,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(AT_ONCE - 1).fill(422)]);
    for (const r of results.filter((x) => x.statusCode === 422)) {
      expect(r.json().errors).toEqual({ email: [M.alreadyInvited] });
    }
    expect(await invitationRows(a, c.itineraryId)).toHaveLength(1);
    expect(await outboxFor(a, c.friend.email)).toHaveLength(1);
  });

  it('one answer however many accept and decline at once', async () => {
    const sent = await invite(a, c.parentToken, {
      itinerary_id: c.itineraryId,
      activity_ids: [c.activityIds[0]],
      email: c.friend.email,
    });
    const id: number = sent.json().invitation.id;
    await a.db.delete(emailOutbox);
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        call(
          via(i),
          'PUT',
          friendsOne(id),
          { status: i % 3 === 0 ? 'declined' : 'accepted', comment: `answer ${i}` },
          { token: c.friendToken },
        ),
      ),
    );
    const winners = results.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    // The losers: 409 (already answered), or 404 when the winner declined (no longer listed).
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([404, 409]).toContain(r.statusCode);
    }
    const won = winners[0]!.json().friends_itinerary;
    const [row] = await a.db.select().from(parentsItineraries).where(eq(parentsItineraries.id, id));
    expect(row).toMatchObject({ status: won.status, comment: won.comment });
    expect(row!.respondedAt).not.toBeNull();
    // One answer, one mail to the inviting parent and one to the specialist.
    const mails = await a.db.select().from(emailOutbox);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [c.parent.email, c.specialist.email].sort(),
    );
  });

  it('one iCal feed secret however many first calls race', async () => {
    await giveOrder(a, c.parent.id, 'Premium', 'paid', a.ctx.now());
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        call(via(i), 'GET', '/api/v1/parents/calendar_feed', undefined, {
          token: c.parentToken,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array<number>(AT_ONCE).fill(200));
    const urls = new Set(results.map((r) => r.json().url as string));
    expect(urls.size).toBe(1);
    const feed = await call(a, 'GET', new URL([...urls][0]!).pathname);
    expect(feed.statusCode).toBe(200);
  });
});
