import type { ItineraryEvent } from '@camp/shared/realtime';
import type { AppContext } from '../../context.js';

// The spec's real-time channel keyed by itinerary id ("tells the parent to refetch"). Services
// publish here after their transaction commits; `ctx.realtime` carries the event to every API
// instance (in-process, or Redis pub/sub when REDIS_URL is set: lib/realtime-bus.ts), and the
// websocket at GET /cable (modules/realtime) delivers it to the sockets subscribed to the
// itinerary, parents to their own only (docs/decisions/0026-realtime-channel.md), and to the
// specialists subscribed to SpecialistItinerariesChannel.

export type { ItineraryEvent };

/** The bus channel of one itinerary; the websocket maps ItinerariesChannel subscriptions onto it. */
export const itineraryChannel = (itineraryId: number) => `itineraries:${itineraryId}`;

/**
 * The bus channel every itinerary's events also go to; the websocket maps the specialists'
 * SpecialistItinerariesChannel onto it (their dashboard and pages show every itinerary).
 */
export const SPECIALISTS_BUS_CHANNEL = 'itineraries:specialists';

/**
 * Tells the itinerary's channel that it changed. Call after commit: an event about a rolled-back
 * change would send the parent to refetch for nothing. Never throws: the change is committed and
 * mailed, and a lost "refetch" hint must not fail the request.
 */
export function publishItineraryEvent(ctx: AppContext, event: ItineraryEvent): void {
  try {
    ctx.realtime.publish(itineraryChannel(event.itinerary_id), event);
    ctx.realtime.publish(SPECIALISTS_BUS_CHANNEL, event);
  } catch (err) {
    ctx.log.warn({ err, event }, 'itinerary realtime publish failed');
  }
}
