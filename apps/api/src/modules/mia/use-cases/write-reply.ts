import { CHAT_MESSAGES as M } from '@camp/shared/chat';
import type { AppContext } from '../../../context.js';
import * as chatRepo from '../../../data/chat/repository.js';
import { type ChatAccess, publishChatEvent } from '../../realtime/index.js';
import { REPLY_LIMITS } from '../replies.js';
import type { Assistant, ChatTurn, TokenUsage } from '../types.js';
import { HISTORY_TURNS, view } from './shared.js';

export interface ReplyJob {
  replyId: number;
  questionId: number;
  question: string;
  conversation: chatRepo.Conversation;
  access: ChatAccess;
  timeZone: string;
  now: Date;
  signal: AbortSignal;
}

/**
 * Writes MIA's reply: each piece goes out as a chat_delta, the text is saved every second, and
 * the end is a chat_message with the reply complete, or failed with a clear text for the parent
 * (model unreachable, time limit, empty answer).
 */
export async function writeReply(ctx: AppContext, job: ReplyJob): Promise<void> {
  const { conversation: c, replyId } = job;
  let text = '';
  let status: 'complete' | 'failed' = 'complete';
  let usage: TokenUsage | null = null;
  const assistant = await assistantFor(ctx, job.now);
  try {
    const earlier = await chatRepo.turnsBefore(ctx.db, c, job.questionId, HISTORY_TURNS);
    const history: ChatTurn[] = earlier.reverse();
    const tools = ctx.mia.toolBox({
      db: ctx.db,
      userId: c.parentId,
      itineraryId: c.itineraryId,
      access: job.access,
      now: job.now,
      timeZone: job.timeZone,
    });
    let savedAt = Date.now();
    const pieces = assistant.answer({
      question: job.question,
      history,
      tools,
      now: job.now,
      timeZone: job.timeZone,
      signal: job.signal,
      onUsage: (u) => {
        usage = {
          promptTokens: (usage?.promptTokens ?? 0) + u.promptTokens,
          completionTokens: (usage?.completionTokens ?? 0) + u.completionTokens,
        };
      },
    });
    for await (const piece of untilAborted(pieces, job.signal)) {
      const delta = piece.slice(0, REPLY_LIMITS.maxChars - text.length);
      if (delta) {
        text += delta;
        publishChatEvent(ctx, c.itineraryId, c.parentId, {
          type: 'chat_delta',
          message_id: replyId,
          delta,
        });
      }
      if (text.length >= REPLY_LIMITS.maxChars) break;
      if (Date.now() - savedAt >= REPLY_LIMITS.saveEveryMs) {
        savedAt = Date.now();
        await chatRepo.saveReplyText(ctx.db, replyId, text);
      }
    }
    if (text.trim() === '') throw new Error('the assistant gave an empty answer');
  } catch (err) {
    ctx.log.warn({ err, replyId, assistant: assistant.name }, 'MIA could not answer');
    status = 'failed';
    text = M.unavailable;
  }
  const row = await chatRepo.finishReply(ctx.db, replyId, status, text, usage);
  if (row) {
    publishChatEvent(ctx, c.itineraryId, c.parentId, { type: 'chat_message', message: view(row) });
  }
}

/**
 * The configured assistant, or the built-in one once the month's language-model tokens (UTC
 * calendar month, the whole deployment) have reached MIA_MONTHLY_TOKEN_CAP.
 */
async function assistantFor(ctx: AppContext, now: Date): Promise<Assistant> {
  const cap = ctx.config.MIA_MONTHLY_TOKEN_CAP;
  if (cap === undefined || ctx.mia.assistant === ctx.mia.fallback) return ctx.mia.assistant;
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const used = await chatRepo.tokensSince(ctx.db, monthStart);
  if (used < cap) return ctx.mia.assistant;
  ctx.log.warn(
    { used, cap },
    'MIA: the monthly token cap is reached; the built-in assistant answers',
  );
  return ctx.mia.fallback;
}

/**
 * The assistant's pieces until the signal ends them, even from an assistant that does not watch
 * the signal itself: the time limit and shutdown do not wait on the assistant's good manners.
 */
async function* untilAborted(pieces: AsyncIterable<string>, signal: AbortSignal) {
  const iterator = pieces[Symbol.asyncIterator]();
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  // The race's loser must not surface as an unhandled rejection.
  aborted.catch(() => undefined);
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    // Lets the assistant clean up; not awaited, as it may be the one that hangs.
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}
