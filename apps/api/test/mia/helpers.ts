import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ChatMessageView, ChatPostResponse } from '@camp/shared/chat';
import { chatMessages } from '../../src/db/schema/chat-messages.js';
import type { AppContext } from '../../src/context.js';
import { builtinAssistant } from '../../src/modules/mia/builtin/assistant.js';
import { createToolBox } from '../../src/modules/mia/tools/toolbox.js';
import type { Assistant, AssistantInput } from '../../src/modules/mia/types.js';
import type { TestApp } from '../test-app.js';
import { call, makeUser, signIn, type MadeUser } from '../auth/helpers.js';
import { friendsOne, invite, makeCast, type Cast } from '../itineraries/friends/helpers.js';

export const MESSAGES = '/api/v1/openai/messages';
export const handoverPath = (id: number | string) => `${MESSAGES}/${id}/handover`;
export const questionsPath = (itineraryId: number | string) =>
  `/api/v1/specialists/itineraries/${itineraryId}/chat_questions`;
export const answerPath = (itineraryId: number | string, messageId: number | string) =>
  `${questionsPath(itineraryId)}/${messageId}/answer`;

/**
 * An assistant for the API's tests: reads the conversation's activities through the real tools
 * (so a friend's limit shows) and names them. "slow" questions wait for `release()`.
 */
export class ListingAssistant implements Assistant {
  readonly name = 'test-listing';
  readonly inputs: AssistantInput[] = [];
  /** Answers that have begun (their first piece is out) and wait at the gate now. */
  waiting = 0;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
  }

  async *answer(input: AssistantInput): AsyncIterable<string> {
    this.inputs.push(input);
    if (input.question.includes('fail')) throw new Error('model down');
    yield 'Your activities: ';
    this.waiting += 1;
    await this.gate;
    this.waiting -= 1;
    const result = await input.tools.call('list_activities', {});
    if (!result.ok) {
      yield `none (${result.error})`;
      return;
    }
    const { activities } = result.data as { activities: { name: string }[] };
    yield activities.map((a) => a.name).join(', ');
    yield '.';
  }
}

/** The app's context with MIA answering through `assistant` and the real tools. */
export const withAssistant = (assistant: Assistant) => (ctx: AppContext) => ({
  ...ctx,
  mia: { assistant, fallback: builtinAssistant, toolBox: createToolBox },
});

export interface MiaCast extends Cast {
  /** Kim Lee accepted an invitation to Lake Week only. */
  invitationId: number;
  /** Invited to the itinerary but has not answered. */
  pending: MadeUser;
  pendingToken: string;
  directorToken: string;
  adminToken: string;
}

export async function makeMiaCast(t: TestApp): Promise<MiaCast> {
  const c = await makeCast(t, 'review');
  const sent = await invite(t, c.parentToken, {
    itinerary_id: c.itineraryId,
    activity_ids: [c.activityIds[0]],
    email: c.friend.email,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const invitationId = sent.json<{ invitation: { id: number } }>().invitation.id;
  const accepted = await call(
    t,
    'PUT',
    friendsOne(invitationId),
    { status: 'accepted' },
    {
      token: c.friendToken,
    },
  );
  expect(accepted.statusCode, accepted.body).toBe(200);

  const pending = await makeUser(t, { role: 'Parent', name: 'Lou Pending' });
  const pendingInvite = await invite(t, c.parentToken, {
    itinerary_id: c.itineraryId,
    activity_ids: [c.activityIds[1]],
    email: pending.email,
  });
  expect(pendingInvite.statusCode, pendingInvite.body).toBe(201);
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  const admin = await makeUser(t, { role: 'Admin' });
  return {
    ...c,
    invitationId,
    pending,
    pendingToken: (await signIn(t, 'Parent', pending)).token,
    directorToken: (await signIn(t, 'CampDirector', director)).token,
    adminToken: (await signIn(t, 'Admin', admin)).token,
  };
}

export function ask(t: TestApp, token: string | undefined, itineraryId: unknown, text: unknown) {
  return call(t, 'POST', MESSAGES, { message: { text, itinerary_id: itineraryId } }, { token });
}

export function list(t: TestApp, token: string | undefined, query: Record<string, string>) {
  return call(t, 'GET', MESSAGES, undefined, { token, query });
}

/** Asks, expects 201, and waits for MIA's reply to be written. */
export async function askAndWait(
  t: TestApp,
  token: string,
  itineraryId: number,
  text: string,
): Promise<{ message: ChatMessageView; reply: ChatMessageView }> {
  const res = await ask(t, token, itineraryId, text);
  expect(res.statusCode, res.body).toBe(201);
  const posted = res.json<ChatPostResponse>();
  await t.app.miaReplies.idle();
  const [reply] = await t.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.id, posted.reply.id));
  return {
    message: posted.message,
    reply: { ...posted.reply, text: reply!.text, status: reply!.status },
  };
}

export function chatRows(t: TestApp) {
  return t.db.select().from(chatMessages).orderBy(chatMessages.id);
}
