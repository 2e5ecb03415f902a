import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES as M,
  CHAT_PAGE_SIZE,
  type ChatMessagesPage,
  type ChatPostResponse,
  type SpecialistChatQuestions,
} from '@camp/shared/chat';
import type { RealtimeEvent } from '@camp/shared/realtime';
import { chatMessages } from '../../src/db/schema/chat-messages.js';
import { chatChannel } from '../../src/modules/realtime/chat-events.js';
import { createToolBox } from '../../src/modules/mia/tools/toolbox.js';
import { SPECIALISTS_BUS_CHANNEL } from '../../src/modules/realtime/itinerary-events.js';
import { STALE_REPLY_MS } from '../../src/modules/mia/replies.js';
import { MIA_RATE_LIMIT } from '../../src/modules/mia/routes.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../auth/helpers.js';
import {
  ListingAssistant,
  MESSAGES,
  answerPath,
  ask,
  askAndWait,
  chatRows,
  handoverPath,
  list,
  makeMiaCast,
  questionsPath,
  withAssistant,
  type MiaCast,
} from './helpers.js';

let t: TestApp;
let c: MiaCast;
const assistant = new ListingAssistant();
const events: [string, RealtimeEvent][] = [];

beforeAll(async () => {
  // A generous rate limit here; the limit itself has its own app below.
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' }, withAssistant(assistant));
  c = await makeMiaCast(t);
  t.ctx.realtime.subscribe((channel, event) => events.push([channel, event]));
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(chatMessages);
  events.length = 0;
});

describe('POST /api/v1/openai/messages', () => {
  it('stores the question and a streaming reply, answers 201, then MIA writes the reply', async () => {
    const res = await ask(t, c.parentToken, c.itineraryId, '  What is planned?\n ');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<ChatPostResponse>();
    expect(body.message).toMatchObject({
      itinerary_id: c.itineraryId,
      text: 'What is planned?',
      sender_role: 'Parent',
      role: 'user',
      status: 'complete',
      handover: null,
    });
    expect(body.reply).toMatchObject({
      text: '',
      sender_role: 'assistant',
      role: 'assistant',
      status: 'streaming',
    });
    await t.app.miaReplies.idle();
    const rows = await chatRows(t);
    expect(rows.map((r) => [r.role, r.status, r.parentId])).toEqual([
      ['user', 'complete', c.parent.id],
      ['assistant', 'complete', c.parent.id],
    ]);
    expect(rows[1]!.text).toBe('Your activities: Lake Week, Forest Week.');
    // Streamed on the parent's own conversation channel: pieces, then the whole message.
    const mine = events.filter(([ch]) => ch === chatChannel(c.itineraryId, c.parent.id));
    const deltas = mine.flatMap(([, e]) => (e.type === 'chat_delta' ? [e.delta] : []));
    expect(deltas.join('')).toBe('Your activities: Lake Week, Forest Week.');
    expect(mine.at(-1)![1]).toMatchObject({
      type: 'chat_message',
      message: { id: body.reply.id, status: 'complete' },
    });
  });

  it('gives the assistant the asking parent’s context and the earlier turns', async () => {
    assistant.inputs.length = 0;
    await askAndWait(t, c.parentToken, c.itineraryId, 'first');
    await askAndWait(t, c.parentToken, c.itineraryId, 'second');
    const input = assistant.inputs.at(-1)!;
    expect(input.question).toBe('second');
    expect(input.history.map((h) => h.role)).toEqual(['user', 'assistant']);
    expect(input.history[0]!.text).toBe('first');
    expect(input.timeZone).toMatch(/\//);
  });

  it('lets a friend who accepted ask, in a conversation of their own, limited to the shared activities', async () => {
    await askAndWait(t, c.parentToken, c.itineraryId, 'owner asks');
    const { reply } = await askAndWait(t, c.friendToken, c.itineraryId, 'friend asks');
    expect(reply.text).toBe('Your activities: Lake Week.');
    const friendPage = (
      await list(t, c.friendToken, { itinerary_id: String(c.itineraryId) })
    ).json<ChatMessagesPage>();
    expect(friendPage.messages.map((m) => m.text)).toEqual([
      'friend asks',
      'Your activities: Lake Week.',
    ]);
    const ownerPage = (
      await list(t, c.parentToken, { itinerary_id: String(c.itineraryId) })
    ).json<ChatMessagesPage>();
    expect(ownerPage.messages.map((m) => m.text)).toEqual([
      'owner asks',
      'Your activities: Lake Week, Forest Week.',
    ]);
    // The friend's stream went to the friend's channel, never the owner's.
    const friendDeltas = events.filter(([ch]) => ch === chatChannel(c.itineraryId, c.friend.id));
    expect(friendDeltas.length).toBeGreaterThan(0);
  });

  it('refuses whoever may not chat about the itinerary, storing nothing', async () => {
    const cases: [string | undefined, number][] = [
      [undefined, 401],
      [c.specialistToken, 403],
      [c.directorToken, 403],
      [c.adminToken, 403],
      [c.otherToken, 404],
      [c.pendingToken, 404],
    ];
    for (const [token, status] of cases) {
      const res = await ask(t, token, c.itineraryId, 'Hello?');
      expect(res.statusCode, res.body).toBe(status);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['_base']);
    }
    expect(await chatRows(t)).toEqual([]);
  });

  it('answers bad input with field errors and stores nothing', async () => {
    const cases: [unknown, unknown, string, string][] = [
      ['', c.itineraryId, 'text', 'This field should be filled'],
      ['   \n\t ', c.itineraryId, 'text', 'This field should be filled'],
      [undefined, c.itineraryId, 'text', 'This field should be filled'],
      ['x'.repeat(CHAT_MESSAGE_MAX + 1), c.itineraryId, 'text', 'Message is too long'],
      ['Hello', undefined, 'itinerary_id', 'Itinerary is required'],
      ['Hello', 'abc', 'itinerary_id', 'Itinerary is required'],
      ['Hello', -3, 'itinerary_id', 'Itinerary is required'],
    ];
    for (const [text, itineraryId, field, message] of cases) {
      const res = await ask(t, c.parentToken, itineraryId, text);
      expect(res.statusCode, `${JSON.stringify(text)?.slice(0, 20)}: ${res.body}`).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    }
    // A body that is not wrapped names the wrapper's field.
    const flat = await call(
      t,
      'POST',
      MESSAGES,
      { text: 'hi', itinerary_id: c.itineraryId },
      {
        token: c.parentToken,
      },
    );
    expect(flat.statusCode).toBe(422);
    // NUL characters are refused before the route runs (decision 0031).
    const nul = await ask(t, c.parentToken, c.itineraryId, 'Hi\u0000there');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toHaveProperty('errors');
    // An itinerary that does not exist reads as missing.
    expect((await ask(t, c.parentToken, 999_999, 'Hello')).statusCode).toBe(404);
    expect(await chatRows(t)).toEqual([]);
  });

  it('keeps the longest question allowed', async () => {
    const text = 'y'.repeat(CHAT_MESSAGE_MAX);
    const { message } = await askAndWait(t, c.parentToken, c.itineraryId, text);
    expect(message.text).toBe(text);
  });

  it('answers one question at a time per conversation (409 while MIA writes), others unaffected', async () => {
    assistant.hold();
    try {
      expect((await ask(t, c.parentToken, c.itineraryId, 'slow one')).statusCode).toBe(201);
      const second = await ask(t, c.parentToken, c.itineraryId, 'too soon');
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toMatchObject({ errors: { _base: [M.busy] } });
      // The friend's conversation on the same itinerary is another conversation.
      expect((await ask(t, c.friendToken, c.itineraryId, 'meanwhile')).statusCode).toBe(201);
    } finally {
      assistant.release();
    }
    await t.app.miaReplies.idle();
    expect((await chatRows(t)).map((r) => r.text)).not.toContain('too soon');
    expect((await ask(t, c.parentToken, c.itineraryId, 'now')).statusCode).toBe(201);
    await t.app.miaReplies.idle();
  });

  it('ends a failed answer with the clear message for the parent', async () => {
    const { reply } = await askAndWait(t, c.parentToken, c.itineraryId, 'please fail');
    expect(reply).toMatchObject({ status: 'failed', text: M.unavailable });
    const last = events.at(-1)!;
    expect(last[1]).toMatchObject({
      type: 'chat_message',
      message: { status: 'failed', text: M.unavailable },
    });
  });

  it('fails a reply its instance left streaming once it is old enough, and lets the parent ask again', async () => {
    const [q] = await t.db
      .insert(chatMessages)
      .values([
        {
          itineraryId: c.itineraryId,
          parentId: c.parent.id,
          userId: c.parent.id,
          senderRole: 'Parent',
          role: 'user',
          text: 'before the crash',
        },
        {
          itineraryId: c.itineraryId,
          parentId: c.parent.id,
          senderRole: 'assistant',
          role: 'assistant',
          text: 'half an ans',
          status: 'streaming',
        },
      ])
      .returning();
    expect(q).toBeDefined();
    // Young: still being written (by an instance that may be alive).
    expect((await ask(t, c.parentToken, c.itineraryId, 'again')).statusCode).toBe(409);
    t.advance(STALE_REPLY_MS + 1000);
    const page = (
      await list(t, c.parentToken, { itinerary_id: String(c.itineraryId) })
    ).json<ChatMessagesPage>();
    expect(page.messages[1]).toMatchObject({ status: 'failed', text: M.unavailable });
    expect((await ask(t, c.parentToken, c.itineraryId, 'again')).statusCode).toBe(201);
    await t.app.miaReplies.idle();
  });
});

describe('GET /api/v1/openai/messages', () => {
  it('pages the conversation: page 1 the newest, each page oldest first', async () => {
    const total = CHAT_PAGE_SIZE + 5;
    await t.db.insert(chatMessages).values(
      Array.from({ length: total }, (_, i) => ({
        itineraryId: c.itineraryId,
        parentId: c.parent.id,
        userId: c.parent.id,
        senderRole: 'Parent',
        role: 'user' as const,
        text: `m${i}`,
      })),
    );
    const one = (
      await list(t, c.parentToken, { itinerary_id: String(c.itineraryId) })
    ).json<ChatMessagesPage>();
    expect(one).toMatchObject({ count: total, pages: 2, page: 1 });
    expect(one.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(one.messages[0]!.text).toBe('m5');
    expect(one.messages.at(-1)!.text).toBe(`m${total - 1}`);
    const two = (
      await list(t, c.parentToken, { itinerary_id: String(c.itineraryId), page: '2' })
    ).json<ChatMessagesPage>();
    expect(two.messages.map((m) => m.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    const three = (
      await list(t, c.parentToken, { itinerary_id: String(c.itineraryId), page: '3' })
    ).json<ChatMessagesPage>();
    expect(three.messages).toEqual([]);
  });

  it('answers an empty conversation with one empty page', async () => {
    const res = await list(t, c.friendToken, { itinerary_id: String(c.itineraryId) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: [], count: 0, pages: 1, page: 1 });
  });

  it('refuses others and bad parameters', async () => {
    const q = { itinerary_id: String(c.itineraryId) };
    expect((await list(t, undefined, q)).statusCode).toBe(401);
    expect((await list(t, c.specialistToken, q)).statusCode).toBe(403);
    expect((await list(t, c.directorToken, q)).statusCode).toBe(403);
    expect((await list(t, c.otherToken, q)).statusCode).toBe(404);
    expect((await list(t, c.pendingToken, q)).statusCode).toBe(404);
    expect((await list(t, c.parentToken, {})).json()).toEqual({
      errors: { itinerary_id: ['Itinerary is required'] },
    });
    expect((await list(t, c.parentToken, { itinerary_id: 'x1' })).statusCode).toBe(404);
    expect((await list(t, c.parentToken, { itinerary_id: '99999999' })).statusCode).toBe(404);
    const badPage = await list(t, c.parentToken, { ...q, page: '0' });
    expect(badPage.statusCode).toBe(422);
    expect(Object.keys(badPage.json<{ errors: object }>().errors)).toEqual(['page']);
  });
});

describe('hand-over to the specialist', () => {
  it('sends the parent’s question to the specialists, who answer in the same conversation', async () => {
    const { message } = await askAndWait(t, c.parentToken, c.itineraryId, 'Can Riley bring a pet?');
    events.length = 0;
    const res = await call(t, 'POST', handoverPath(message.id), undefined, {
      token: c.parentToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({ id: message.id, handover: { status: 'pending' } });
    expect(events.map(([ch, e]) => [ch, e.type])).toEqual([
      [chatChannel(c.itineraryId, c.parent.id), 'chat_message'],
      [SPECIALISTS_BUS_CHANNEL, 'itinerary_updated'],
    ]);
    // Again: the same answer, no second event.
    const again = await call(t, 'POST', handoverPath(message.id), undefined, {
      token: c.parentToken,
    });
    expect(again.statusCode).toBe(200);
    expect(events).toHaveLength(2);

    const waiting = await call(t, 'GET', questionsPath(c.itineraryId), undefined, {
      token: c.specialistToken,
    });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json<SpecialistChatQuestions>().questions).toEqual([
      expect.objectContaining({
        id: message.id,
        text: 'Can Riley bring a pet?',
        parent: expect.objectContaining({ id: c.parent.id, access: 'owner' }),
      }),
    ]);

    events.length = 0;
    const answered = await call(
      t,
      'POST',
      answerPath(c.itineraryId, message.id),
      { answer: { text: ' No pets, sorry. ' } },
      { token: c.specialistToken },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      question: { id: message.id, handover: { status: 'answered' } },
      answer: {
        text: 'No pets, sorry.',
        sender_role: 'Specialist',
        role: 'assistant',
        status: 'complete',
      },
    });
    const page = (
      await list(t, c.parentToken, { itinerary_id: String(c.itineraryId) })
    ).json<ChatMessagesPage>();
    expect(page.messages.at(-1)).toMatchObject({
      text: 'No pets, sorry.',
      sender_role: 'Specialist',
    });
    expect(events.filter(([ch]) => ch === chatChannel(c.itineraryId, c.parent.id))).toHaveLength(2);
    expect(events.some(([ch]) => ch === SPECIALISTS_BUS_CHANNEL)).toBe(true);
    const mail = await outboxFor(t, c.parent.email);
    const answerMail = mail.filter((m) => m.template === 'chat_answer');
    expect(answerMail).toHaveLength(1);
    expect(answerMail[0]!.text).toContain('No pets, sorry.');

    // Answered once: a second answer is refused and stores nothing.
    const twice = await call(
      t,
      'POST',
      answerPath(c.itineraryId, message.id),
      { answer: { text: 'Again' } },
      { token: c.specialistToken },
    );
    expect(twice.statusCode).toBe(409);
    expect((await chatRows(t)).map((r) => r.text)).not.toContain('Again');
    const none = await call(t, 'GET', questionsPath(c.itineraryId), undefined, {
      token: c.specialistToken,
    });
    expect(none.json()).toEqual({ questions: [] });
  });

  it('puts the answer to a friend’s question in the friend’s conversation', async () => {
    const { message } = await askAndWait(t, c.friendToken, c.itineraryId, 'Is there a bus?');
    await call(t, 'POST', handoverPath(message.id), undefined, { token: c.friendToken });
    const waiting = await call(t, 'GET', questionsPath(c.itineraryId), undefined, {
      token: c.specialistToken,
    });
    expect(waiting.json<SpecialistChatQuestions>().questions[0]!.parent).toMatchObject({
      id: c.friend.id,
      access: 'friend',
    });
    await call(
      t,
      'POST',
      answerPath(c.itineraryId, message.id),
      { answer: { text: 'Yes, from Main St.' } },
      { token: c.specialistToken },
    );
    const friendPage = (
      await list(t, c.friendToken, { itinerary_id: String(c.itineraryId) })
    ).json<ChatMessagesPage>();
    expect(friendPage.messages.at(-1)!.text).toBe('Yes, from Main St.');
    const ownerPage = (
      await list(t, c.parentToken, { itinerary_id: String(c.itineraryId) })
    ).json<ChatMessagesPage>();
    expect(ownerPage.messages).toEqual([]);
    // Nor do MIA's tools tell the owner what the specialist answered the friend.
    const ownerTools = createToolBox({
      db: t.db,
      userId: c.parent.id,
      itineraryId: c.itineraryId,
      access: 'owner',
      now: new Date(),
      timeZone: 'America/New_York',
    });
    const said = await ownerTools.call('specialist_messages', {});
    expect(said.ok).toBe(true);
    expect(JSON.stringify(said)).not.toContain('Main St.');
  });

  it('hands over only one’s own questions', async () => {
    const { message, reply } = await askAndWait(t, c.parentToken, c.itineraryId, 'Mine');
    const cases: [string | undefined, number | string, number][] = [
      [undefined, message.id, 401],
      [c.specialistToken, message.id, 403],
      [c.friendToken, message.id, 404],
      [c.otherToken, message.id, 404],
      [c.parentToken, 999_999, 404],
      [c.parentToken, 'abc', 404],
      [c.parentToken, reply.id, 422],
    ];
    for (const [token, id, status] of cases) {
      const res = await call(t, 'POST', handoverPath(id), undefined, { token });
      expect(res.statusCode, `${String(id)}: ${res.body}`).toBe(status);
    }
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row!.handoverRequestedAt).toBeNull();
  });

  it('lets only specialists see and answer questions, with clear errors', async () => {
    const { message } = await askAndWait(t, c.parentToken, c.itineraryId, 'Open question');
    for (const [token, status] of [
      [undefined, 401],
      [c.parentToken, 403],
      [c.directorToken, 403],
      [c.adminToken, 403],
    ] as const) {
      expect(
        (await call(t, 'GET', questionsPath(c.itineraryId), undefined, { token })).statusCode,
      ).toBe(status);
      expect(
        (
          await call(
            t,
            'POST',
            answerPath(c.itineraryId, message.id),
            { answer: { text: 'x' } },
            { token },
          )
        ).statusCode,
      ).toBe(status);
    }
    const s = c.specialistToken;
    expect((await call(t, 'GET', questionsPath(999_999), undefined, { token: s })).statusCode).toBe(
      404,
    );
    // Not handed over yet.
    const early = await call(
      t,
      'POST',
      answerPath(c.itineraryId, message.id),
      { answer: { text: 'x' } },
      { token: s },
    );
    expect(early.statusCode).toBe(422);
    await call(t, 'POST', handoverPath(message.id), undefined, { token: c.parentToken });
    const blank = await call(
      t,
      'POST',
      answerPath(c.itineraryId, message.id),
      { answer: { text: '  ' } },
      { token: s },
    );
    expect(blank.json()).toEqual({ errors: { text: ['This field should be filled'] } });
    // Another specialist may read the questions but only the assigned one answers.
    const colleague = await makeUser(t, { role: 'Specialist', name: 'Cam Colleague' });
    const colleagueToken = (await signIn(t, 'Specialist', colleague)).token;
    const listed = await call(t, 'GET', questionsPath(c.itineraryId), undefined, {
      token: colleagueToken,
    });
    expect(listed.statusCode).toBe(200);
    const notTheirs = await call(
      t,
      'POST',
      answerPath(c.itineraryId, message.id),
      { answer: { text: 'x' } },
      { token: colleagueToken },
    );
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json<{ _base: string[] }>()._base).toEqual([
      'This itinerary is assigned to another specialist.',
    ]);
    // The message is not of this itinerary (unassigned: any specialist may answer there).
    const wrongItinerary = await call(
      t,
      'POST',
      answerPath(c.otherItineraryId, message.id),
      { answer: { text: 'x' } },
      { token: s },
    );
    expect(wrongItinerary.statusCode).toBe(404);
    expect((await chatRows(t)).filter((r) => r.senderRole === 'Specialist')).toEqual([]);
  });
});

describe('the rate limit', () => {
  it('limits the questions per parent, not per address', async () => {
    const limited = await createTestApp({}, withAssistant(new ListingAssistant()));
    try {
      const cast = await makeMiaCast(limited);
      for (let i = 0; i < MIA_RATE_LIMIT.max; i += 1) {
        const res = await ask(limited, cast.parentToken, cast.itineraryId, `q${i}`);
        expect([201, 409]).toContain(res.statusCode);
        await limited.app.miaReplies.idle();
      }
      const over = await ask(limited, cast.parentToken, cast.itineraryId, 'one more');
      expect(over.statusCode).toBe(429);
      expect(Object.keys(over.json<{ errors: object }>().errors)).toEqual(['_base']);
      // Another parent still may.
      expect((await ask(limited, cast.friendToken, cast.itineraryId, 'mine')).statusCode).toBe(201);
      await limited.app.miaReplies.idle();
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('shutting down', () => {
  it('ends the replies in progress as failed before the app closes', async () => {
    const slow = new ListingAssistant();
    const closing = await createTestApp({}, withAssistant(slow));
    try {
      const cast = await makeMiaCast(closing);
      slow.hold();
      const res = await ask(closing, cast.parentToken, cast.itineraryId, 'Still there?');
      expect(res.statusCode).toBe(201);
      expect(closing.app.miaReplies.size).toBe(1);
      // The assistant is stuck (it ignores the signal) once it has begun to answer: its first
      // piece is out and it waits at the gate.
      await expect.poll(() => slow.waiting).toBe(1);
      expect(slow.inputs).toHaveLength(1);
      const [streaming] = (await chatRows(closing)).filter((r) => r.role === 'assistant');
      expect(streaming).toBeDefined();
      // What the app's onClose does.
      await closing.app.miaReplies.close();
      const reply = (await chatRows(closing)).find((r) => r.role === 'assistant')!;
      expect(reply).toMatchObject({ status: 'failed', text: M.unavailable });
      // A closing instance takes no new question.
      const late = await ask(closing, cast.parentToken, cast.itineraryId, 'Hello?');
      expect(late.statusCode).toBe(429);
    } finally {
      slow.release();
      await closing.close();
    }
  }, 60_000);
});
