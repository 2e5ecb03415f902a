import { z } from 'zod';
import { CHAT_CHANNEL, type ChatEvent } from './chat';

// The real-time channel (docs/decisions/0026): a
// websocket at GET /cable?token=<session token> speaking the ActionCable protocol the original
// Rails product spoke, so the server and the web client agree on these frames and nothing else.

/** The websocket's path; the session token goes in the `token` query parameter. */
export const CABLE_PATH = '/cable';

/** The channel keyed by itinerary id that tells the parent to refetch. */
export const ITINERARIES_CHANNEL = 'ItinerariesChannel';

/**
 * The channel every specialist may subscribe to (no key): the same itinerary_updated events for
 * every itinerary, so the dashboard and itinerary pages refresh when a parent acts.
 */
export const SPECIALIST_ITINERARIES_CHANNEL = 'SpecialistItinerariesChannel';

/** The toast the parent sees when an event arrives. */
export const ITINERARIES_UPDATED_MESSAGE = 'Your Itineraries have been updated';

/** Seconds between the server's `ping` frames (ActionCable's beat). */
export const CABLE_PING_SECONDS = 3;

/**
 * Close codes. 1008 (policy violation) means "do not come back with this token": the client
 * stops reconnecting. 1001 is a server going down; the client reconnects (to another instance).
 */
export const CABLE_CLOSE = {
  goingAway: 1001,
  policy: 1008,
  tooLarge: 1009,
} as const;

/** Why the server ends a connection, sent as {type:'disconnect'} before it closes. */
export const CABLE_DISCONNECT_REASONS = [
  'unauthorized',
  'too_many_connections',
  'too_many_commands',
  'server_restart',
] as const;
export type CableDisconnectReason = (typeof CABLE_DISCONNECT_REASONS)[number];

export const ITINERARY_EVENT_REASONS = [
  'sent',
  'message',
  'accepted',
  'change_requested',
  'invitation_answered',
  'approved',
  'canceled',
  /** Activities of it were paid (a checkout completed). */
  'paid',
  /** A parent handed a question to the specialist, or a specialist answered one (MIA). */
  'chat_question',
  /** A cancellation of a paid activity: asked, refunded, declined (decision 0064). */
  'cancellation_requested',
  'refunded',
  'cancellation_declined',
  /** An admin handed it to another specialist. */
  'reassigned',
] as const;
export type ItineraryEventReason = (typeof ITINERARY_EVENT_REASONS)[number];

/** What the itinerary channel carries: refetch hints only, never the itinerary itself. */
export const itineraryEventSchema = z.object({
  type: z.literal('itinerary_updated'),
  itinerary_id: z.number().int().positive(),
  /**
   * What changed: sent to the parent (also after an alternate request), a specialist's message,
   * the parent accepted or asked for changes, a friend answered an invitation, the specialist
   * approved or canceled.
   */
  reason: z.enum(ITINERARY_EVENT_REASONS),
  /**
   * The user whose action it was, when a parent acted (accepted, asked for changes, answered an
   * invitation): that user's own tabs refresh without telling them the news they just made.
   */
  by: z.number().int().positive().optional(),
});
export type ItineraryEvent = z.infer<typeof itineraryEventSchema>;

/**
 * The director's orders channel (decision 0064): keyless, a camp director hears only about their
 * own programs' orders (a cancellation asked, decided or refunded), to refetch the orders page.
 */
export const DIRECTOR_ORDERS_CHANNEL = 'DirectorOrdersChannel';
export const directorOrdersEventSchema = z.object({
  type: z.literal('director_orders_updated'),
  reason: z.enum([
    'cancellation_requested',
    'cancellation_withdrawn',
    'refunded',
    'cancellation_declined',
  ]),
});
export type DirectorOrdersEvent = z.infer<typeof directorOrdersEventSchema>;
export const directorOrdersIdentifierSchema = z.object({
  channel: z.literal(DIRECTOR_ORDERS_CHANNEL),
});
export function directorOrdersIdentifier(): string {
  return JSON.stringify({ channel: DIRECTOR_ORDERS_CHANNEL });
}

/** Every event the real-time bus carries: itinerary refetch hints, MIA's chat events and the
 *  directors' orders hints. */
export type RealtimeEvent = ItineraryEvent | ChatEvent | DirectorOrdersEvent;

const recordIdSchema = z.union([
  z.number().int().positive().max(2_147_483_647),
  // ActionCable clients built from URL params send ids as strings.
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);

/** The parsed `identifier` of a subscription to the itinerary channel. */
export const itinerariesIdentifierSchema = z.object({
  channel: z.literal(ITINERARIES_CHANNEL),
  itinerary_id: recordIdSchema,
});
export type ItinerariesIdentifier = z.infer<typeof itinerariesIdentifierSchema>;

/** The parsed `identifier` of a subscription to the specialists' channel (specialists only). */
export const specialistItinerariesIdentifierSchema = z.object({
  channel: z.literal(SPECIALIST_ITINERARIES_CHANNEL),
});
export type SpecialistItinerariesIdentifier = z.infer<typeof specialistItinerariesIdentifierSchema>;

/** The identifier string a specialist's client sends. */
export function specialistItinerariesIdentifier(): string {
  return JSON.stringify({ channel: SPECIALIST_ITINERARIES_CHANNEL });
}

/**
 * The parsed `identifier` of a subscription to MIA's chat on an itinerary. The server maps it to
 * the signed-in parent's own conversation, so a friend never hears the owner's chat.
 */
export const chatIdentifierSchema = z.object({
  channel: z.literal(CHAT_CHANNEL),
  itinerary_id: recordIdSchema,
});

/** The identifier string a client sends for its chat on an itinerary. */
export function chatIdentifier(itineraryId: number): string {
  return JSON.stringify({ channel: CHAT_CHANNEL, itinerary_id: itineraryId });
}

/** The identifier string a client sends for an itinerary (ActionCable sends it as JSON text). */
export function itinerariesIdentifier(itineraryId: number): string {
  return JSON.stringify({ channel: ITINERARIES_CHANNEL, itinerary_id: itineraryId });
}

/** A frame from the client. `message` (perform an action) is accepted and ignored. */
export const cableCommandSchema = z.object({
  command: z.enum(['subscribe', 'unsubscribe', 'message']),
  identifier: z.string().min(1).max(256),
  data: z.string().max(1024).optional(),
});
export type CableCommand = z.infer<typeof cableCommandSchema>;

/** A frame from the server. */
export type CableServerFrame =
  | { type: 'welcome' }
  | { type: 'ping'; message: number }
  | { type: 'confirm_subscription'; identifier: string }
  | { type: 'reject_subscription'; identifier: string }
  | { type: 'disconnect'; reason: CableDisconnectReason; reconnect: boolean }
  | { identifier: string; message: RealtimeEvent };

/** The client's view of a server frame: lenient about extra fields, strict about the ones it reads. */
export const cableServerFrameSchema = z.union([
  z.object({
    type: z.enum(['welcome', 'ping', 'confirm_subscription', 'reject_subscription']),
    identifier: z.string().optional(),
  }),
  z.object({
    type: z.literal('disconnect'),
    reason: z.string().optional(),
    reconnect: z.boolean().optional(),
  }),
  z.object({ type: z.undefined().optional(), identifier: z.string(), message: z.unknown() }),
]);
export type CableServerFrameParsed = z.infer<typeof cableServerFrameSchema>;
