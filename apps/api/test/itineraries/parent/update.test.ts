import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITINERARY_STATUSES, type ItineraryStatus } from '@camp/shared/enums';
import {
  PARENT_ITINERARY_MESSAGES as M,
  parentItineraryResponseSchema,
  type ItineraryActions,
} from '@camp/shared/parent-itinerary';
import { CHANGE_REQUEST_MESSAGES } from '@camp/shared/change-request';
import type { ItineraryEvent } from '@camp/shared/realtime';
import { specialistItineraryResponseSchema } from '@camp/shared/specialist-itinerary';
import { changeRequests } from '../../../src/db/schema/change-requests.js';
import { parentsItineraries } from '../../../src/db/schema/parents-itineraries.js';
import { auditLog } from '../../../src/db/schema/audit-log.js';
import { emailOutbox } from '../../../src/db/schema/email-outbox.js';
import {
  itineraryChannel,
  SPECIALISTS_BUS_CHANNEL,
} from '../../../src/modules/realtime/itinerary-events.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import {
  call,
  lastMailLinks,
  makeUser,
  outboxFor,
  signIn,
  type MadeUser,
} from '../../auth/helpers.js';
import { makeProgram } from '../../director-activities/helpers.js';
import { giveOrder, makeActivity, makeItineraryActivity } from '../../factories.js';
import { itineraries } from '../../../src/db/schema/itineraries.js';
import { questionnaires } from '../../../src/db/schema/questionnaires.js';
import {
  acceptBody,
  changesBody,
  makeLoopItinerary,
  parentUrl,
  putItinerary,
  snapshot,
} from './helpers.js';

let t: TestApp;
let specialist: MadeUser;
let specialistToken: string;
let parent: MadeUser;
let parentToken: string;
let otherParentToken: string;
let friend: MadeUser;
let friendToken: string;
let directorToken: string;
let program: number;
const events: [string, ItineraryEvent][] = [];

beforeAll(async () => {
  t = await createTestApp();
  specialist = await makeUser(t, { role: 'Specialist', name: 'Alex Planner' });
  specialistToken = (await signIn(t, 'Specialist', specialist)).token;
  parent = await makeUser(t, { role: 'Parent', name: 'Jamie Fox' });
  parentToken = (await signIn(t, 'Parent', parent)).token;
  otherParentToken = (await signIn(t, 'Parent', await makeUser(t, { role: 'Parent' }))).token;
  friend = await makeUser(t, { role: 'Parent', name: 'Kim Lee' });
  friendToken = (await signIn(t, 'Parent', friend)).token;
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  directorToken = (await signIn(t, 'CampDirector', director)).token;
  program = (await makeProgram(t, director.id, { name: 'Oak Grove Camp' })).id;
  // Chat events (MIA) and directors' orders hints are not these tests' concern.
  t.ctx.realtime.subscribe((channel, event) => {
    if (event.type === 'itinerary_updated') events.push([channel, event]);
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const itineraryIn = (status: ItineraryStatus, pending = false) =>
  makeLoopItinerary(t, {
    parentId: parent.id,
    specialistId: specialist.id,
    programId: program,
    status,
    pending,
  });

const show = async (id: number) => {
  const res = await call(t, 'GET', parentUrl(id), undefined, { token: parentToken });
  expect(res.statusCode, res.body).toBe(200);
  return parentItineraryResponseSchema.parse(res.json()).itinerary;
};

const mailCount = async () => (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n;

const eventsFor = (id: number) =>
  events.filter(([, e]) => e.itinerary_id === id).map(([channel, e]) => [channel, e.reason]);

describe('PUT /api/v1/parents/itineraries/{id}: accept', () => {
  it('moves review to accepted, writes the audit row, mails the specialist and tells both channels', async () => {
    const { id } = await itineraryIn('review');
    const res = await putItinerary(t, id, { id, ...acceptBody }, parentToken);
    expect(res.statusCode, res.body).toBe(200);
    const it = parentItineraryResponseSchema.parse(res.json()).itinerary;
    expect(it.status).toBe('accepted');
    expect(it.actions).toEqual({
      can_accept: false,
      can_request_changes: false,
      can_invite: true,
      blocked_reason: M.alreadyAccepted,
    });
    expect((await show(id)).status).toBe('accepted');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'itineraries'), eq(auditLog.entityId, id)));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'accepted_by_parent',
        actorId: parent.id,
        fromStatus: 'review',
        toStatus: 'accepted',
      }),
    ]);
    const [mail] = (await outboxFor(t, specialist.email)).filter(
      (m) => m.template === 'itinerary_accepted',
    );
    expect(mail!.subject).toBe("Jamie Fox accepted Riley's itinerary");
    expect((await lastMailLinks(t, specialist.email, 'itinerary_accepted'))[0]).toBe(
      `http://localhost:3000/specialist/itineraries/${id}`,
    );
    expect(eventsFor(id)).toEqual([
      [itineraryChannel(id), 'accepted'],
      [SPECIALISTS_BUS_CHANNEL, 'accepted'],
    ]);
  });

  it('is refused while a change request waits for the specialist (409 with the reason)', async () => {
    // A review with an unanswered request cannot come from the API; the rule holds anyway.
    const { id } = await itineraryIn('review', true);
    const before = await snapshot(t, id);
    const res = await putItinerary(t, id, acceptBody, parentToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ _base: [M.pendingChanges] });
    expect(await snapshot(t, id)).toEqual(before);
  });
});

describe('PUT /api/v1/parents/itineraries/{id}: change requests', () => {
  it('moves review to alternate_request with the comments, mails the specialist, tells both channels', async () => {
    const { id, activityIds } = await itineraryIn('review');
    const res = await putItinerary(
      t,
      id,
      {
        itinerary: {
          status: 'alternate_request',
          change_requests_attributes: [
            {
              activity_id: activityIds[0],
              reason: 'Price,Date',
              more_information: '  Later   week? ',
            },
            { activity_id: activityIds[1], reason: 'Other', more_information: 'Too far' },
          ],
        },
      },
      parentToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    const it = parentItineraryResponseSchema.parse(res.json()).itinerary;
    expect(it.status).toBe('alternate_request');
    expect(it.change_requests).toEqual([
      expect.objectContaining({
        activity: { id: activityIds[0], name: 'Lake Week' },
        reason: 'Date, Price',
        more_information: 'Later week?',
        resolved_at: null,
      }),
      expect.objectContaining({
        activity: { id: activityIds[1], name: 'Art Afternoons' },
        reason: 'Other',
        more_information: 'Too far',
        resolved_at: null,
      }),
    ]);
    expect(it.actions).toEqual({
      can_accept: false,
      can_request_changes: true,
      can_invite: false,
      blocked_reason: M.pendingChanges,
    });
    const rows = await t.db.select().from(changeRequests).where(eq(changeRequests.itineraryId, id));
    expect(rows.map((r) => r.requestedById)).toEqual([parent.id, parent.id]);
    const [mail] = (await outboxFor(t, specialist.email)).filter(
      (m) => m.template === 'change_requested',
    );
    expect(mail!.subject).toBe("Jamie Fox asked for changes to Riley's itinerary");
    expect(mail!.text).toContain('Lake Week (Date, Price): Later week?');
    expect(mail!.text).toContain('Art Afternoons (Other): Too far');
    expect((await lastMailLinks(t, specialist.email, 'change_requested'))[0]).toBe(
      `http://localhost:3000/specialist/itineraries/${id}`,
    );
    expect(eventsFor(id)).toEqual([
      [itineraryChannel(id), 'change_requested'],
      [SPECIALISTS_BUS_CHANNEL, 'change_requested'],
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'itineraries'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({
      action: 'change_requested',
      fromStatus: 'review',
      toStatus: 'alternate_request',
      data: { change_requests: 2 },
    });
  });

  it('adds more comments while alternate_request', async () => {
    const { id, activityIds } = await itineraryIn('alternate_request', true);
    const res = await putItinerary(
      t,
      id,
      changesBody(activityIds[1]!, 'And this one?'),
      parentToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    const it = parentItineraryResponseSchema.parse(res.json()).itinerary;
    expect(it.status).toBe('alternate_request');
    expect(it.change_requests.map((c) => c.more_information)).toEqual([
      'Another week?',
      'And this one?',
    ]);
  });
});

describe('the whole loop: comments, the specialist answers, the parent accepts, the specialist approves', () => {
  it('resolves the comments on re-send, lets the parent accept again, and mails the approval', async () => {
    const { id, activityIds } = await itineraryIn('review');
    expect((await putItinerary(t, id, changesBody(activityIds[0]!), parentToken)).statusCode).toBe(
      200,
    );
    const early = await putItinerary(t, id, acceptBody, parentToken);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors).toEqual({ _base: [M.pendingChanges] });

    // The specialist edits and sends again with the alternate_request flag (decision 0045).
    const sent = await call(
      t,
      'POST',
      `/api/v1/specialists/itineraries/${id}/send_to_parent`,
      { alternate_request: true },
      { token: specialistToken },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const spec = specialistItineraryResponseSchema.parse(sent.json()).itinerary;
    expect(spec.status).toBe('review');
    expect(spec.change_requests).toHaveLength(1);
    expect(spec.change_requests[0]!.resolved_at).not.toBeNull();

    const seen = await show(id);
    expect(seen.actions).toEqual({
      can_accept: true,
      can_request_changes: true,
      can_invite: true,
      blocked_reason: null,
    });
    const [answer] = (await outboxFor(t, parent.email)).filter(
      (m) => m.template === 'itinerary_sent',
    );
    expect(answer!.subject).toBe('The updated itinerary for Riley is ready');

    expect((await putItinerary(t, id, acceptBody, parentToken)).statusCode).toBe(200);
    const approved = await call(
      t,
      'PUT',
      `/api/v1/specialists/itineraries/${id}`,
      { itinerary_action: 'approve' },
      { token: specialistToken },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await show(id)).status).toBe('approved');
    const [mail] = (await outboxFor(t, parent.email)).filter(
      (m) => m.template === 'itinerary_approved',
    );
    expect(mail!.subject).toBe("Riley's itinerary is approved");
    expect((await lastMailLinks(t, parent.email, 'itinerary_approved'))[0]).toBe(
      'http://localhost:3000/profile/itineraries',
    );
    expect(eventsFor(id).map(([, reason]) => reason)).toEqual([
      'change_requested',
      'change_requested',
      'sent',
      'sent',
      'accepted',
      'accepted',
      'approved',
      'approved',
    ]);
  });

  it('mails the parent when the specialist cancels', async () => {
    const { id } = await itineraryIn('review');
    const res = await call(
      t,
      'PUT',
      `/api/v1/specialists/itineraries/${id}`,
      { itinerary_action: 'cancel' },
      { token: specialistToken },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = (await outboxFor(t, parent.email)).filter(
      (m) => m.template === 'itinerary_canceled',
    );
    expect(mail!.subject).toBe("Riley's itinerary was canceled");
    expect(eventsFor(id)).toEqual([
      [itineraryChannel(id), 'canceled'],
      [SPECIALISTS_BUS_CHANNEL, 'canceled'],
    ]);
  });
});

describe('actions: one rule from the status and the pending change requests', () => {
  const yes = (blocked: string | null = null): ItineraryActions => ({
    can_accept: true,
    can_request_changes: true,
    can_invite: true,
    blocked_reason: blocked,
  });
  const expected: [ItineraryStatus, boolean, ItineraryActions][] = [
    [
      'draft',
      false,
      { ...yes(M.preparing), can_accept: false, can_request_changes: false, can_invite: false },
    ],
    [
      'in_progress',
      false,
      { ...yes(M.preparing), can_accept: false, can_request_changes: false, can_invite: false },
    ],
    ['review', false, yes()],
    ['review', true, { ...yes(M.pendingChanges), can_accept: false, can_invite: false }],
    ['alternate_request', true, { ...yes(M.pendingChanges), can_accept: false, can_invite: false }],
    ['alternate_request', false, { ...yes(M.pendingChanges), can_accept: false }],
    [
      'accepted',
      false,
      { ...yes(M.alreadyAccepted), can_accept: false, can_request_changes: false },
    ],
    ['approved', false, { ...yes(M.approved), can_accept: false, can_request_changes: false }],
    [
      'canceled',
      false,
      { ...yes(M.canceled), can_accept: false, can_request_changes: false, can_invite: false },
    ],
  ];
  it.each(expected)('%s (pending change request: %s)', async (status, pending, actions) => {
    const { id } = await itineraryIn(status, pending);
    expect((await show(id)).actions).toEqual(actions);
    const list = await call(t, 'GET', '/api/v1/parents/itineraries', undefined, {
      token: parentToken,
    });
    const mine = list.json<{ itineraries: { id: number; actions: ItineraryActions }[] }>();
    expect(mine.itineraries.find((i) => i.id === id)!.actions).toEqual(actions);
  });
});

describe('the status machine: every status × every parent and specialist action', () => {
  type Action =
    'accept' | 'request_changes' | 'assign' | 'send' | 'send_alternate' | 'approve' | 'cancel';
  const ACTIONS: Action[] = [
    'accept',
    'request_changes',
    'assign',
    'send',
    'send_alternate',
    'approve',
    'cancel',
  ];
  /** Where each allowed move leads; an action missing for a status is refused with 409. */
  const MOVES: Record<Action, Partial<Record<ItineraryStatus, ItineraryStatus>>> = {
    accept: { review: 'accepted' },
    request_changes: { review: 'alternate_request', alternate_request: 'alternate_request' },
    assign: { draft: 'in_progress' },
    send: { in_progress: 'review' },
    send_alternate: { alternate_request: 'review' },
    approve: { accepted: 'approved' },
    cancel: {
      draft: 'canceled',
      in_progress: 'canceled',
      review: 'canceled',
      alternate_request: 'canceled',
      accepted: 'canceled',
    },
  };

  function perform(action: Action, id: number, activityId: number, parentToken: string) {
    const spec = { token: specialistToken };
    const base = `/api/v1/specialists/itineraries/${id}`;
    switch (action) {
      case 'accept':
        return putItinerary(t, id, acceptBody, parentToken);
      case 'request_changes':
        return putItinerary(t, id, changesBody(activityId), parentToken);
      case 'assign':
        return call(t, 'GET', `${base}/apply`, undefined, spec);
      case 'send':
        return call(t, 'POST', `${base}/send_to_parent`, { alternate_request: false }, spec);
      case 'send_alternate':
        return call(t, 'POST', `${base}/send_to_parent`, { alternate_request: true }, spec);
      case 'approve':
        return call(t, 'PUT', base, { itinerary_action: 'approve' }, spec);
      case 'cancel':
        return call(t, 'PUT', base, { itinerary_action: 'cancel' }, spec);
    }
  }

  let payer: MadeUser;
  let payerToken: string;
  beforeAll(async () => {
    // 'Assign to me' needs a paid order.
    payer = await makeUser(t, { role: 'Parent', name: 'Sam Payer' });
    payerToken = (await signIn(t, 'Parent', payer)).token;
    await giveOrder(t, payer.id, 'Premium', 'paid', t.ctx.now());
  });

  const cases = ITINERARY_STATUSES.flatMap((status) =>
    ACTIONS.map((action) => [status, action, MOVES[action][status] ?? null] as const),
  );
  it.each(cases)('%s × %s → %s', async (status, action, to) => {
    const { id, activityIds } = await makeLoopItinerary(t, {
      parentId: payer.id,
      // Every one is the signed-in specialist's, so that only the status decides.
      specialistId: specialist.id,
      programId: program,
      status,
      // alternate_request comes with the parent's comment waiting.
      pending: status === 'alternate_request',
    });
    const before = await snapshot(t, id);
    const mailsBefore = await mailCount();
    events.length = 0;
    const res = await perform(action, id, activityIds[0]!, payerToken);
    const after = await snapshot(t, id);
    if (to === null) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ errors: { _base: string[] } }>().errors._base).toHaveLength(1);
      expect(after).toEqual(before);
      // A refused move mails no one and tells no channel.
      expect(await mailCount()).toBe(mailsBefore);
      expect(eventsFor(id)).toEqual([]);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      expect(after.status).toBe(to);
      expect(after.audit).toBe(before.audit + 1);
    }
  });
});

describe('who may act', () => {
  it('another parent and a friend get 404, a specialist and a director 403, a visitor 401; nothing changes', async () => {
    const { id, activityIds } = await itineraryIn('review');
    await t.db.insert(parentsItineraries).values({
      itineraryId: id,
      parentId: friend.id,
      friendEmail: friend.email,
      invitedById: parent.id,
      status: 'accepted',
    });
    const before = await snapshot(t, id);
    for (const body of [acceptBody, changesBody(activityIds[0]!)]) {
      for (const [token, code] of [
        [otherParentToken, 404],
        [friendToken, 404],
        [specialistToken, 403],
        [directorToken, 403],
        [undefined, 401],
      ] as const) {
        const res = await putItinerary(t, id, body, token);
        expect(res.statusCode, `${code}: ${res.body}`).toBe(code);
        expect(res.json()).toHaveProperty('errors');
      }
    }
    expect(await snapshot(t, id)).toEqual(before);
    // The friend does not read it here either (they see it under 'Share with me').
    const read = await call(t, 'GET', parentUrl(id), undefined, { token: friendToken });
    expect(read.statusCode).toBe(404);
  });

  it('an unknown or malformed id answers 404', async () => {
    for (const raw of ['999999999', '0', 'abc', '1.5']) {
      const res = await putItinerary(t, raw, acceptBody, parentToken);
      expect(res.statusCode, raw).toBe(404);
      expect(res.json().errors).toEqual({ _base: [M.notFound] });
    }
  });
});

describe('bad input answers 422 in the error shape and changes nothing', () => {
  const cases: [string, (activityId: number, id: number) => unknown, Record<string, string[]>][] = [
    ['no body wrapper', () => ({ status: 'accepted' }), { itinerary: [M.statusInvalid] }],
    [
      'another status',
      () => ({ itinerary: { status: 'approved' } }),
      { status: [M.statusInvalid] },
    ],
    [
      'no change requests',
      () => ({ itinerary: { status: 'alternate_request' } }),
      { change_requests_attributes: [M.changeRequestsRequired] },
    ],
    [
      'an empty list',
      () => ({ itinerary: { status: 'alternate_request', change_requests_attributes: [] } }),
      { change_requests_attributes: [M.changeRequestsRequired] },
    ],
    [
      'no reason checked',
      (a) => ({
        itinerary: {
          status: 'alternate_request',
          change_requests_attributes: [{ activity_id: a, reason: '', more_information: 'x' }],
        },
      }),
      { 'change_requests_attributes.reason': [CHANGE_REQUEST_MESSAGES.reasonRequired] },
    ],
    [
      'an unknown reason',
      (a) => ({
        itinerary: {
          status: 'alternate_request',
          change_requests_attributes: [
            { activity_id: a, reason: 'Weather', more_information: 'x' },
          ],
        },
      }),
      { 'change_requests_attributes.reason': [CHANGE_REQUEST_MESSAGES.reasonInvalid] },
    ],
    [
      'a blank comment',
      (a) => ({
        itinerary: {
          status: 'alternate_request',
          change_requests_attributes: [{ activity_id: a, reason: 'Date', more_information: '   ' }],
        },
      }),
      {
        'change_requests_attributes.more_information': [CHANGE_REQUEST_MESSAGES.commentRequired],
      },
    ],
    [
      'no activity',
      () => ({
        itinerary: {
          status: 'alternate_request',
          change_requests_attributes: [{ reason: 'Date', more_information: 'x' }],
        },
      }),
      { 'change_requests_attributes.activity_id': [CHANGE_REQUEST_MESSAGES.activityRequired] },
    ],
    [
      'an activity not on the itinerary',
      () => changesBody(2_000_000_000),
      { 'change_requests_attributes.activity_id': [M.activityNotInItinerary] },
    ],
    [
      'a body id for another itinerary',
      (_a, id) => ({ id: id + 1, ...acceptBody }),
      { id: [M.idMismatch] },
    ],
  ];
  it.each(cases)('%s', async (_name, body, errors) => {
    const { id, activityIds } = await itineraryIn('review');
    const before = await snapshot(t, id);
    const res = await putItinerary(t, id, body(activityIds[0]!, id), parentToken);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors, res.body).toEqual(errors);
    expect(await snapshot(t, id)).toEqual(before);
  });
});

describe('schedule checks on both views', () => {
  it('shows an overlap and an empty requested week to the parent and the specialist alike', async () => {
    const { id } = await makeLoopItinerary(t, {
      parentId: parent.id,
      specialistId: specialist.id,
      programId: program,
      status: 'review',
    });
    // A third activity over the morning one, and a second requested week with nothing in it.
    const clash = await makeActivity(t, program, {
      name: 'Soccer Mornings',
      startTime: '10:00',
      endTime: '11:30',
    });
    await makeItineraryActivity(t, { itineraryId: id, activityId: clash.id });
    const [row] = await t.db.select().from(itineraries).where(eq(itineraries.id, id));
    await t.db
      .update(questionnaires)
      .set({ endDate: '2027-06-25' })
      .where(eq(questionnaires.id, row!.questionnaireId!));

    const parentView = await show(id);
    const spec = await call(t, 'GET', `/api/v1/specialists/itineraries/${id}`, undefined, {
      token: specialistToken,
    });
    const specialistView = specialistItineraryResponseSchema.parse(spec.json()).itinerary;
    expect(parentView.schedule_checks).toEqual(specialistView.schedule_checks);
    expect(parentView.schedule_checks).toEqual([
      {
        kind: 'overlap',
        message:
          'Lake Week and Soccer Mornings take place at the same time from Jun 14 to Jun 18, 2027, between 10:00 AM and 11:30 AM.',
        activity_ids: [expect.any(Number), clash.id],
        dates: { start: '2027-06-14', end: '2027-06-18' },
      },
      {
        kind: 'gap',
        message: 'Nothing is planned from Jun 21 to Jun 25, 2027.',
        activity_ids: [],
        dates: { start: '2027-06-21', end: '2027-06-25' },
      },
    ]);
  });

  it('gives the parent the full activity card', async () => {
    const { id } = await itineraryIn('review');
    const card = (await show(id)).activities[0]!;
    expect(card).toMatchObject({
      name: 'Lake Week',
      media_link: 'https://camp.example/a.jpg',
      cancellation_policy: expect.any(String),
      provider_logo: null,
      age_min: null,
    });
  });
});
