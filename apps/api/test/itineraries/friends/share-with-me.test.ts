import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CAMP_LINK_TRACKING } from '@camp/shared/camp-link';
import type { ItineraryStatus } from '@camp/shared/enums';
import {
  friendItineraryListSchema,
  friendItineraryResponseSchema,
} from '@camp/shared/friends-itinerary';
import { INVITE_MESSAGES as M } from '@camp/shared/invite';
import type { RealtimeEvent } from '@camp/shared/realtime';
import { emailOutbox } from '../../../src/db/schema/email-outbox.js';
import { parentsItineraries } from '../../../src/db/schema/parents-itineraries.js';
import { users } from '../../../src/db/schema/users.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, outboxFor } from '../../auth/helpers.js';
import { makeQuestionnaire } from '../../factories.js';
import {
  FRIENDS,
  friendsOne,
  invitationRows,
  invite,
  invitedFlag,
  makeCast,
  setItineraryStatus,
  type Cast,
} from './helpers.js';

let t: TestApp;
let c: Cast;
let invitationId: number;
let otherChildId: number;
const events: [string, RealtimeEvent][] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  c = await makeCast(t);
  otherChildId = (await makeQuestionnaire(t, c.other.id, { child: { firstName: 'Max' } })).child!
    .id;
  t.ctx.realtime.subscribe((channel, event) => events.push([channel, event]));
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A fresh draft invitation of Kim to Lake Week of Jamie's itinerary (in review). */
beforeEach(async () => {
  await t.db.delete(parentsItineraries);
  await setItineraryStatus(t, c.itineraryId, 'review');
  const res = await invite(t, c.parentToken, {
    itinerary_id: c.itineraryId,
    activity_ids: [c.activityIds[0]],
    email: c.friend.email,
    text: 'Join us!',
  });
  expect(res.statusCode, res.body).toBe(201);
  invitationId = res.json().invitation.id;
  await t.db.delete(emailOutbox);
  events.length = 0;
});

const answer = (token: string, body: unknown, id: number | string = invitationId) =>
  call(t, 'PUT', friendsOne(id), body, { token });

async function unchanged() {
  const [row] = await invitationRows(t, c.itineraryId);
  expect(row).toMatchObject({ status: 'draft', comment: null, childId: null, respondedAt: null });
  expect(await t.db.select().from(emailOutbox)).toEqual([]);
  expect(events).toEqual([]);
}

describe('GET /api/v1/parents/friends_itineraries', () => {
  it('lists the invitation with the shared activities only', async () => {
    const res = await call(t, 'GET', FRIENDS, undefined, { token: c.friendToken });
    expect(res.statusCode, res.body).toBe(200);
    const { friends_itineraries: list } = friendItineraryListSchema.parse(res.json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: invitationId,
      status: 'draft',
      comment: null,
      text: 'Join us!',
      invited_by: { name: 'Jamie Fox', email: c.parent.email },
      child_id: null,
      itinerary: {
        id: c.itineraryId,
        status: 'review',
        child: { name: 'Riley' },
        activity_dates: { start: '2027-06-14', end: '2027-06-18' },
        color: '#4CAF50',
        specialist: { name: 'Alex Planner', email: c.specialist.email, photo: null },
      },
    });
    const activities = list[0]!.itinerary.activities;
    expect(activities.map((a) => a.name)).toEqual(['Lake Week']);
    expect(activities[0]).toMatchObject({
      provider_name: 'Oak Grove Camp',
      url: `https://camp.example/lake?${new URLSearchParams(CAMP_LINK_TRACKING).toString()}`,
      cancellation_policy: 'Full refund up to 30 days before.',
      latitude: 35.78,
    });
  });

  it('clears the invited flag when read', async () => {
    expect(await invitedFlag(t, c.friend.id)).toBe(true);
    await call(t, 'GET', FRIENDS, undefined, { token: c.friendToken });
    expect(await invitedFlag(t, c.friend.id)).toBe(false);
  });

  it('shows nothing of it to the inviting parent or another parent', async () => {
    for (const token of [c.parentToken, c.otherToken]) {
      const res = await call(t, 'GET', FRIENDS, undefined, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ friends_itineraries: [] });
    }
  });

  it('is for parents only', async () => {
    expect((await call(t, 'GET', FRIENDS)).statusCode).toBe(401);
    expect(
      (await call(t, 'GET', FRIENDS, undefined, { token: c.specialistToken })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/v1/parents/friends_itineraries/{id}', () => {
  it('accepts with a comment and the friend’s child; tells the parent and the specialist', async () => {
    const res = await answer(c.friendToken, {
      status: 'accepted',
      comment: ' See you  there! ',
      child_id: c.friendChildId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { friends_itinerary: view } = friendItineraryResponseSchema.parse(res.json());
    expect(view).toMatchObject({
      id: invitationId,
      status: 'accepted',
      comment: 'See you there!',
      child_id: c.friendChildId,
    });
    expect(view.itinerary.activities.map((a) => a.name)).toEqual(['Lake Week']);

    const [parentMail] = await outboxFor(t, c.parent.email);
    expect(parentMail).toMatchObject({
      template: 'invitation_answered',
      subject: 'Kim Lee accepted the invitation to the itinerary for Riley',
    });
    expect(parentMail!.text).toContain('See you there!');
    expect(parentMail!.meta.links).toContain('http://localhost:3000/profile/itineraries');
    const [specialistMail] = await outboxFor(t, c.specialist.email);
    expect(specialistMail!.meta.links).toContain(
      `http://localhost:3000/specialist/itineraries/${c.itineraryId}`,
    );
    expect(events).toContainEqual([
      `itineraries:${c.itineraryId}`,
      {
        type: 'itinerary_updated',
        itinerary_id: c.itineraryId,
        reason: 'invitation_answered',
        by: c.friend.id,
      },
    ]);

    // Both views of the itinerary list the invitation with the friend's name and comment.
    const expected = {
      id: invitationId,
      parent_id: c.friend.id,
      friend_name: 'Kim Lee',
      status: 'accepted',
      comment: 'See you there!',
    };
    const specialistView = await call(
      t,
      'GET',
      `/api/v1/specialists/itineraries/${c.itineraryId}`,
      undefined,
      { token: c.specialistToken },
    );
    expect(specialistView.json().itinerary.parents_itineraries).toEqual([expected]);
    const parentView = await call(
      t,
      'GET',
      `/api/v1/parents/itineraries/${c.itineraryId}`,
      undefined,
      { token: c.parentToken },
    );
    expect(parentView.json().itinerary.parents_itineraries).toEqual([expected]);
  });

  it('declines: gone from the list, and cannot be answered again', async () => {
    const res = await answer(c.friendToken, { status: 'declined', comment: 'Busy that week' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().friends_itinerary).toMatchObject({ status: 'declined' });
    const [mail] = await outboxFor(t, c.parent.email);
    expect(mail!.subject).toBe('Kim Lee declined the invitation to the itinerary for Riley');
    const list = await call(t, 'GET', FRIENDS, undefined, { token: c.friendToken });
    expect(list.json()).toEqual({ friends_itineraries: [] });
    const again = await answer(c.friendToken, { status: 'accepted' });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors).toEqual({ _base: [M.invitationNotFound] });
  });

  it('answers 409 to a second answer and changes nothing more', async () => {
    expect((await answer(c.friendToken, { status: 'accepted' })).statusCode).toBe(200);
    await t.db.delete(emailOutbox);
    events.length = 0;
    const res = await answer(c.friendToken, { status: 'declined', comment: 'Changed my mind' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ _base: [M.alreadyAnswered] });
    const [row] = await invitationRows(t, c.itineraryId);
    expect(row).toMatchObject({ status: 'accepted', comment: null });
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    expect(events).toEqual([]);
  });

  // A friend may answer only in review, alternate_request, accepted or approved: every
  // itinerary status × both answers.
  const statuses: [ItineraryStatus, boolean][] = [
    ['draft', false],
    ['in_progress', false],
    ['review', true],
    ['alternate_request', true],
    ['accepted', true],
    ['approved', true],
    ['canceled', false],
  ];
  for (const [status, allowed] of statuses) {
    for (const answerStatus of ['accepted', 'declined'] as const) {
      it(`${allowed ? 'allows' : 'refuses (409)'} ${answerStatus} while the itinerary is ${status}`, async () => {
        await setItineraryStatus(t, c.itineraryId, status);
        const res = await answer(c.friendToken, { status: answerStatus });
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          const [row] = await invitationRows(t, c.itineraryId);
          expect(row!.status).toBe(answerStatus);
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json().errors).toEqual({ _base: [M.answerClosed] });
          await unchanged();
        }
      });
    }
  }

  it('refuses a child that is not the friend’s', async () => {
    const res = await answer(c.friendToken, { status: 'accepted', child_id: otherChildId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ child_id: [M.childInvalid] });
    await unchanged();
  });

  it('answers 404 to anyone but the invited friend, and changes nothing', async () => {
    // Pat Other is invited too, on an invitation of their own.
    const second = await invite(t, c.parentToken, {
      itinerary_id: c.itineraryId,
      activity_ids: [c.activityIds[1]],
      email: c.other.email,
    });
    const otherInvitation: number = second.json().invitation.id;
    await t.db.delete(emailOutbox);
    for (const token of [c.otherToken, c.parentToken]) {
      const res = await answer(token, { status: 'accepted' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual({ _base: [M.invitationNotFound] });
    }
    // Kim cannot answer Pat's invitation either.
    expect((await answer(c.friendToken, { status: 'accepted' }, otherInvitation)).statusCode).toBe(
      404,
    );
    for (const id of [999_999, 'abc', '0']) {
      expect((await answer(c.friendToken, { status: 'accepted' }, id)).statusCode).toBe(404);
    }
    expect((await answer(c.specialistToken, { status: 'accepted' })).statusCode).toBe(403);
    expect(
      (await call(t, 'PUT', friendsOne(invitationId), { status: 'accepted' })).statusCode,
    ).toBe(401);
    const rows = await invitationRows(t, c.itineraryId);
    expect(rows.map((r) => r.status)).toEqual(['draft', 'draft']);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    expect(events).toEqual([]);
  });

  it('validates the body', async () => {
    for (const body of [{}, { status: 'draft' }, { status: 'accepted', child_id: 'x' }]) {
      const res = await answer(c.friendToken, body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
    const long = await answer(c.friendToken, { status: 'accepted', comment: 'a'.repeat(5001) });
    expect(long.json().errors).toEqual({ comment: [M.commentTooLong] });
    await unchanged();
  });
});

describe('the invited flag on the session', () => {
  it('sign-in reports friend access and the invited flag', async () => {
    await t.db.update(users).set({ invitedToItinerary: true }).where(eq(users.id, c.friend.id));
    const res = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: c.friend.email,
      password: c.friend.password,
    });
    expect(res.json()).toMatchObject({
      friends_itineraries: true,
      invited_to_itinerary: true,
      invited: true,
    });
  });
});
