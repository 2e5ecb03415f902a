import {
  CHAT_MESSAGES as M,
  CHAT_PAGE_SIZE,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatPostResponse,
} from '@camp/shared/chat';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as chatRepo from '../../../data/chat/repository.js';
import { type ReplyRunner } from '../replies.js';
import { conversationOr404, failStale, timeZoneOf, view } from './shared.js';
import { writeReply } from './write-reply.js';

/** GET /api/v1/openai/messages: page 1 holds the newest messages; each page oldest first. */
export async function listMessages(
  ctx: AppContext,
  user: CurrentUser,
  itineraryId: number,
  page: number,
): Promise<ChatMessagesPage> {
  const { conversation } = await conversationOr404(ctx, user, itineraryId);
  await failStale(ctx, ctx.db, conversation);
  const [count, rows] = await Promise.all([
    chatRepo.countMessages(ctx.db, conversation),
    chatRepo.newestMessages(ctx.db, conversation, CHAT_PAGE_SIZE, (page - 1) * CHAT_PAGE_SIZE),
  ]);
  return {
    messages: rows.reverse().map(view),
    count,
    pages: Math.max(1, Math.ceil(count / CHAT_PAGE_SIZE)),
    page,
  };
}

/**
 * POST /api/v1/openai/messages: stores the question and an empty 'streaming' reply in one
 * transaction, then writes the reply in the background (ReplyRunner) over the ChatChannel. One
 * answer at a time per conversation: the partial unique index on streaming replies refuses a
 * second one (409), across instances.
 */
export async function postMessage(
  ctx: AppContext,
  runner: ReplyRunner,
  user: CurrentUser,
  input: ChatMessage,
): Promise<ChatPostResponse> {
  const { conversation, access, itinerary } = await conversationOr404(
    ctx,
    user,
    input.itinerary_id,
  );
  if (!runner.hasRoom()) throw AppError.tooManyRequests(M.overloaded);
  const now = ctx.now();
  const [question, reply] = await ctx.db.transaction(async (tx) => {
    await failStale(ctx, tx, conversation);
    try {
      return await chatRepo.insertMessages(tx, [
        {
          ...conversation,
          userId: user.id,
          senderRole: user.role,
          role: 'user',
          text: input.text,
          createdAt: now,
        },
        {
          ...conversation,
          userId: null,
          senderRole: 'assistant',
          role: 'assistant',
          text: '',
          status: 'streaming',
          createdAt: now,
        },
      ]);
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(M.busy);
      throw err;
    }
  });
  runner.start(reply!.id, (signal) =>
    writeReply(ctx, {
      replyId: reply!.id,
      questionId: question!.id,
      question: input.text,
      conversation,
      access,
      timeZone: timeZoneOf(itinerary),
      now,
      signal,
    }),
  );
  return { message: view(question!), reply: view(reply!) };
}
