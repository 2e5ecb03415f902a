import type { AppContext } from '../../context.js';

// The spec's real-time channel keyed by itinerary id ("tells the parent to refetch"). The API has
// no websocket plugin yet, so this is the seam: services publish after their transaction commits,
// and the in-process default hands events to subscribers of the same app instance (what the
// tests observe). A websocket or Redis pub/sub publisher replaces it without touching services.

export interface ItineraryEvent {
  type: 'itinerary_updated';
  itinerary_id: number;
  /** What changed: the itinerary was sent, or a message was left. */
  reason: 'sent' | 'message';
}

export interface RealtimePublisher {
  publish(channel: string, event: ItineraryEvent): void;
}

export type RealtimeListener = (channel: string, event: ItineraryEvent) => void;

export class InProcessRealtime implements RealtimePublisher {
  private readonly listeners = new Set<RealtimeListener>();

  publish(channel: string, event: ItineraryEvent): void {
    for (const listener of this.listeners) listener(channel, event);
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The channel name the parent side subscribes to. */
export const itineraryChannel = (itineraryId: number) => `itineraries:${itineraryId}`;

// One publisher per app instance, not per process, so two apps in one test run stay apart.
const publishers = new WeakMap<AppContext, InProcessRealtime>();

export function realtimeFor(ctx: AppContext): InProcessRealtime {
  let publisher = publishers.get(ctx);
  if (!publisher) {
    publisher = new InProcessRealtime();
    publishers.set(ctx, publisher);
  }
  return publisher;
}
