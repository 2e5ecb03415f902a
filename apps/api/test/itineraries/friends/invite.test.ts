import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVITE_MESSAGES as M, inviteFriendResponseSchema } from '@camp/shared/invite';
import { changeRequests } from '../../../src/db/schema/change-requests.js';
import { emailOutbox } from '../../../src/db/schema/email-outbox.js';
import { parentsItineraries } from '../../../src/db/schema/parents-itineraries.js';
import { parentsItineraryActivities } from '../../../src/db/schema/parents-itinerary-activities.js';
import { users } from '../../../src/db/schema/users.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../../auth/helpers.js';
import {
  INVITE,
  invitationRows,
  invite,
  invitedFlag,
  makeCast,
  setItineraryStatus,
  type Cast,
} from './helpers.js';

let t: TestApp;
let c: Cast;

beforeAll(async () => {
  // The per-parent limit has its own test (its own app) below.
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  c = await makeCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(parentsItineraries);
  await t.db.delete(changeRequests);
  await t.db.delete(emailOutbox);
  await t.db.update(users).set({ invitedToItinerary: false });
  await setItineraryStatus(t, c.itineraryId, 'review');
});

const body = (over: Partial<Parameters<typeof invite>[2]> = {}) => ({
  itinerary_id: c.itineraryId,
  activity_ids: [c.activityIds[0]],
  email: c.friend.email,
  text: 'Come to camp with us!',
  ...over,
});

async function nothingChanged() {
  expect(await invitationRows(t, c.itineraryId)).toEqual([]);
  expect(await t.db.select().from(emailOutbox)).toEqual([]);
}

describe('POST /api/v1/parents/invite_friends', () => {
  it('invites an account holder: linked at once, flagged, mailed a link to Share with me', async () => {
    const res = await invite(t, c.parentToken, body({ activity_ids: [...c.activityIds] }));
    expect(res.statusCode, res.body).toBe(201);
    const { invitation } = inviteFriendResponseSchema.parse(res.json());
    expect(invitation).toEqual({
      id: expect.any(Number),
      email: c.friend.email,
      status: 'draft',
      friend_name: 'Kim Lee',
    });
    const [row] = await invitationRows(t, c.itineraryId);
    expect(row).toMatchObject({
      id: invitation.id,
      parentId: c.friend.id,
      friendEmail: c.friend.email,
      friendName: 'Kim Lee',
      invitedById: c.parent.id,
      status: 'draft',
      text: 'Come to camp with us!',
    });
    const shared = await t.db
      .select()
      .from(parentsItineraryActivities)
      .where(eq(parentsItineraryActivities.parentsItineraryId, invitation.id));
    expect(shared.map((s) => s.activityId).sort()).toEqual([...c.activityIds].sort());
    expect(await invitedFlag(t, c.friend.id)).toBe(true);

    const [mail] = await outboxFor(t, c.friend.email);
    expect(mail).toMatchObject({
      template: 'friend_invited',
      subject: 'Jamie Fox invited you to plan camps together',
    });
    expect(mail!.meta.links).toEqual(
      expect.arrayContaining(['http://localhost:3000/profile/itineraries-friends']),
    );
    expect(mail!.text).toContain('Come to camp with us!');
    expect(mail!.text).toContain('Lake Week, Forest Week');
    expect(mail!.text).toContain("Riley's itinerary");
  });

  it('invites a newcomer: pending, mailed a sign-up link with the e-mail', async () => {
    const res = await invite(t, c.parentToken, body({ email: 'New.Friend@Mail.com', text: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invitation).toMatchObject({
      email: 'new.friend@mail.com',
      friend_name: null,
    });
    const [row] = await invitationRows(t, c.itineraryId);
    expect(row).toMatchObject({ parentId: null, friendName: null, text: null });
    const [mail] = await outboxFor(t, 'new.friend@mail.com');
    expect(mail!.meta.links).toEqual(
      expect.arrayContaining(['http://localhost:3000/sign-up?email=new.friend%40mail.com']),
    );
    expect(mail!.text).toContain('Create my account');
  });

  it('does not link an e-mail of a staff account (an invitation is for a parent)', async () => {
    const res = await invite(t, c.parentToken, body({ email: c.specialist.email }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invitation.friend_name).toBeNull();
    const [row] = await invitationRows(t, c.itineraryId);
    expect(row!.parentId).toBeNull();
    expect(await invitedFlag(t, c.specialist.id)).toBe(false);
  });

  it('refuses inviting oneself, whatever the case of the address', async () => {
    const res = await invite(t, c.parentToken, body({ email: c.parent.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: [M.inviteSelf] } });
    await nothingChanged();
  });

  it('refuses the same e-mail twice on one itinerary', async () => {
    expect((await invite(t, c.parentToken, body())).statusCode).toBe(201);
    const res = await invite(t, c.parentToken, body({ activity_ids: [c.activityIds[1]] }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: [M.alreadyInvited] } });
    expect(await invitationRows(t, c.itineraryId)).toHaveLength(1);
    expect(await outboxFor(t, c.friend.email)).toHaveLength(1);
  });

  it('answers 404 for another family’s itinerary and for none', async () => {
    for (const itinerary_id of [c.otherItineraryId, 999_999]) {
      const res = await invite(t, c.parentToken, body({ itinerary_id }));
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual({ _base: [M.itineraryNotFound] });
    }
    // The other family cannot invite to Jamie's itinerary either.
    const res = await invite(t, c.otherToken, body());
    expect(res.statusCode).toBe(404);
    await nothingChanged();
  });

  it('refuses activities that are not on the itinerary', async () => {
    const res = await invite(
      t,
      c.parentToken,
      body({ activity_ids: [c.activityIds[0], c.strayActivityId] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { activity_ids: [M.activitiesNotInItinerary] } });
    await nothingChanged();
  });

  it.each(['draft', 'in_progress', 'canceled'] as const)(
    'answers 409 while the itinerary is %s',
    async (status) => {
      await setItineraryStatus(t, c.itineraryId, status);
      const res = await invite(t, c.parentToken, body());
      expect(res.statusCode).toBe(409);
      expect(res.json().errors._base).toHaveLength(1);
      await nothingChanged();
    },
  );

  it.each(['review', 'alternate_request', 'accepted', 'approved'] as const)(
    'allows inviting while the itinerary is %s',
    async (status) => {
      await setItineraryStatus(t, c.itineraryId, status);
      expect((await invite(t, c.parentToken, body())).statusCode).toBe(201);
    },
  );

  it('answers 409 while a change request waits for the specialist', async () => {
    await setItineraryStatus(t, c.itineraryId, 'alternate_request');
    await t.db.insert(changeRequests).values({
      itineraryId: c.itineraryId,
      activityId: c.activityIds[0],
      requestedById: c.parent.id,
      reason: 'Date',
      moreInformation: 'Another week?',
    });
    const res = await invite(t, c.parentToken, body());
    expect(res.statusCode).toBe(409);
    await nothingChanged();
  });

  it('validates the body with the spec’s messages', async () => {
    const res = await call(t, 'POST', INVITE, {}, { token: c.parentToken });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      itinerary_id: ['Itinerary is required'],
      email: ['Email is required'],
      activity_ids: ['Activities is required'],
    });
    const bad = await invite(t, c.parentToken, body({ email: 'friend', activity_ids: [] }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['Invalid email'],
      activity_ids: ['Activities is required'],
    });
    await nothingChanged();
  });

  it('is for signed-in, confirmed parents only', async () => {
    expect((await call(t, 'POST', INVITE, body())).statusCode).toBe(401);
    expect((await call(t, 'POST', INVITE, body(), { token: c.specialistToken })).statusCode).toBe(
      403,
    );
    const unconfirmed = await makeUser(t, { role: 'Parent', confirmed: false });
    const session = await signIn(t, 'Parent', unconfirmed);
    expect((await call(t, 'POST', INVITE, body(), { token: session.token })).statusCode).toBe(403);
    await nothingChanged();
  });
});

describe('the per-parent limit of POST /api/v1/parents/invite_friends', () => {
  let limited: TestApp;
  let lc: Cast;
  beforeAll(async () => {
    limited = await createTestApp();
    lc = await makeCast(limited);
  }, 60_000);
  afterAll(async () => {
    await limited.close();
  });

  it('allows 10 invitations per 15 minutes per parent, whatever the client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      // Each request from a new IP (call's default): the count is the parent's.
      const res = await invite(limited, lc.parentToken, {
        itinerary_id: lc.itineraryId,
        activity_ids: [lc.activityIds[0]],
        email: `friend${i}@example.com`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    expect(await invitationRows(limited, lc.itineraryId)).toHaveLength(10);
    // Another parent is not limited by Jamie's count: their request reaches the rules (404).
    const other = await invite(limited, lc.otherToken, {
      itinerary_id: lc.itineraryId,
      activity_ids: [lc.activityIds[0]],
      email: 'x@example.com',
    });
    expect(other.statusCode).toBe(404);
  });
});
