import type { ChatEvent } from '@camp/shared/chat';
import type { AppContext } from '../../context.js';

/**
 * The bus channel of one conversation: a parent's on an itinerary. The websocket maps a
 * ChatChannel subscription to the subscriber's own conversation (modules/realtime), so a friend
 * on the same itinerary never hears the owner's chat, nor the owner the friend's.
 */
export const chatChannel = (itineraryId: number, parentId: number) =>
  `chat:${itineraryId}:${parentId}`;

/** Publishes after commit; never throws (a lost event costs a refetch, not data). */
export function publishChatEvent(
  ctx: AppContext,
  itineraryId: number,
  parentId: number,
  event: ChatEvent,
): void {
  try {
    ctx.realtime.publish(chatChannel(itineraryId, parentId), event);
  } catch (err) {
    ctx.log.warn({ err }, 'chat realtime publish failed');
  }
}
