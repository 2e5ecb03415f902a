import { CHAT_MESSAGES as M, type ChatMessageView, type ChatSenderRole } from '@camp/shared/chat';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { DEFAULT_TIME_ZONE, zoneAt } from '../../../lib/time-zone.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as chatRepo from '../../../data/chat/repository.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import { SPECIALISTS_BUS_CHANNEL, chatAccess } from '../../realtime/index.js';
import { STALE_REPLY_MS } from '../replies.js';

// What MIA's use cases share: a message as the API shows it, the conversation and itinerary
// lookups, and the specialists' notice that an itinerary's questions changed.

/** Earlier turns the assistant is given with a question. */
export const HISTORY_TURNS = 10;
export const PARENT_ITINERARIES_PATH = '/profile/itineraries';

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

/** The family's zone: where the itinerary is, else the product's default (it serves the US). */
export const timeZoneOf = (itinerary: itinerariesRepo.ItineraryRow): string =>
  zoneAt(itinerary) ?? DEFAULT_TIME_ZONE;

export async function conversationOr404(ctx: AppContext, user: CurrentUser, itineraryId: number) {
  const found = await chatAccess(ctx.db, user, itineraryId);
  if (!found) throw AppError.notFound(M.itineraryNotFound);
  return { ...found, conversation: { itineraryId, parentId: user.id } };
}

/** Fails a reply its instance left streaming, so the conversation does not wait on it forever. */
export async function failStale(ctx: AppContext, db: AppContext['db'], c: chatRepo.Conversation) {
  const cutoff = new Date(ctx.now().getTime() - STALE_REPLY_MS);
  const failed = await chatRepo.failStaleReplies(db, cutoff, M.unavailable, c);
  return failed;
}

/** Tells the specialists' pages that an itinerary's questions changed. */
export function publishQuestionsChanged(ctx: AppContext, itineraryId: number): void {
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

export async function itineraryOr404(ctx: AppContext, itineraryId: number) {
  const itinerary = await itinerariesRepo.findItinerary(ctx.db, itineraryId);
  if (!itinerary) throw AppError.notFound(M.itineraryNotFound);
  return itinerary;
}
