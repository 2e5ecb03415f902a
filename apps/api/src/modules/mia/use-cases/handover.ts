import { CHAT_MESSAGES as M, type ChatMessageView } from '@camp/shared/chat';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as chatRepo from '../../../data/chat/repository.js';
import { publishChatEvent } from '../../realtime/index.js';
import { conversationOr404, publishQuestionsChanged, view } from './shared.js';

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
