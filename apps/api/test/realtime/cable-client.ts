import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { itinerariesIdentifier, type RealtimeEvent } from '@camp/shared/realtime';

// A test client of GET /cable over a real websocket (app.injectWS: the ws protocol end to end,
// without a listening port). It records every frame so a test can wait for the one it expects.

export type Frame = Record<string, unknown>;

export interface Closed {
  code: number;
  reason: string;
}

export class CableClient {
  readonly frames: Frame[] = [];
  /** Frames that were not JSON (the server never sends any). */
  readonly garbage: string[] = [];
  readonly closed: Promise<Closed>;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      try {
        this.frames.push(JSON.parse(data.toString()) as Frame);
      } catch {
        this.garbage.push(data.toString());
      }
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code: number, reason: Buffer) => {
        resolve({ code, reason: reason.toString() });
        this.wake();
      });
    });
  }

  static async open(app: FastifyInstance, token?: string | null): Promise<CableClient> {
    let client: CableClient | undefined;
    const path = token ? `/cable?token=${encodeURIComponent(token)}` : '/cable';
    await app.injectWS(path, {}, { onInit: (ws) => (client = new CableClient(ws)) });
    return client!;
  }

  /** A client past the welcome. */
  static async welcomed(app: FastifyInstance, token: string): Promise<CableClient> {
    const client = await CableClient.open(app, token);
    await client.next((f) => f.type === 'welcome');
    return client;
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  /** The first frame (in arrival order, not yet consumed) that matches; pings are skipped. */
  async next(match: (f: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(match);
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Frames other than pings received so far and not consumed. */
  pending(): Frame[] {
    return this.frames.filter((f) => f.type !== 'ping');
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Subscribes to an itinerary and answers confirm_subscription or reject_subscription. */
  async subscribe(itineraryId: number, identifier = itinerariesIdentifier(itineraryId)) {
    this.send({ command: 'subscribe', identifier });
    const answer = await this.next(
      (f) =>
        f.identifier === identifier &&
        (f.type === 'confirm_subscription' || f.type === 'reject_subscription'),
    );
    return answer.type as 'confirm_subscription' | 'reject_subscription';
  }

  /** Resolves with the next event delivered for the itinerary. */
  event(itineraryId: number, timeoutMs = 5000) {
    const identifier = itinerariesIdentifier(itineraryId);
    return this.next((f) => f.identifier === identifier && 'message' in f, timeoutMs);
  }

  async close() {
    if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING) {
      this.ws.close();
    }
    await this.closed;
  }
}

/** An identifier no channel has: its subscribe is refused at once, with no other effect. */
const NO_CHANNEL = JSON.stringify({ channel: 'NoSuchChannel' });
let barriers = 0;

/**
 * Resolves once every event published through `from`'s bus before the call has been handed to
 * `to`'s sockets, and every frame the server sent `clients` before that has arrived. A barrier
 * event is published through `from` and awaited on `to`'s bus (a bus hands its listeners events
 * in publish order, the cable first, and the cable sends to its sockets as it hears), then each
 * client makes a refused subscribe's round trip (a socket's frames arrive in order). After it,
 * a frame a client has not received was never sent: the check that something did NOT arrive
 * waits for no arbitrary time.
 */
export async function drained(
  clients: CableClient[],
  to: FastifyInstance,
  from: FastifyInstance = to,
): Promise<void> {
  barriers += 1;
  const marker = `test-barrier:${barriers}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the barrier event never came back')), 10_000);
    const stop = to.ctx.realtime.subscribe((channel) => {
      if (channel !== marker) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
    from.ctx.realtime.publish(marker, {
      type: 'director_orders_updated',
      reason: 'barrier',
    } as unknown as RealtimeEvent);
  });
  await Promise.all(
    clients.map(async (client) => {
      client.send({ command: 'subscribe', identifier: NO_CHANNEL });
      await client.next((f) => f.identifier === NO_CHANNEL && f.type === 'reject_subscription');
    }),
  );
}
