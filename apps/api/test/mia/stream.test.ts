import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus, RedisBus } from '../../src/lib/realtime-bus.js';
import { chatIdentifier } from '@camp/shared/realtime';
import type { ChatPostResponse } from '@camp/shared/chat';
import { createTestApps, type TestApps } from '../test-app.js';
import { CableClient, drained } from '../realtime/cable-client.js';
import {
  ListingAssistant,
  ask,
  chatRows,
  makeMiaCast,
  withAssistant,
  type MiaCast,
} from './helpers.js';

// MIA's reply streamed over the real websocket, and one answer at a time through two instances
// on one database (Redis carries the events between them).

let apps: TestApps;
let c: MiaCast;
const assistants = [new ListingAssistant(), new ListingAssistant()];

beforeAll(async () => {
  let i = 0;
  // Redis between the instances when REDIS_URL is set (on a channel of this file's own, as
  // test/realtime/redis.test.ts does), else one in-process bus shared by both.
  const redisUrl = process.env.REDIS_URL;
  const channel = `camp-test:mia:${randomBytes(6).toString('hex')}`;
  const shared = new InProcessBus(undefined);
  apps = await createTestApps(2, { RATE_LIMIT_SCALE: '100' }, (ctx) => ({
    ...withAssistant(assistants[i++ % 2]!)(ctx),
    realtime: redisUrl ? new RedisBus(redisUrl, { channel, log: ctx.log }) : shared,
  }));
  c = await makeMiaCast(apps.apps[0]!);
}, 60_000);
afterAll(async () => {
  await apps?.close();
});

const idle = () => Promise.all(apps.apps.map((a) => a.app.miaReplies.idle()));

describe('ChatChannel', () => {
  it('streams the reply to the asking parent’s socket, on another instance too; a friend hears only their own', async () => {
    const [a, b] = apps.apps as [(typeof apps.apps)[0], (typeof apps.apps)[0]];
    const owner = await CableClient.welcomed(b.app, c.parentToken);
    const friend = await CableClient.welcomed(b.app, c.friendToken);
    const identifier = chatIdentifier(c.itineraryId);
    expect(await owner.subscribe(c.itineraryId, identifier)).toBe('confirm_subscription');
    expect(await friend.subscribe(c.itineraryId, identifier)).toBe('confirm_subscription');

    const res = await ask(a, c.parentToken, c.itineraryId, 'What is planned?');
    expect(res.statusCode, res.body).toBe(201);
    const { reply } = res.json<ChatPostResponse>();
    const final = await owner.next(
      (f) =>
        f.identifier === identifier &&
        (f.message as { type?: string } | undefined)?.type === 'chat_message',
    );
    expect(final.message).toMatchObject({
      type: 'chat_message',
      message: {
        id: reply.id,
        status: 'complete',
        text: 'Your activities: Lake Week, Forest Week.',
      },
    });
    const deltas = owner
      .pending()
      .filter((f) => f.identifier === identifier)
      .map((f) => f.message as { type: string; delta: string; message_id: number });
    expect(deltas.every((d) => d.type === 'chat_delta' && d.message_id === reply.id)).toBe(true);
    expect(deltas.map((d) => d.delta).join('')).toBe('Your activities: Lake Week, Forest Week.');
    await idle();
    await drained([friend], b.app, a.app);
    expect(friend.pending().filter((f) => f.identifier === identifier)).toEqual([]);
    await owner.close();
    await friend.close();
  });

  it('refuses the subscription to whoever may not chat about the itinerary', async () => {
    const identifier = chatIdentifier(c.itineraryId);
    for (const token of [c.otherToken, c.pendingToken, c.specialistToken, c.directorToken]) {
      const client = await CableClient.welcomed(apps.apps[0]!.app, token);
      expect(await client.subscribe(c.itineraryId, identifier)).toBe('reject_subscription');
      await client.close();
    }
    const client = await CableClient.welcomed(apps.apps[0]!.app, c.parentToken);
    expect(await client.subscribe(999_999, chatIdentifier(999_999))).toBe('reject_subscription');
    await client.close();
  });
});

describe('one answer at a time, across instances', () => {
  it('accepts exactly one of many simultaneous questions in one conversation', async () => {
    for (const a of assistants) a.hold();
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          ask(apps.apps[i % 2]!, c.friendToken, c.itineraryId, `at once ${i}`),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((s) => s === 201)).toHaveLength(1);
      expect(codes.filter((s) => s === 409)).toHaveLength(11);
    } finally {
      for (const a of assistants) a.release();
    }
    await idle();
    const rows = (await chatRows(apps.apps[0]!)).filter(
      (r) => r.parentId === c.friend.id && r.text.startsWith('at once'),
    );
    expect(rows).toHaveLength(1);
    const streaming = (await chatRows(apps.apps[0]!)).filter((r) => r.status === 'streaming');
    expect(streaming).toEqual([]);
  });
});
