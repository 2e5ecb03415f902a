import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { itinerariesIdentifier, specialistItinerariesIdentifier } from '@camp/shared/realtime';
import { parentsItineraries } from '../../src/db/schema/parents-itineraries.js';
import { buildApp } from '../../src/app.js';
import { RedisBus } from '../../src/lib/realtime-bus.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { makeUser, signIn, type MadeUser } from '../auth/helpers.js';
import { makeProgram } from '../director-activities/helpers.js';
import {
  acceptBody,
  changesBody,
  makeLoopItinerary,
  putItinerary,
} from '../itineraries/parent/helpers.js';
import { CableClient, drained } from './cable-client.js';

// The specialists' keyless channel (decision 0055): every itinerary's events, for
// specialists only, so their dashboard and itinerary pages refresh when a parent acts.

const SPECIALISTS = specialistItinerariesIdentifier();

async function subscribeSpecialists(client: CableClient) {
  return client.subscribe(0, SPECIALISTS);
}

const specialistsEvent = (client: CableClient) =>
  client.next((f) => f.identifier === SPECIALISTS && 'message' in f);

describe('SpecialistItinerariesChannel', () => {
  let t: TestApp;
  let specialist: MadeUser;
  let specialistToken: string;
  let parent: MadeUser;
  let parentToken: string;
  let directorToken: string;
  let program: number;
  const clients: CableClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    specialist = await makeUser(t, { role: 'Specialist' });
    specialistToken = (await signIn(t, 'Specialist', specialist)).token;
    parent = await makeUser(t, { role: 'Parent', name: 'Jamie Fox' });
    parentToken = (await signIn(t, 'Parent', parent)).token;
    const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
    directorToken = (await signIn(t, 'CampDirector', director)).token;
    program = (await makeProgram(t, director.id)).id;
  }, 60_000);
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  async function connect(token: string) {
    const client = await CableClient.welcomed(t.app, token);
    clients.push(client);
    return client;
  }

  const itinerary = () =>
    makeLoopItinerary(t, {
      parentId: parent.id,
      specialistId: specialist.id,
      programId: program,
      status: 'review',
    });

  it('is for specialists only: parents and directors are rejected', async () => {
    expect(await subscribeSpecialists(await connect(specialistToken))).toBe('confirm_subscription');
    expect(await subscribeSpecialists(await connect(parentToken))).toBe('reject_subscription');
    expect(await subscribeSpecialists(await connect(directorToken))).toBe('reject_subscription');
    const odd = await connect(specialistToken);
    // A near miss of the name is another channel.
    expect(await odd.subscribe(0, JSON.stringify({ channel: 'SpecialistItineraries' }))).toBe(
      'reject_subscription',
    );
  });

  it('carries the parent’s accept and change requests to every specialist, and the parent’s own channel too', async () => {
    const { id, activityIds } = await itinerary();
    const spec = await connect(specialistToken);
    expect(await subscribeSpecialists(spec)).toBe('confirm_subscription');
    const mine = await connect(parentToken);
    expect(await mine.subscribe(id)).toBe('confirm_subscription');

    expect((await putItinerary(t, id, changesBody(activityIds[0]!), parentToken)).statusCode).toBe(
      200,
    );
    const expected = {
      type: 'itinerary_updated',
      itinerary_id: id,
      reason: 'change_requested',
      by: parent.id,
    };
    expect(await specialistsEvent(spec)).toEqual({ identifier: SPECIALISTS, message: expected });
    expect(await mine.event(id)).toEqual({
      identifier: itinerariesIdentifier(id),
      message: expected,
    });

    // A refused accept (a comment is pending) tells nobody anything.
    expect((await putItinerary(t, id, acceptBody, parentToken)).statusCode).toBe(409);
    await drained([spec, mine], t.app);
    expect(spec.pending()).toEqual([]);
    expect(mine.pending()).toEqual([]);
  });

  it('lets a friend who accepted the invitation hear the itinerary, not one still invited', async () => {
    const { id } = await itinerary();
    const accepted = await makeUser(t, { role: 'Parent' });
    const invited = await makeUser(t, { role: 'Parent' });
    for (const [friend, status] of [
      [accepted, 'accepted'],
      [invited, 'draft'],
    ] as const) {
      await t.db.insert(parentsItineraries).values({
        itineraryId: id,
        parentId: friend.id,
        friendEmail: friend.email,
        invitedById: parent.id,
        status,
      });
    }
    const friendSocket = await connect((await signIn(t, 'Parent', accepted)).token);
    expect(await friendSocket.subscribe(id)).toBe('confirm_subscription');
    const invitedSocket = await connect((await signIn(t, 'Parent', invited)).token);
    expect(await invitedSocket.subscribe(id)).toBe('reject_subscription');

    expect((await putItinerary(t, id, acceptBody, parentToken)).statusCode).toBe(200);
    expect((await friendSocket.event(id)).message).toMatchObject({ reason: 'accepted' });
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('SpecialistItinerariesChannel through Redis, two instances', () => {
  const url = redisUrl!;
  const channel = `camp-test:realtime:${randomBytes(6).toString('hex')}`;
  let a: TestApp;
  let b: FastifyInstance;
  const clients: CableClient[] = [];

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: url }, (ctx) => ({
      ...ctx,
      realtime: new RedisBus(url, { channel, log: ctx.log }),
    }));
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
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await b?.close();
    await a?.close();
  });

  it('a parent accepting on instance A reaches a specialist connected to instance B', async () => {
    const specialist = await makeUser(a, { role: 'Specialist' });
    const parent = await makeUser(a, { role: 'Parent' });
    const director = await makeUser(a, { role: 'CampDirector', director: 'active' });
    const program = (await makeProgram(a, director.id)).id;
    const { id } = await makeLoopItinerary(a, {
      parentId: parent.id,
      specialistId: specialist.id,
      programId: program,
      status: 'review',
    });
    const onB = await CableClient.welcomed(b, (await signIn(a, 'Specialist', specialist)).token);
    clients.push(onB);
    expect(await subscribeSpecialists(onB)).toBe('confirm_subscription');
    const res = await putItinerary(a, id, acceptBody, (await signIn(a, 'Parent', parent)).token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await specialistsEvent(onB)).toEqual({
      identifier: SPECIALISTS,
      message: { type: 'itinerary_updated', itinerary_id: id, reason: 'accepted', by: parent.id },
    });
  });
});
