import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itinerariesIdentifier } from '@camp/shared/realtime';
import { buildApp } from '../../src/app.js';
import { RedisBus, createRealtimeBus } from '../../src/lib/realtime-bus.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeProgram } from '../director-activities/helpers.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../factories.js';
import { CableClient, drained } from './cable-client.js';

// Two API instances on one database and one Redis: an event published by either reaches the
// sockets of both. Runs when REDIS_URL is set (CI runs the API suite again with it).
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('realtime Redis tests skipped: REDIS_URL is not set');

describe.skipIf(!redisUrl)('real-time events through Redis', () => {
  const url = redisUrl!;
  // A channel of our own, so another test run or a dev server on the same Redis cannot interfere.
  const channel = `camp-test:realtime:${randomBytes(6).toString('hex')}`;
  let a: TestApp;
  let b: FastifyInstance;
  let specialistA: string;
  let specialistB: string;
  let specialistId: number;
  let programId: number;
  const clients: CableClient[] = [];

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: url }, (ctx) => ({
      ...ctx,
      realtime: new RedisBus(url, { channel, log: ctx.log }),
    }));
    // Instance B: its own app, bus and sockets on the same database and secret as A.
    b = await buildApp({
      config: a.config,
      dbHandle: a.ctx.dbHandle,
      logger: false,
      context: (ctx) => ({
        ...ctx,
        now: a.ctx.now,
        realtime: new RedisBus(url, { channel, log: ctx.log }),
      }),
    });
    const specialist = await makeUser(a, { role: 'Specialist' });
    specialistId = specialist.id;
    specialistA = (await signIn(a, 'Specialist', specialist)).token;
    specialistB = (await signIn(a, 'Specialist', specialist)).token;
    const director = await makeUser(a, { role: 'CampDirector', director: 'active' });
    programId = (await makeProgram(a, director.id)).id;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await b?.close();
    await a?.close();
  });

  async function family() {
    const made = await makeFamily(a, { itinerary: { specialistId, status: 'in_progress' } });
    const activity = await makeActivity(a, programId);
    await makeItineraryActivity(a, { itineraryId: made.itinerary.id, activityId: activity.id });
    return { ...made, token: (await signIn(a, 'Parent', made.parent)).token };
  }

  async function subscribed(app: FastifyInstance, token: string, itineraryId: number) {
    const client = await CableClient.welcomed(app, token);
    clients.push(client);
    expect(await client.subscribe(itineraryId)).toBe('confirm_subscription');
    return client;
  }

  const sendOn = (app: FastifyInstance, token: string, id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/specialists/itineraries/${id}/send_to_parent`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });

  it('uses Redis when REDIS_URL is set', async () => {
    expect(a.ctx.realtime.kind).toBe('redis');
    const fromConfig = createRealtimeBus(url, 'camp-test:');
    expect(fromConfig).toBeInstanceOf(RedisBus);
    expect((fromConfig as RedisBus).channel).toBe('camp-test:realtime');
    await fromConfig.close();
    expect(createRealtimeBus(undefined, 'camp-test:').kind).toBe('in-process');
  });

  it('delivers an event published on instance A to a parent connected to instance B', async () => {
    const { itinerary, token } = await family();
    const onB = await subscribed(b, token, itinerary.id);
    const onA = await subscribed(a.app, token, itinerary.id);
    const res = await sendOn(a.app, specialistA, itinerary.id);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      identifier: itinerariesIdentifier(itinerary.id),
      message: { type: 'itinerary_updated', itinerary_id: itinerary.id, reason: 'sent' },
    };
    expect(await onB.event(itinerary.id)).toEqual(expected);
    // The publishing instance hears it back from Redis like any other: exactly once.
    expect(await onA.event(itinerary.id)).toEqual(expected);
    await drained([onB], b, a.app);
    await drained([onA], a.app);
    expect(onA.pending()).toEqual([]);
    expect(onB.pending()).toEqual([]);
  });

  it('and the other way round, past garbage on the Redis channel', async () => {
    const { itinerary, token } = await family();
    const onA = await subscribed(a.app, token, itinerary.id);
    const raw = new Redis(url);
    try {
      // Another publisher's junk is ignored, not delivered, and does not stop the subscriber.
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ c: 42 }));
    } finally {
      await raw.quit();
    }
    const res = await sendOn(b, specialistB, itinerary.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await onA.event(itinerary.id)).message).toMatchObject({
      itinerary_id: itinerary.id,
      reason: 'sent',
    });
    await drained([onA], a.app, b);
    expect(onA.pending()).toEqual([]);
  });

  it('keeps the HTTP request working when Redis cannot be reached', async () => {
    const down = await createTestApp({}, (ctx) => ({
      ...ctx,
      realtime: new RedisBus('redis://127.0.0.1:1', { channel, log: ctx.log }),
    }));
    try {
      const specialist = await makeUser(down, { role: 'Specialist' });
      const token = (await signIn(down, 'Specialist', specialist)).token;
      const director = await makeUser(down, { role: 'CampDirector', director: 'active' });
      const program = await makeProgram(down, director.id);
      const made = await makeFamily(down, {
        itinerary: { specialistId: specialist.id, status: 'in_progress' },
      });
      const activity = await makeActivity(down, program.id);
      await makeItineraryActivity(down, {
        itineraryId: made.itinerary.id,
        activityId: activity.id,
      });
      // A publish that waited on the dead connection would never answer; the test's timeout
      // catches that, so no clock is read here.
      const res = await call(
        down,
        'POST',
        `/api/v1/specialists/itineraries/${made.itinerary.id}/send_to_parent`,
        {},
        { token },
      );
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await down.close();
    }
  });
});
