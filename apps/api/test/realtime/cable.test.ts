import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CABLE_CLOSE, ITINERARIES_CHANNEL, itinerariesIdentifier } from '@camp/shared/realtime';
import { specialistItineraryResponseSchema } from '@camp/shared/specialist-itinerary';
import { users } from '../../src/db/schema/users.js';
import { redactQueryTokens } from '../../src/app.js';
import { CABLE_LIMITS } from '../../src/modules/realtime/cable.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../auth/helpers.js';
import { makeProgram } from '../director-activities/helpers.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../factories.js';
import { CableClient, drained } from './cable-client.js';

let t: TestApp;
let specialistToken: string;
let directorToken: string;
let programId: number;
const clients: CableClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const specialist = await makeUser(t, { role: 'Specialist', name: 'Alex Planner' });
  specialistToken = (await signIn(t, 'Specialist', specialist)).token;
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  directorToken = (await signIn(t, 'CampDirector', director)).token;
  programId = (await makeProgram(t, director.id)).id;
}, 60_000);
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await t.close();
});

async function specialistId() {
  const [row] = await t.db.select().from(users).where(eq(users.role, 'Specialist'));
  return row!.id;
}

/** A family whose itinerary, with one activity, is being planned by our specialist. */
async function family(status: 'in_progress' | 'alternate_request' = 'in_progress') {
  const made = await makeFamily(t, { itinerary: { specialistId: await specialistId(), status } });
  const activity = await makeActivity(t, programId);
  await makeItineraryActivity(t, { itineraryId: made.itinerary.id, activityId: activity.id });
  const token = (await signIn(t, 'Parent', made.parent)).token;
  return { ...made, token };
}

async function connect(token: string | null, welcomed = true) {
  const client =
    welcomed && token
      ? await CableClient.welcomed(t.app, token)
      : await CableClient.open(t.app, token);
  clients.push(client);
  return client;
}

const send = (id: number, body: object = {}) =>
  call(t, 'POST', `/api/v1/specialists/itineraries/${id}/send_to_parent`, body, {
    token: specialistToken,
  });

describe('GET /cable: connecting', () => {
  it('welcomes a signed-in parent and pings every 3 seconds', async () => {
    const { token } = await family();
    const client = await connect(token);
    const ping = await client.next((f) => f.type === 'ping', 4500);
    expect(typeof ping.message).toBe('number');
    expect(Math.abs((ping.message as number) - Date.now() / 1000)).toBeLessThan(5);
  });

  it.each([
    ['no token', null],
    ['a token this server did not issue', 'not-a-token'],
  ])('refuses %s: told why, closed with 1008, no welcome', async (_, token) => {
    const client = await connect(token, false);
    const closed = await client.closed;
    expect(closed.code).toBe(CABLE_CLOSE.policy);
    expect(client.frames).toEqual([
      { type: 'disconnect', reason: 'unauthorized', reconnect: false },
    ]);
  });

  it('refuses a signed-out token and an expired one', async () => {
    const { token } = await family();
    const signedOut = await call(t, 'DELETE', '/api/v1/sessions', undefined, { token });
    expect(signedOut.statusCode).toBe(204);
    expect((await (await connect(token, false)).closed).code).toBe(CABLE_CLOSE.policy);

    const other = await family();
    t.advance(t.config.JWT_TTL_HOURS * 3600_000 + 1000);
    try {
      const client = await connect(other.token, false);
      expect((await client.closed).code).toBe(CABLE_CLOSE.policy);
      expect(client.frames.some((f) => f.type === 'welcome')).toBe(false);
    } finally {
      t.advance(-(t.config.JWT_TTL_HOURS * 3600_000 + 1000));
    }
  });

  it('closes an open socket when its token expires', async () => {
    const { token } = await family();
    const client = await connect(token);
    const ttl = t.config.JWT_TTL_HOURS * 3600_000 + 1000;
    t.advance(ttl);
    try {
      // Checked at the next beat (every 3 s); the test's own limit bounds a socket left open.
      const closed = await client.closed;
      expect(closed.code).toBe(CABLE_CLOSE.policy);
      expect(client.frames).toContainEqual({
        type: 'disconnect',
        reason: 'unauthorized',
        reconnect: false,
      });
    } finally {
      t.advance(-ttl);
    }
  });

  it(`refuses more than ${CABLE_LIMITS.socketsPerUser} sockets of one user`, async () => {
    const { token } = await family();
    for (let i = 0; i < CABLE_LIMITS.socketsPerUser; i++) await connect(token);
    const extra = await connect(token, false);
    expect((await extra.closed).code).toBe(CABLE_CLOSE.policy);
    expect(extra.frames).toContainEqual({
      type: 'disconnect',
      reason: 'too_many_connections',
      reconnect: false,
    });
    // Closing one frees a place, once the server has heard the close: asked until then.
    await clients[0]!.close();
    for (;;) {
      const next = await connect(token, false);
      const first = await next.next((f) => f.type === 'welcome' || f.type === 'disconnect');
      if (first.type === 'welcome') break;
      expect(first).toMatchObject({ reason: 'too_many_connections' });
    }
  });

  it('keeps the token out of the request log', () => {
    expect(redactQueryTokens('/cable?token=eyJ.abc.def')).toBe('/cable?token=[redacted]');
    expect(redactQueryTokens('/x?a=1&token=s3cret&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(redactQueryTokens('/api/v1/parents')).toBe('/api/v1/parents');
  });
});

describe('GET /cable: subscriptions', () => {
  it('confirms a parent’s own itinerary and rejects another parent’s and a missing one', async () => {
    const mine = await family();
    const theirs = await family();
    const client = await connect(mine.token);
    expect(await client.subscribe(mine.itinerary.id)).toBe('confirm_subscription');
    expect(await client.subscribe(theirs.itinerary.id)).toBe('reject_subscription');
    expect(await client.subscribe(999_999)).toBe('reject_subscription');
    // Ids sent as strings by URL-built identifiers are the same itinerary.
    const asString = JSON.stringify({
      channel: ITINERARIES_CHANNEL,
      itinerary_id: String(mine.itinerary.id),
    });
    expect(await client.subscribe(mine.itinerary.id, asString)).toBe('confirm_subscription');
    // Subscribing again is answered again (clients resend until confirmed).
    expect(await client.subscribe(mine.itinerary.id)).toBe('confirm_subscription');
  });

  it('rejects identifiers of other channels and malformed ones', async () => {
    const { itinerary, token } = await family();
    const client = await connect(token);
    for (const identifier of [
      JSON.stringify({ channel: 'NoSuchChannel', itinerary_id: itinerary.id }),
      JSON.stringify({ channel: 'ChatChannel', itinerary_id: 'x' }),
      JSON.stringify({ channel: ITINERARIES_CHANNEL }),
      JSON.stringify({ channel: ITINERARIES_CHANNEL, itinerary_id: -1 }),
      JSON.stringify({ channel: ITINERARIES_CHANNEL, itinerary_id: '1 OR 1=1' }),
      JSON.stringify({ channel: ITINERARIES_CHANNEL, itinerary_id: 2 ** 40 }),
      'not json',
    ]) {
      expect(await client.subscribe(itinerary.id, identifier)).toBe('reject_subscription');
    }
  });

  it('lets a specialist hear any itinerary and refuses directors and unconfirmed parents', async () => {
    const { itinerary } = await family();
    const specialist = await connect(specialistToken);
    expect(await specialist.subscribe(itinerary.id)).toBe('confirm_subscription');

    const director = await connect(directorToken);
    expect(await director.subscribe(itinerary.id)).toBe('reject_subscription');

    const unconfirmed = await makeFamily(t, { itinerary: { status: 'review' } });
    await t.db.update(users).set({ confirmedAt: null }).where(eq(users.id, unconfirmed.parent.id));
    const parent = await connect((await signIn(t, 'Parent', unconfirmed.parent)).token);
    expect(await parent.subscribe(unconfirmed.itinerary.id)).toBe('reject_subscription');
  });

  it('ignores malformed frames and keeps serving the socket', async () => {
    const { itinerary, token } = await family();
    const client = await connect(token);
    for (const frame of [
      'not json',
      '[]',
      'null',
      '{"command":"dance","identifier":"x"}',
      '{"command":"subscribe"}',
      '{"command":"subscribe","identifier":{"channel":"ItinerariesChannel"}}',
      JSON.stringify({ command: 'message', identifier: itinerariesIdentifier(1), data: '{}' }),
    ]) {
      client.send(frame);
    }
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.subscribe(itinerary.id)).toBe('confirm_subscription');
    expect(client.pending()).toEqual([]);
  });

  it('closes a socket that sends a frame over the size limit; the server carries on', async () => {
    const { token } = await family();
    const client = await connect(token);
    client.send({
      command: 'subscribe',
      identifier: 'x'.repeat(CABLE_LIMITS.maxFrameBytes + 1),
    });
    expect((await client.closed).code).toBe(CABLE_CLOSE.tooLarge);
    await connect(token);
  });

  it('disconnects a client that floods commands', async () => {
    const { token } = await family();
    const client = await connect(token);
    for (let i = 0; i <= CABLE_LIMITS.commandsPerWindow; i++) client.send('{}');
    expect((await client.closed).code).toBe(CABLE_CLOSE.policy);
    expect(client.frames).toContainEqual({
      type: 'disconnect',
      reason: 'too_many_commands',
      reconnect: false,
    });
  });

  it('disconnects when the session was signed out since the socket opened', async () => {
    const { itinerary, token } = await family();
    const client = await connect(token);
    expect(await client.subscribe(itinerary.id)).toBe('confirm_subscription');
    await call(t, 'DELETE', '/api/v1/sessions', undefined, { token });
    client.send({ command: 'subscribe', identifier: itinerariesIdentifier(itinerary.id + 1) });
    expect((await client.closed).code).toBe(CABLE_CLOSE.policy);
    expect(client.frames).toContainEqual({
      type: 'disconnect',
      reason: 'unauthorized',
      reconnect: false,
    });
  });
});

describe('GET /cable: events', () => {
  it.each(['in_progress', 'alternate_request'] as const)(
    'sending a %s itinerary tells the parent by e-mail and on the socket, nobody else',
    async (status) => {
      const { parent, itinerary, token } = await family(status);
      const bystander = await family();
      const parentSocket = await connect(token);
      const otherSocket = await connect(bystander.token);
      const specialistSocket = await connect(specialistToken);
      expect(await parentSocket.subscribe(itinerary.id)).toBe('confirm_subscription');
      expect(await otherSocket.subscribe(bystander.itinerary.id)).toBe('confirm_subscription');
      expect(await specialistSocket.subscribe(itinerary.id)).toBe('confirm_subscription');

      const res = await send(itinerary.id, { alternate_request: status === 'alternate_request' });
      expect(res.statusCode, res.body).toBe(200);
      expect(specialistItineraryResponseSchema.parse(res.json()).itinerary.status).toBe('review');

      const expected = {
        identifier: itinerariesIdentifier(itinerary.id),
        message: { type: 'itinerary_updated', itinerary_id: itinerary.id, reason: 'sent' },
      };
      expect(await parentSocket.event(itinerary.id)).toEqual(expected);
      expect(await specialistSocket.event(itinerary.id)).toEqual(expected);
      const mails = await outboxFor(t, parent.email);
      expect(mails.map((m) => m.template)).toContain('itinerary_sent');
      await drained([otherSocket, parentSocket], t.app);
      expect(otherSocket.pending()).toEqual([]);
      expect(parentSocket.pending()).toEqual([]);
    },
  );

  it('a message to the parent is an event too', async () => {
    const { itinerary, token } = await family();
    await send(itinerary.id);
    const client = await connect(token);
    expect(await client.subscribe(itinerary.id)).toBe('confirm_subscription');
    const res = await call(
      t,
      'POST',
      `/api/v1/specialists/itineraries/${itinerary.id}/message`,
      { message: 'Hello' },
      { token: specialistToken },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await client.event(itinerary.id)).message).toMatchObject({ reason: 'message' });
  });

  it('delivers nothing after unsubscribe, nor for a refused send', async () => {
    const { itinerary, token } = await family();
    const client = await connect(token);
    expect(await client.subscribe(itinerary.id)).toBe('confirm_subscription');
    client.send({ command: 'unsubscribe', identifier: itinerariesIdentifier(itinerary.id) });
    // The socket's commands run in order: past the barrier's round trip, it is unsubscribed.
    await drained([client], t.app);
    expect((await send(itinerary.id)).statusCode).toBe(200);
    await drained([client], t.app);
    expect(client.pending()).toEqual([]);

    expect(await client.subscribe(itinerary.id)).toBe('confirm_subscription');
    // Already in review: 409, and no event about a change that did not happen.
    expect((await send(itinerary.id)).statusCode).toBe(409);
    await drained([client], t.app);
    expect(client.pending()).toEqual([]);
  });

  it('a socket that closes is forgotten: later events go to the others', async () => {
    const { itinerary, token } = await family();
    const first = await connect(token);
    const second = await connect(token);
    expect(await first.subscribe(itinerary.id)).toBe('confirm_subscription');
    expect(await second.subscribe(itinerary.id)).toBe('confirm_subscription');
    await first.close();
    expect((await send(itinerary.id)).statusCode).toBe(200);
    expect((await second.event(itinerary.id)).message).toMatchObject({ reason: 'sent' });
  });
});
