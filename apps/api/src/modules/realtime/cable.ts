import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import {
  CABLE_CLOSE,
  CABLE_PING_SECONDS,
  cableCommandSchema,
  chatIdentifierSchema,
  directorOrdersIdentifierSchema,
  itinerariesIdentifierSchema,
  specialistItinerariesIdentifierSchema,
  type CableCommand,
  type CableDisconnectReason,
  type CableServerFrame,
  type RealtimeEvent,
} from '@camp/shared/realtime';
import type { AppContext } from '../../context.js';
import { itineraryChannel, SPECIALISTS_BUS_CHANNEL } from './itinerary-events.js';
import { chatChannel } from './chat-events.js';
import * as service from './service.js';
import { directorOrdersChannel } from './director-orders-events.js';

/**
 * Bounds of one instance's sockets. A client past them is cut off, never the server: a socket
 * costs memory and every subscribe a query, so nothing a client sends may grow either unbounded.
 */
export const CABLE_LIMITS = {
  /** Largest frame a client may send (ws closes the socket with 1009 beyond it). */
  maxFrameBytes: 4096,
  /** Open sockets per user on one instance (tabs and devices); the next one is refused. */
  socketsPerUser: 10,
  /** Subscriptions per socket; more are rejected. */
  subscriptionsPerSocket: 100,
  /** Frames per socket per window; a client past it is disconnected. */
  commandsPerWindow: 100,
  commandWindowMs: 10_000,
  /** Unsent bytes a socket may hold before it counts as a dead consumer and is dropped. */
  maxBufferedBytes: 256 * 1024,
  /** How often an open socket's session is checked again (sign-out, password change). */
  reverifyMs: 5 * 60_000,
  /** Every this many beats, a socket that did not answer the previous protocol ping is dropped. */
  livenessBeats: 10,
} as const;

const OPEN = 1;

interface Subscription {
  conn: Connection;
  identifier: string;
  channel: string;
}

class Connection {
  session: service.SocketSession | null = null;
  readonly subscriptions = new Map<string, Subscription>();
  /** Commands of one socket run one after another: a subscribe's checks finish before the next. */
  queue: Promise<void> = Promise.resolve();
  windowStart = 0;
  commands = 0;
  verifiedAt = 0;
  alive = true;
  closed = false;

  constructor(
    readonly socket: WebSocket,
    readonly token: string | null,
    readonly log: FastifyBaseLogger,
  ) {}
}

function parseCommand(data: unknown): CableCommand | null {
  let value: unknown;
  try {
    value = JSON.parse(String(data));
  } catch {
    return null;
  }
  const parsed = cableCommandSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

type Target =
  | { kind: 'itinerary'; itinerary_id: number }
  | { kind: 'specialists' }
  | { kind: 'chat'; itinerary_id: number }
  | { kind: 'director_orders' };

function parseIdentifier(identifier: string): Target | null {
  let value: unknown;
  try {
    value = JSON.parse(identifier);
  } catch {
    return null;
  }
  const one = itinerariesIdentifierSchema.safeParse(value);
  if (one.success) return { kind: 'itinerary', itinerary_id: one.data.itinerary_id };
  const chat = chatIdentifierSchema.safeParse(value);
  if (chat.success) return { kind: 'chat', itinerary_id: chat.data.itinerary_id };
  if (directorOrdersIdentifierSchema.safeParse(value).success) return { kind: 'director_orders' };
  return specialistItinerariesIdentifierSchema.safeParse(value).success
    ? { kind: 'specialists' }
    : null;
}

/**
 * The ActionCable-compatible side of GET /cable for one API instance: welcome, pings every 3 s,
 * subscribe / unsubscribe to ItinerariesChannel (and, for specialists, the keyless
 * SpecialistItinerariesChannel) with a check per subscription, and delivery of
 * the bus's events to the sockets subscribed to them. Protocol and reasons:
 * docs/decisions/0026-realtime-channel.md.
 */
export class CableHub {
  private readonly connections = new Set<Connection>();
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly byChannel = new Map<string, Set<Subscription>>();
  private readonly timer: NodeJS.Timeout;
  private readonly stopListening: () => void;
  private beats = 0;

  constructor(
    private readonly ctx: AppContext,
    pingMs = CABLE_PING_SECONDS * 1000,
  ) {
    this.stopListening = ctx.realtime.subscribe((channel, event) => this.deliver(channel, event));
    // One timer for every socket of the instance, as ActionCable beats.
    this.timer = setInterval(() => this.beat(), pingMs);
    this.timer.unref();
  }

  /** Takes a new socket; the token is checked before anything else is answered. */
  accept(socket: WebSocket, token: string | null, log: FastifyBaseLogger): void {
    const conn = new Connection(socket, token, log);
    this.connections.add(conn);
    socket.on('close', () => this.drop(conn));
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('message', (data, isBinary) => this.onFrame(conn, data, isBinary));
    this.enqueue(conn, () => this.open(conn));
  }

  /** Open sockets of this instance (tests, metrics). */
  get size(): number {
    return this.connections.size;
  }

  stop(): void {
    clearInterval(this.timer);
    this.stopListening();
  }

  private async open(conn: Connection): Promise<void> {
    const session = await service.authenticate(this.ctx, conn.token);
    if (conn.closed) return;
    if (!session) return this.disconnect(conn, 'unauthorized');
    const mine = this.byUser.get(session.user.id) ?? new Set<Connection>();
    // A socket in its closing handshake (up to ws's 30 s) does not hold a place: the tab that
    // closed it may be the one reconnecting.
    const open = [...mine].filter((c) => c.socket.readyState === OPEN).length;
    if (open >= CABLE_LIMITS.socketsPerUser) {
      return this.disconnect(conn, 'too_many_connections');
    }
    mine.add(conn);
    this.byUser.set(session.user.id, mine);
    conn.session = session;
    conn.verifiedAt = Date.now();
    this.send(conn, { type: 'welcome' });
  }

  private onFrame(conn: Connection, data: unknown, isBinary: boolean): void {
    if (conn.closed) return;
    const now = Date.now();
    if (now - conn.windowStart >= CABLE_LIMITS.commandWindowMs) {
      conn.windowStart = now;
      conn.commands = 0;
    }
    conn.commands += 1;
    if (conn.commands > CABLE_LIMITS.commandsPerWindow) {
      return this.disconnect(conn, 'too_many_commands');
    }
    // Malformed frames are ignored, as ActionCable does: the client learns nothing from them.
    const command = isBinary ? null : parseCommand(data);
    if (!command) {
      conn.log.debug('cable: ignored a malformed frame');
      return;
    }
    this.enqueue(conn, () => this.handle(conn, command));
  }

  private enqueue(conn: Connection, task: () => Promise<void>): void {
    conn.queue = conn.queue.then(task).catch((err: unknown) => {
      // A database error while checking: close so the client retries, instead of leaving it
      // believing it is subscribed.
      conn.log.error({ err }, 'cable: command failed');
      if (!conn.closed) conn.socket.close(1011, 'server error');
    });
  }

  private async handle(conn: Connection, command: CableCommand): Promise<void> {
    if (conn.closed || !conn.session) return;
    const { identifier } = command;
    if (command.command === 'unsubscribe') return this.unsubscribe(conn, identifier);
    // `message` (performing a channel action): the itinerary channel has none.
    if (command.command !== 'subscribe') return;
    if (conn.subscriptions.has(identifier)) {
      // ActionCable clients resend subscribe until confirmed; answering again is harmless.
      return this.send(conn, { type: 'confirm_subscription', identifier });
    }
    const target = parseIdentifier(identifier);
    if (!target || conn.subscriptions.size >= CABLE_LIMITS.subscriptionsPerSocket) {
      return this.send(conn, { type: 'reject_subscription', identifier });
    }
    // The session again, as on every HTTP request: a token signed out since the socket opened
    // subscribes to nothing more.
    const session = await service.authenticate(this.ctx, conn.token);
    if (conn.closed) return;
    if (!session) return this.disconnect(conn, 'unauthorized');
    conn.session = session;
    conn.verifiedAt = Date.now();
    const allowed =
      target.kind === 'director_orders'
        ? session.user.role === 'CampDirector'
        : target.kind === 'specialists'
          ? service.maySubscribeSpecialists(session.user)
          : target.kind === 'chat'
            ? await service.mayHearChat(this.ctx, session.user, target.itinerary_id)
            : await service.maySubscribe(this.ctx, session.user, target.itinerary_id);
    if (conn.closed) return;
    if (!allowed) return this.send(conn, { type: 'reject_subscription', identifier });
    // A director's channel and a chat subscription are the subscriber's own: the key is the
    // session's user, never the client's (decisions 0064, 0067).
    const channel =
      target.kind === 'director_orders'
        ? directorOrdersChannel(session.user.id)
        : target.kind === 'specialists'
          ? SPECIALISTS_BUS_CHANNEL
          : target.kind === 'chat'
            ? chatChannel(target.itinerary_id, session.user.id)
            : itineraryChannel(target.itinerary_id);
    const sub: Subscription = { conn, identifier, channel };
    conn.subscriptions.set(identifier, sub);
    const subs = this.byChannel.get(sub.channel) ?? new Set<Subscription>();
    subs.add(sub);
    this.byChannel.set(sub.channel, subs);
    this.send(conn, { type: 'confirm_subscription', identifier });
  }

  private unsubscribe(conn: Connection, identifier: string): void {
    const sub = conn.subscriptions.get(identifier);
    if (!sub) return;
    conn.subscriptions.delete(identifier);
    const subs = this.byChannel.get(sub.channel);
    subs?.delete(sub);
    if (subs?.size === 0) this.byChannel.delete(sub.channel);
  }

  private deliver(channel: string, event: RealtimeEvent): void {
    const subs = this.byChannel.get(channel);
    if (!subs) return;
    for (const sub of subs) this.send(sub.conn, { identifier: sub.identifier, message: event });
  }

  private beat(): void {
    this.beats += 1;
    const now = Date.now();
    const ping = JSON.stringify({ type: 'ping', message: Math.floor(now / 1000) });
    const checkLiveness = this.beats % CABLE_LIMITS.livenessBeats === 0;
    const appNow = this.ctx.now().getTime();
    for (const conn of this.connections) {
      if (conn.closed || !conn.session) continue;
      if (conn.session.claims.exp * 1000 <= appNow) {
        this.disconnect(conn, 'unauthorized');
        continue;
      }
      if (checkLiveness) {
        // A peer gone without a close (a laptop lid shut) never answers; drop it.
        if (!conn.alive) {
          conn.socket.terminate();
          continue;
        }
        conn.alive = false;
        conn.socket.ping();
      }
      if (now - conn.verifiedAt >= CABLE_LIMITS.reverifyMs) {
        conn.verifiedAt = now;
        this.enqueue(conn, () => this.reverify(conn));
      }
      this.sendRaw(conn, ping);
    }
  }

  private async reverify(conn: Connection): Promise<void> {
    if (conn.closed) return;
    const session = await service.authenticate(this.ctx, conn.token);
    if (conn.closed) return;
    if (!session) this.disconnect(conn, 'unauthorized');
    else conn.session = session;
  }

  /** Tells the client why and closes with 1008, which ActionCable clients take as final. */
  private disconnect(conn: Connection, reason: CableDisconnectReason): void {
    this.send(conn, { type: 'disconnect', reason, reconnect: false });
    conn.socket.close(CABLE_CLOSE.policy, reason);
    this.drop(conn);
  }

  private send(conn: Connection, frame: CableServerFrame): void {
    this.sendRaw(conn, JSON.stringify(frame));
  }

  private sendRaw(conn: Connection, text: string): void {
    const { socket } = conn;
    if (conn.closed || socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > CABLE_LIMITS.maxBufferedBytes) {
      conn.log.info('cable: dropped a socket that does not read');
      socket.terminate();
      this.drop(conn);
      return;
    }
    socket.send(text);
  }

  private drop(conn: Connection): void {
    if (conn.closed) return;
    conn.closed = true;
    this.connections.delete(conn);
    for (const identifier of [...conn.subscriptions.keys()]) this.unsubscribe(conn, identifier);
    if (conn.session) {
      const mine = this.byUser.get(conn.session.user.id);
      mine?.delete(conn);
      if (mine?.size === 0) this.byUser.delete(conn.session.user.id);
    }
  }
}
