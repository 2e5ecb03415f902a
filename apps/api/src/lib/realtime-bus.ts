import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RealtimeEvent } from '@camp/shared/realtime';

/**
 * The transport of real-time events between the services that publish them and the websockets
 * that deliver them (docs/decisions/0026-realtime-channel.md). Services publish after their
 * transaction commits; every API instance subscribes once and fans events out to its own sockets.
 *
 * - `InProcessBus` (default): one instance, events go straight to this process's listeners.
 * - `RedisBus` (REDIS_URL): events go through the deployment's Redis pub/sub channel (named with
 *   REDIS_PREFIX, so deployments sharing a Redis server stay apart), so a parent connected to
 *   instance B hears what a specialist did on instance A. The publishing instance hears its own
 *   events back from Redis too: one delivery path, whatever instance the socket is on.
 *
 * Events are refetch hints. A lost one (Redis down, a socket reconnecting) costs a stale page
 * until the next fetch, never data, so publishing never fails the request that caused it.
 */
export type RealtimeListener = (channel: string, event: RealtimeEvent) => void;

export interface RealtimeBus {
  readonly kind: 'in-process' | 'redis';
  publish(channel: string, event: RealtimeEvent): void;
  /** Hears every event published on any channel; returns the unsubscribe function. */
  subscribe(listener: RealtimeListener): () => void;
  /** Connects (Redis); the app calls it before serving. */
  start(): Promise<void>;
  /** Resolves when events reach the other instances now; throws otherwise (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}

abstract class ListenerSet {
  private readonly listeners = new Set<RealtimeListener>();

  constructor(protected readonly log: FastifyBaseLogger | undefined) {}

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  protected deliver(channel: string, event: RealtimeEvent): void {
    for (const listener of this.listeners) {
      // One failing listener (a broken socket) must not starve the others.
      try {
        listener(channel, event);
      } catch (err) {
        this.log?.warn({ err, channel }, 'realtime listener failed');
      }
    }
  }
}

export class InProcessBus extends ListenerSet implements RealtimeBus {
  readonly kind = 'in-process' as const;

  publish(channel: string, event: RealtimeEvent): void {
    this.deliver(channel, event);
  }

  async start(): Promise<void> {}
  async check(): Promise<void> {}
  async close(): Promise<void> {}
}

export interface RedisBusOptions {
  /** The Redis pub/sub channel all instances of one deployment share. */
  channel: string;
  log?: FastifyBaseLogger | undefined;
}

/** The deployment's pub/sub channel: its Redis prefix (REDIS_PREFIX) and `realtime`. */
export const realtimeChannel = (redisPrefix: string) => `${redisPrefix}realtime`;

/** What travels on the Redis channel: the bus channel and the event. */
interface Envelope {
  c: string;
  e: RealtimeEvent;
}

function parseEnvelope(raw: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { c, e } = value as Record<string, unknown>;
    if (typeof c !== 'string' || typeof e !== 'object' || e === null) return null;
    return { c, e: e as RealtimeEvent };
  } catch {
    return null;
  }
}

export class RedisBus extends ListenerSet implements RealtimeBus {
  readonly kind = 'redis' as const;
  readonly channel: string;
  private readonly publisher: Redis;
  /** A connection in subscriber mode can do nothing else, hence two. */
  private readonly subscriber: Redis;
  private lastWarned = 0;

  constructor(redisUrl: string, opts: RedisBusOptions) {
    super(opts.log);
    this.channel = opts.channel;
    // Publishing fails at once during an outage (no queue behind a dead connection): the event
    // is a hint and the request that caused it has committed already.
    this.publisher = new Redis(redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    // The subscriber keeps its SUBSCRIBE queued until Redis is reachable, and ioredis
    // resubscribes after every reconnect.
    this.subscriber = new Redis(redisUrl, {
      lazyConnect: true,
      connectTimeout: 2000,
      autoResubscribe: true,
      maxRetriesPerRequest: null,
    });
    for (const conn of [this.publisher, this.subscriber]) {
      conn.on('error', (err: Error) => this.warn(err, 'realtime: Redis unavailable'));
    }
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      const envelope = parseEnvelope(raw);
      if (!envelope) {
        this.log?.warn({ channel }, 'realtime: ignored a malformed message from Redis');
        return;
      }
      this.deliver(envelope.c, envelope.e);
    });
  }

  /** ioredis reports every reconnect attempt; one line a minute is enough. */
  private warn(err: unknown, msg: string) {
    if (Date.now() - this.lastWarned < 60_000) return;
    this.lastWarned = Date.now();
    this.log?.warn({ err }, msg);
  }

  publish(channel: string, event: RealtimeEvent): void {
    const envelope: Envelope = { c: channel, e: event };
    this.publisher.publish(this.channel, JSON.stringify(envelope)).catch((err: unknown) => {
      this.warn(err, 'realtime: publish to Redis failed, event dropped');
    });
  }

  /**
   * Connects both connections and subscribes before the app serves, so an event published right
   * after start-up is heard. If Redis is down the app starts anyway and catches up when it is back.
   */
  async start(): Promise<void> {
    const connect = (conn: Redis) =>
      conn.connect().catch((err: unknown) => this.warn(err, 'realtime: cannot reach Redis yet'));
    await Promise.all([connect(this.publisher), connect(this.subscriber)]);
    const subscribed = this.subscriber.subscribe(this.channel);
    if (this.subscriber.status === 'ready') await subscribed;
    else subscribed.catch((err: unknown) => this.warn(err, 'realtime: subscribe failed'));
  }

  async check(): Promise<void> {
    if (this.subscriber.status !== 'ready') throw new Error('realtime: not subscribed to Redis');
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    // QUIT only on a live connection: on one that is reconnecting it would wait in the offline
    // queue for a Redis that may never come back.
    await Promise.all(
      [this.publisher, this.subscriber].map(async (conn) => {
        if (conn.status !== 'ready') return conn.disconnect();
        await conn.quit().catch(() => conn.disconnect());
      }),
    );
  }
}

/**
 * Redis when REDIS_URL is set (several instances), on the deployment's own channel; otherwise
 * this process only.
 */
export function createRealtimeBus(
  redisUrl: string | undefined,
  redisPrefix: string,
  log?: FastifyBaseLogger,
) {
  return redisUrl
    ? new RedisBus(redisUrl, { channel: realtimeChannel(redisPrefix), log })
    : new InProcessBus(log);
}
