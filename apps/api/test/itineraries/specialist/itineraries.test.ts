import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SPECIALIST_ITINERARY_MESSAGES as M,
  specialistItineraryResponseSchema,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import type { ItineraryStatus } from '@camp/shared/enums';
import { activities } from '../../../src/db/schema/activities.js';
import { auditLog } from '../../../src/db/schema/audit-log.js';
import { changeRequests } from '../../../src/db/schema/change-requests.js';
import { itineraries } from '../../../src/db/schema/itineraries.js';
import { itineraryActivities } from '../../../src/db/schema/itinerary-activities.js';
import { parentsItineraries } from '../../../src/db/schema/parents-itineraries.js';
import { questionnaires } from '../../../src/db/schema/questionnaires.js';
import {
  itineraryChannel,
  SPECIALISTS_BUS_CHANNEL,
  type ItineraryEvent,
} from '../../../src/modules/realtime/itinerary-events.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, outboxFor, signIn, type MadeUser } from '../../auth/helpers.js';
import { makeProgram } from '../../director-activities/helpers.js';
import { makeActivity as makeActivityRow, makeFamily } from '../../factories.js';

const ADD_URL = '/api/v1/specialists/itinerary_activities';
const showUrl = (id: number) => `/api/v1/specialists/itineraries/${id}`;

let t: TestApp;
let specialist: MadeUser;
let token: string;
let otherToken: string;
let parentToken: string;
let directorToken: string;
let readyProgram: number;
let plainProgram: number;
const events: [string, ItineraryEvent][] = [];

beforeAll(async () => {
  t = await createTestApp();
  specialist = await makeUser(t, { role: 'Specialist', name: 'Alex Planner' });
  token = (await signIn(t, 'Specialist', specialist)).token;
  const other = await makeUser(t, { role: 'Specialist', name: 'Bo Other' });
  otherToken = (await signIn(t, 'Specialist', other)).token;
  parentToken = (await signIn(t, 'Parent', await makeUser(t, { role: 'Parent' }))).token;
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  directorToken = (await signIn(t, 'CampDirector', director)).token;
  const unready = await makeUser(t, { role: 'CampDirector' });
  readyProgram = (await makeProgram(t, director.id, { name: 'Oak Grove Camp' })).id;
  plainProgram = (await makeProgram(t, unready.id, { name: 'Riverside Arts' })).id;
  // Chat events (MIA) and directors' orders hints are not these tests' concern.
  t.ctx.realtime.subscribe((channel, event) => {
    if (event.type === 'itinerary_updated') events.push([channel, event]);
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** An activity of the ready program unless another is given. */
const makeActivity = (overrides: Partial<typeof activities.$inferInsert> = {}) =>
  makeActivityRow(t, overrides.providerId ?? readyProgram, overrides);

/** A parent with a child, a submitted questionnaire and an itinerary assigned to `specialist`. */
async function makeItinerary(status: ItineraryStatus = 'in_progress', assignee = specialist.id) {
  return makeFamily(t, {
    questionnaire: { lastComments: 'Loves soccer' },
    itinerary: { specialistId: assignee, status },
  });
}

async function show(id: number): Promise<SpecialistItinerary> {
  const res = await call(t, 'GET', showUrl(id), undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  return specialistItineraryResponseSchema.parse(res.json()).itinerary;
}

const add = (itineraryId: number, activityId: number, as = token) =>
  call(
    t,
    'POST',
    ADD_URL,
    { itinerary_activity: { itinerary_id: itineraryId, activity_id: activityId } },
    { token: as },
  );

async function seats(activityId: number) {
  const [row] = await t.db.select().from(activities).where(eq(activities.id, activityId));
  return row!.reservedSeats;
}

async function auditOf(itineraryId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'itineraries'), eq(auditLog.entityId, itineraryId)));
}

describe('GET /api/v1/specialists/itineraries/:id', () => {
  it('answers every section of the review page', async () => {
    const { parent, itinerary } = await makeItinerary('alternate_request');
    const late = await makeActivity({
      startDate: '2027-07-05',
      endDate: '2027-07-09',
      priceCents: 30_000,
    });
    const early = await makeActivity({
      providerId: plainProgram,
      startDate: '2027-06-01',
      endDate: '2027-06-03',
      priceCents: 12_000,
      feeCents: 1_500,
    });
    expect((await add(itinerary.id, late.id)).statusCode).toBe(201);
    expect((await add(itinerary.id, early.id)).statusCode).toBe(201);
    await t.db.insert(changeRequests).values({
      itineraryId: itinerary.id,
      activityId: late.id,
      requestedById: parent.id,
      reason: 'Date,Price',
      moreInformation: 'Too late in the summer',
    });
    await t.db.insert(parentsItineraries).values([
      { itineraryId: itinerary.id, friendEmail: 'kim@example.com', friendName: 'Kim' },
      {
        itineraryId: itinerary.id,
        friendEmail: 'lee@example.com',
        friendName: 'Lee',
        status: 'accepted',
        comment: 'Count us in',
      },
    ]);

    const it = await show(itinerary.id);
    expect(it.status).toBe('alternate_request');
    expect(it.parent).toMatchObject({
      name: 'Jamie Fox',
      first_name: 'Jamie',
      email: parent.email,
    });
    expect(it.child).toMatchObject({ first_name: 'Riley', age: 9, rising_grade_level: 4 });
    expect(it.questionnaire?.fields).toMatchObject({
      child_first_name: 'Riley',
      interests: ['Sports'],
      last_comments: 'Loves soccer',
    });
    expect(it.specialist).toMatchObject({ name: 'Alex Planner', email: specialist.email });
    // Start-date order, whatever the order of adding.
    expect(it.itinerary_activities.map((a) => a.activity.id)).toEqual([early.id, late.id]);
    expect(it.activity_dates).toEqual({ start: '2027-06-01', end: '2027-07-09' });
    // Only the Stripe-ready program's activity is paid online: easy booking until the itinerary
    // is approved; the other is booked on the camp's site (decision 0056).
    expect(it.itinerary_activities.map((a) => a.payment_status)).toEqual([
      'booking_not_available',
      'easy_booking',
    ]);
    expect(it.totals).toEqual({ total: 120 + 15 + 300, online_payment: 300 });
    expect(it.change_requests).toEqual([
      expect.objectContaining({
        activity: { id: late.id, name: late.name },
        reason: 'Date,Price',
        more_information: 'Too late in the summer',
      }),
    ]);
    expect(it.parents_itineraries.map((p) => [p.friend_name, p.status, p.comment])).toEqual([
      ['Kim', 'draft', null],
      ['Lee', 'accepted', 'Count us in'],
    ]);
  });

  it("centres the search on the itinerary's point, else the questionnaire's, else none", async () => {
    const { itinerary } = await makeItinerary();
    expect((await show(itinerary.id)).coordinates).toBeNull();
    await t.db
      .update(questionnaires)
      .set({ latitude: 35.78, longitude: -78.64 })
      .where(eq(questionnaires.id, itinerary.questionnaireId!));
    expect((await show(itinerary.id)).coordinates).toEqual({ latitude: 35.78, longitude: -78.64 });
    await t.db
      .update(itineraries)
      .set({ latitude: 36, longitude: -79 })
      .where(eq(itineraries.id, itinerary.id));
    expect((await show(itinerary.id)).coordinates).toEqual({ latitude: 36, longitude: -79 });
  });

  it('lets any specialist read, and no one else (401, 403), and answers 404 for no itinerary', async () => {
    const { itinerary } = await makeItinerary();
    expect(
      (await call(t, 'GET', showUrl(itinerary.id), undefined, { token: otherToken })).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', showUrl(itinerary.id))).statusCode).toBe(401);
    expect(
      (await call(t, 'GET', showUrl(itinerary.id), undefined, { token: parentToken })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'GET', showUrl(itinerary.id), undefined, { token: directorToken })).statusCode,
    ).toBe(403);
    const missing = await call(t, 'GET', showUrl(999_999), undefined, { token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errors: { _base: [M.notFound] } });
    expect((await call(t, 'GET', showUrl(0), undefined, { token })).statusCode).toBe(404);
  });
});

describe('itinerary activities: add and remove', () => {
  it('adds and removes without taking or giving a seat (decision 0062), each audited', async () => {
    const { itinerary } = await makeItinerary();
    const activity = await makeActivity({ totalSeats: 3, reservedSeats: 1 });
    const res = await add(itinerary.id, activity.id);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{
      itinerary_activity: { id: number; activity: { available_seats: number } };
    }>();
    expect(body.itinerary_activity.activity.available_seats).toBe(2);
    expect(await seats(activity.id)).toBe(1);

    const removed = await call(t, 'DELETE', `${ADD_URL}/${body.itinerary_activity.id}`, undefined, {
      token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      removed.json<{ itinerary: SpecialistItinerary }>().itinerary.itinerary_activities,
    ).toEqual([]);
    expect(await seats(activity.id)).toBe(1);
    expect((await auditOf(itinerary.id)).map((a) => a.action)).toEqual([
      'activity_added',
      'activity_removed',
    ]);
  });

  it('adds a full activity (the parent sees it full), taking no seat', async () => {
    const { itinerary } = await makeItinerary();
    const full = await makeActivity({ totalSeats: 2, reservedSeats: 2 });
    const res = await add(itinerary.id, full.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(await seats(full.id)).toBe(2);
    const [item] = (await show(itinerary.id)).itinerary_activities;
    expect(item!.activity.available_seats).toBe(0);
    // Full: not payable through us (decision 0072's full), whoever the provider.
    expect(['full', 'booking_not_available']).toContain(item!.payment_status);
  });

  it('lets two itineraries add the last seat at once: both land, no seat taken', async () => {
    const a = await makeItinerary();
    const b = await makeItinerary();
    const last = await makeActivity({ totalSeats: 1 });
    const results = await Promise.all([add(a.itinerary.id, last.id), add(b.itinerary.id, last.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201]);
    expect(await seats(last.id)).toBe(0);
    const rows = await t.db
      .select()
      .from(itineraryActivities)
      .where(eq(itineraryActivities.activityId, last.id));
    expect(rows).toHaveLength(2);
  });

  it('does not limit an activity without a seat count', async () => {
    const { itinerary } = await makeItinerary();
    const open = await makeActivity({ totalSeats: null, reservedSeats: 40 });
    expect((await add(itinerary.id, open.id)).statusCode).toBe(201);
    expect((await show(itinerary.id)).itinerary_activities[0]!.activity.available_seats).toBeNull();
  });

  it('refuses a second copy, an unknown activity, a bad body, and changes nothing', async () => {
    const { itinerary } = await makeItinerary();
    const activity = await makeActivity();
    expect((await add(itinerary.id, activity.id)).statusCode).toBe(201);
    const again = await add(itinerary.id, activity.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { activity_id: [M.alreadyAdded] } });
    expect(await seats(activity.id)).toBe(0);
    expect((await add(itinerary.id, 999_999)).statusCode).toBe(404);
    expect((await add(999_999, activity.id)).statusCode).toBe(404);
    const bad = await call(t, 'POST', ADD_URL, { itinerary_activity: {} }, { token });
    expect(bad.statusCode).toBe(422);
    expect((await show(itinerary.id)).itinerary_activities).toHaveLength(1);
  });

  it('flags activities whose dates and hours overlap', async () => {
    const { itinerary } = await makeItinerary();
    const morning = await makeActivity({
      startDate: '2027-06-14',
      endDate: '2027-06-18',
      startTime: '09:00',
      endTime: '12:00',
    });
    const clash = await makeActivity({
      startDate: '2027-06-16',
      endDate: '2027-06-16',
      startTime: '11:00',
      endTime: '13:00',
    });
    const afternoon = await makeActivity({
      startDate: '2027-06-14',
      endDate: '2027-06-18',
      startTime: '12:00',
      endTime: '16:00',
    });
    const later = await makeActivity({
      startDate: '2027-06-21',
      endDate: '2027-06-25',
      startTime: '09:00',
      endTime: '12:00',
    });
    for (const a of [morning, clash, afternoon, later]) {
      expect((await add(itinerary.id, a.id)).statusCode).toBe(201);
    }
    const byActivity = new Map(
      (await show(itinerary.id)).itinerary_activities.map((i) => [i.activity.id, i]),
    );
    const idOf = (a: { id: number }) => byActivity.get(a.id)!.id;
    expect(byActivity.get(morning.id)!.overlaps_with).toEqual([idOf(clash)]);
    expect(byActivity.get(clash.id)!.overlaps_with.sort()).toEqual(
      [idOf(morning), idOf(afternoon)].sort(),
    );
    expect(byActivity.get(afternoon.id)!.overlaps_with).toEqual([idOf(clash)]);
    expect(byActivity.get(later.id)!.overlaps_with).toEqual([]);
  });

  it.each(['draft', 'review', 'accepted', 'approved', 'canceled'] as const)(
    'refuses changes while the itinerary is %s',
    async (status) => {
      const { itinerary } = await makeItinerary('in_progress');
      const activity = await makeActivity();
      const added = (await add(itinerary.id, activity.id)).json<{
        itinerary_activity: { id: number };
      }>();
      await t.db.update(itineraries).set({ status }).where(eq(itineraries.id, itinerary.id));
      const res = await add(itinerary.id, (await makeActivity()).id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errors: { _base: [M.notEditable] } });
      const del = await call(t, 'DELETE', `${ADD_URL}/${added.itinerary_activity.id}`, undefined, {
        token,
      });
      expect(del.statusCode).toBe(409);
      expect((await show(itinerary.id)).itinerary_activities).toHaveLength(1);
    },
  );

  it('refuses another specialist, other roles and anonymous callers', async () => {
    const { itinerary } = await makeItinerary();
    const activity = await makeActivity();
    const other = await add(itinerary.id, activity.id, otherToken);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errors: { _base: [M.notAssigned] } });
    expect((await add(itinerary.id, activity.id, parentToken)).statusCode).toBe(403);
    expect((await add(itinerary.id, activity.id, directorToken)).statusCode).toBe(403);
    expect(
      (
        await call(t, 'POST', ADD_URL, {
          itinerary_activity: { itinerary_id: itinerary.id, activity_id: activity.id },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(t, 'DELETE', `${ADD_URL}/1`)).statusCode).toBe(401);
    expect(await seats(activity.id)).toBe(0);
  });

  it('refuses removing a paid activity', async () => {
    const { itinerary } = await makeItinerary();
    const activity = await makeActivity();
    const added = (await add(itinerary.id, activity.id)).json<{
      itinerary_activity: { id: number };
    }>();
    await t.db
      .update(itineraryActivities)
      .set({ paymentStatus: 'paid' })
      .where(eq(itineraryActivities.id, added.itinerary_activity.id));
    const del = await call(t, 'DELETE', `${ADD_URL}/${added.itinerary_activity.id}`, undefined, {
      token,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ errors: { _base: [M.paidActivity] } });
    expect((await show(itinerary.id)).itinerary_activities).toHaveLength(1);
  });
});

describe('POST /api/v1/specialists/itineraries/:id/send_to_parent', () => {
  const send = (id: number, body: object = {}, as = token) =>
    call(t, 'POST', `${showUrl(id)}/send_to_parent`, body, { token: as });

  it.each([
    ['in_progress', false],
    ['alternate_request', true],
  ] as const)('moves %s to review, mails the parent and tells the channel', async (status, alt) => {
    const { parent, itinerary } = await makeItinerary(status);
    const activity = await makeActivity();
    await add(itinerary.id, activity.id);
    await t.db.insert(changeRequests).values({
      itineraryId: itinerary.id,
      activityId: activity.id,
      reason: 'Price',
      moreInformation: 'Cheaper please',
    });
    events.length = 0;
    const res = await send(itinerary.id, { alternate_request: alt });
    expect(res.statusCode, res.body).toBe(200);
    const it = specialistItineraryResponseSchema.parse(res.json()).itinerary;
    expect(it.status).toBe('review');
    expect(it.sent_at).not.toBeNull();
    // Sending an alternate answers the parent's change requests: they stay listed, answered.
    expect(it.change_requests).toHaveLength(1);
    expect(it.change_requests[0]!.resolved_at).toBe(alt ? it.sent_at : null);
    const [mail] = (await outboxFor(t, parent.email)).filter(
      (m) => m.template === 'itinerary_sent',
    );
    expect(mail!.subject).toBe(
      alt ? 'The updated itinerary for Riley is ready' : 'The itinerary for Riley is ready',
    );
    expect(mail!.text).toContain('http://localhost:3000/profile/itineraries');
    const sent = { type: 'itinerary_updated', itinerary_id: itinerary.id, reason: 'sent' };
    expect(events).toEqual([
      [itineraryChannel(itinerary.id), sent],
      [SPECIALISTS_BUS_CHANNEL, sent],
    ]);
    const audit = (await auditOf(itinerary.id)).find((a) => a.action === 'sent_to_parent');
    expect(audit).toMatchObject({ fromStatus: status, toStatus: 'review', actorId: specialist.id });
  });

  it.each(['draft', 'review', 'accepted', 'approved', 'canceled'] as const)(
    'refuses to send from %s and changes nothing',
    async (status) => {
      const { parent, itinerary } = await makeItinerary(status);
      const res = await send(itinerary.id);
      expect(res.statusCode).toBe(409);
      expect((await show(itinerary.id)).status).toBe(status);
      expect(await outboxFor(t, parent.email)).toEqual([]);
    },
  );

  it('refuses an empty itinerary, a stale page, another specialist and other roles', async () => {
    const { parent, itinerary } = await makeItinerary('in_progress');
    const empty = await send(itinerary.id);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { _base: [M.emptyItinerary] } });
    await add(itinerary.id, (await makeActivity()).id);
    const stale = await send(itinerary.id, { alternate_request: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errors: { _base: [M.staleStatus] } });
    expect((await send(itinerary.id, {}, otherToken)).statusCode).toBe(403);
    expect((await send(itinerary.id, {}, parentToken)).statusCode).toBe(403);
    expect((await send(itinerary.id, {}, directorToken)).statusCode).toBe(403);
    expect((await call(t, 'POST', `${showUrl(itinerary.id)}/send_to_parent`, {})).statusCode).toBe(
      401,
    );
    expect((await show(itinerary.id)).status).toBe('in_progress');
    expect(await outboxFor(t, parent.email)).toEqual([]);
  });
});

describe('POST /api/v1/specialists/itineraries/:id/message', () => {
  const message = (id: number, body: object, as = token) =>
    call(t, 'POST', `${showUrl(id)}/message`, body, { token: as });

  it('keeps the message on the itinerary and e-mails it to the parent', async () => {
    const { parent, itinerary } = await makeItinerary('review');
    events.length = 0;
    const res = await message(itinerary.id, { message: '  Hi Jamie,\n\n  I added two   camps.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ itinerary: SpecialistItinerary }>().itinerary.message).toBe(
      'Hi Jamie,\n\nI added two camps.',
    );
    expect((await show(itinerary.id)).message).toBe('Hi Jamie,\n\nI added two camps.');
    const [mail] = await outboxFor(t, parent.email);
    expect(mail!.template).toBe('specialist_message');
    expect(mail!.text).toContain('I added two camps.');
    // The parent's channel and the specialists' one.
    expect(events.map(([channel]) => channel)).toEqual([
      itineraryChannel(itinerary.id),
      SPECIALISTS_BUS_CHANNEL,
    ]);
    expect((await auditOf(itinerary.id)).map((a) => a.action)).toEqual(['message_to_parent']);
  });

  it('refuses a blank or too long message, a closed itinerary and other callers', async () => {
    const { parent, itinerary } = await makeItinerary('in_progress');
    const blank = await message(itinerary.id, { message: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errors: { message: [M.messageRequired] } });
    const long = await message(itinerary.id, { message: 'x'.repeat(5001) });
    expect(long.json()).toMatchObject({ errors: { message: [M.messageTooLong] } });
    expect((await message(itinerary.id, { message: 'Hi' }, otherToken)).statusCode).toBe(403);
    expect((await message(itinerary.id, { message: 'Hi' }, parentToken)).statusCode).toBe(403);
    expect(
      (await call(t, 'POST', `${showUrl(itinerary.id)}/message`, { message: 'Hi' })).statusCode,
    ).toBe(401);
    const canceled = await makeItinerary('canceled');
    const closed = await message(canceled.itinerary.id, { message: 'Hi' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ errors: { _base: [M.messageClosed] } });
    expect((await show(itinerary.id)).message).toBeNull();
    expect(await outboxFor(t, parent.email)).toEqual([]);
  });
});
