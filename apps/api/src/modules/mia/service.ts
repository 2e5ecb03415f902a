import tzlookup from '@photostructure/tz-lookup';
import {
  CHAT_MESSAGES as M,
  CHAT_PAGE_SIZE,
  type ChatAnswerResponse,
  type ChatMessage,
  type ChatMessageView,
  type ChatMessagesPage,
  type ChatPostResponse,
  type ChatSenderRole,
  type SpecialistChatQuestions,
} from '@camp/shared/chat';
import { SPECIALIST_ITINERARY_MESSAGES } from '@camp/shared/specialist-itinerary';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as chatRepo from '../../data/chat/repository.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import { enqueueMail } from '../mail/service.js';
import { SPECIALISTS_BUS_CHANNEL } from '../specialist-itineraries/realtime.js';
import { chatAccess, type ChatAccess } from './access.js';
import { publishChatEvent } from './realtime.js';
import { REPLY_LIMITS, STALE_REPLY_MS, type ReplyRunner } from './replies.js';
import type { ChatTurn } from './types.js';

/** Earlier turns the assistant is given with a question. */
const HISTORY_TURNS = 10;
/** The zone of a family whose itinerary has no location (the product serves the US). */
const DEFAULT_TIME_ZONE = 'America/New_York';
const PARENT_ITINERARIES_PATH = '/profile/itineraries';

export function view(row: chatRepo.ChatMessageRow): ChatMessageView {
  return {
    id: row.id,
    itinerary_id: row.itineraryId,
    text: row.text,
    sender_role: row.senderRole as ChatSenderRole,
    role: row.role,
    status: row.status,
    handover: row.handoverRequestedAt
      ? {
          status: row.handoverAnsweredAt ? 'answered' : 'pending',
          requested_at: row.handoverRequestedAt.toISOString(),
        }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

function timeZoneOf(itinerary: itinerariesRepo.ItineraryRow): string {
  if (itinerary.latitude === null || itinerary.longitude === null) return DEFAULT_TIME_ZONE;
  try {
    return tzlookup(itinerary.latitude, itinerary.longitude);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

async function conversationOr404(ctx: AppContext, user: CurrentUser, itineraryId: number) {
  const found = await chatAccess(ctx.db, user, itineraryId);
  if (!found) throw AppError.notFound(M.itineraryNotFound);
  return { ...found, conversation: { itineraryId, parentId: user.id } };
}

/** Fails a reply its instance left streaming, so the conversation does not wait on it forever. */
async function failStale(ctx: AppContext, db: AppContext['db'], c: chatRepo.Conversation) {
  const cutoff = new Date(ctx.now().getTime() - STALE_REPLY_MS);
  const failed = await chatRepo.failStaleReplies(db, cutoff, M.unavailable, c);
  return failed;
}

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

interface ReplyJob {
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
async function writeReply(ctx: AppContext, job: ReplyJob): Promise<void> {
  const { conversation: c, replyId } = job;
  let text = '';
  let status: 'complete' | 'failed' = 'complete';
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
    const pieces = ctx.mia.assistant.answer({
      question: job.question,
      history,
      tools,
      now: job.now,
      timeZone: job.timeZone,
      signal: job.signal,
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
    ctx.log.warn({ err, replyId, assistant: ctx.mia.assistant.name }, 'MIA could not answer');
    status = 'failed';
    text = M.unavailable;
  }
  const row = await chatRepo.finishReply(ctx.db, replyId, status, text);
  if (row) {
    publishChatEvent(ctx, c.itineraryId, c.parentId, { type: 'chat_message', message: view(row) });
  }
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

/** Tells the specialists' pages that an itinerary's questions changed. */
function publishQuestionsChanged(ctx: AppContext, itineraryId: number): void {
  try {
    ctx.realtime.publish(SPECIALISTS_BUS_CHANNEL, {
      type: 'itinerary_updated',
      itinerary_id: itineraryId,
      reason: 'chat_question',
    });
  } catch (err) {
    ctx.log.warn({ err }, 'chat question realtime publish failed');
  }
}

/**
 * POST /api/v1/openai/messages/{id}/handover: the parent sends their own question to the
 * specialist. Asking twice answers the question as it is (a double click is not an error).
 */
export async function handOver(
  ctx: AppContext,
  user: CurrentUser,
  messageId: number,
): Promise<{ message: ChatMessageView }> {
  const message = await chatRepo.findMessage(ctx.db, messageId);
  // Someone else's message, or one of an itinerary the parent may no longer see, is missing.
  if (!message || message.parentId !== user.id) throw AppError.notFound(M.messageNotFound);
  await conversationOr404(ctx, user, message.itineraryId);
  if (message.role !== 'user' || message.userId !== user.id) {
    throw AppError.unprocessable(M.notAQuestion);
  }
  const updated = await chatRepo.requestHandover(ctx.db, message.id, user.id, ctx.now());
  if (!updated) {
    return { message: view((await chatRepo.findMessage(ctx.db, message.id)) ?? message) };
  }
  publishChatEvent(ctx, updated.itineraryId, updated.parentId, {
    type: 'chat_message',
    message: view(updated),
  });
  publishQuestionsChanged(ctx, updated.itineraryId);
  return { message: view(updated) };
}

async function itineraryOr404(ctx: AppContext, itineraryId: number) {
  const itinerary = await itinerariesRepo.findItinerary(ctx.db, itineraryId);
  if (!itinerary) throw AppError.notFound(M.itineraryNotFound);
  return itinerary;
}

/** GET /api/v1/specialists/itineraries/{id}/chat_questions: questions waiting, oldest first. */
export async function listQuestions(
  ctx: AppContext,
  itineraryId: number,
): Promise<SpecialistChatQuestions> {
  await itineraryOr404(ctx, itineraryId);
  const rows = await chatRepo.pendingHandovers(ctx.db, itineraryId);
  return {
    questions: rows.map(({ message, parentName, parentEmail, isOwner }) => ({
      id: message.id,
      itinerary_id: message.itineraryId,
      text: message.text,
      parent: {
        id: message.parentId,
        name: parentName,
        email: parentEmail,
        access: isOwner ? 'owner' : 'friend',
      },
      requested_at: message.handoverRequestedAt!.toISOString(),
      created_at: message.createdAt.toISOString(),
    })),
  };
}

/**
 * POST …/chat_questions/{message_id}/answer: the answer becomes a message of the asking parent's
 * conversation, the question is marked answered (once: a second answer is 409 and stores
 * nothing), the parent is e-mailed through the outbox and told on the ChatChannel. Once the
 * itinerary is assigned, only its specialist answers (others read it, as every change of an
 * assigned itinerary: decision 0022), another gets 403; before, any specialist may, so a question
 * does not wait for the assignment.
 */
export async function answerQuestion(
  ctx: AppContext,
  specialist: CurrentUser,
  itineraryId: number,
  messageId: number,
  text: string,
): Promise<ChatAnswerResponse> {
  const itinerary = await itineraryOr404(ctx, itineraryId);
  if (itinerary.specialistId !== null && itinerary.specialistId !== specialist.id) {
    throw AppError.forbidden(SPECIALIST_ITINERARY_MESSAGES.notAssigned);
  }
  const now = ctx.now();
  const { question, answer } = await ctx.db.transaction(async (tx) => {
    const asked = await chatRepo.findMessage(tx, messageId);
    if (!asked || asked.itineraryId !== itineraryId || asked.role !== 'user') {
      throw AppError.notFound(M.messageNotFound);
    }
    if (!asked.handoverRequestedAt) throw AppError.unprocessable(M.notHandedOver);
    if (asked.handoverAnsweredAt) throw AppError.conflict(M.alreadyAnswered);
    const [answerRow] = await chatRepo.insertMessages(tx, [
      {
        itineraryId,
        parentId: asked.parentId,
        userId: specialist.id,
        senderRole: 'Specialist',
        role: 'assistant',
        text,
        createdAt: now,
      },
    ]);
    const answered = await chatRepo.answerHandover(tx, asked.id, {
      answerId: answerRow!.id,
      answeredById: specialist.id,
      at: now,
    });
    // Answered by someone else between the read and now: this answer is rolled back.
    if (!answered) throw AppError.conflict(M.alreadyAnswered);
    const parent = await accountsRepo.findUserById(tx, asked.parentId);
    if (parent && !parent.deletedAt) {
      await enqueueMail(tx, ctx, {
        to: parent.email,
        template: 'chat_answer',
        data: {
          name: parent.firstName || parent.name,
          url: `${ctx.config.APP_URL}${PARENT_ITINERARIES_PATH}`,
          specialist_name: specialist.name || 'Your specialist',
          question: asked.text,
          answer: text,
        },
      });
    }
    return { question: answered, answer: answerRow! };
  });
  for (const row of [question, answer]) {
    publishChatEvent(ctx, row.itineraryId, row.parentId, {
      type: 'chat_message',
      message: view(row),
    });
  }
  publishQuestionsChanged(ctx, itineraryId);
  return { question: view(question), answer: view(answer) };
}
