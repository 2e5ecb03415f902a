import type { DirectorOrdersEvent } from '@camp/shared/realtime';
import type { AppContext } from '../../context.js';

/** The bus channel of one director's orders (DirectorOrdersChannel on the socket; decision 0064). */
export const directorOrdersChannel = (directorId: number) => `director-orders:${directorId}`;

/** Tells a director's orders page to refetch. Call after commit; never throws. */
export function publishDirectorOrdersEvent(
  ctx: AppContext,
  directorId: number,
  event: DirectorOrdersEvent,
): void {
  try {
    ctx.realtime.publish(directorOrdersChannel(directorId), event);
  } catch (err) {
    ctx.log.warn({ err, event }, 'director orders realtime publish failed');
  }
}
