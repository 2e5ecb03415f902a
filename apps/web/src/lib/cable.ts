import {
  CABLE_CLOSE,
  CABLE_PATH,
  CABLE_PING_SECONDS,
  cableServerFrameSchema,
} from '@camp/shared/realtime';

/**
 * A small ActionCable-compatible client for GET /cable (docs/decisions/0026-realtime-channel.md):
 * it connects with the session token in the query, (re)subscribes to the wanted identifiers after
 * every welcome, hands channel messages to `onMessage`, and reconnects with exponential backoff
 * when the connection drops or goes quiet. It gives up only when the server says the token is no
 * good (close code 1008 or {type:'disconnect', reconnect:false}), or when closed.
 */
export interface CableOptions {
  /** The websocket URL, token included (see cableUrl). */
  url: string;
  onMessage: (identifier: string, message: unknown) => void;
  /**
   * A subscription was confirmed again after a reconnect: events may have been missed while
   * disconnected, so the caller refetches.
   */
  onResumed?: (identifier: string) => void;
  /** Test seam; the browser's WebSocket otherwise. */
  WebSocketImpl?: typeof WebSocket;
  /** First reconnect delay; doubles per failed attempt up to maxDelayMs (± 20 % jitter). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** No frame for this long (the server pings every 3 s) means a dead connection. */
  staleMs?: number;
}

/** ws(s)://<this host>/cable?token=… (through the Vite proxy in development). */
export function cableUrl(token: string, base = window.location.href): string {
  const url = new URL(CABLE_PATH, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

export class CableConnection {
  private socket: WebSocket | null = null;
  private readonly wanted = new Set<string>();
  private readonly confirmed = new Set<string>();
  private welcomed = false;
  /** True once a connection has been welcomed: later welcomes are reconnects. */
  private everWelcomed = false;
  /** The current connection is a reconnect: confirmations report onResumed. */
  private resumed = false;
  private stopped = false;
  private attempts = 0;
  private lastFrameAt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private staleTimer: ReturnType<typeof setInterval> | null = null;
  private readonly WS: typeof WebSocket;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly staleMs: number;

  constructor(private readonly opts: CableOptions) {
    this.WS = opts.WebSocketImpl ?? WebSocket;
    this.baseDelayMs = opts.baseDelayMs ?? 1000;
    this.maxDelayMs = opts.maxDelayMs ?? 30_000;
    this.staleMs = opts.staleMs ?? CABLE_PING_SECONDS * 1000 * 3;
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  /** Makes the subscriptions exactly `identifiers`: new ones are subscribed, dropped ones left. */
  setSubscriptions(identifiers: Iterable<string>): void {
    const next = new Set(identifiers);
    for (const id of [...this.wanted]) {
      if (next.has(id)) continue;
      this.wanted.delete(id);
      this.confirmed.delete(id);
      this.command('unsubscribe', id);
    }
    for (const id of next) {
      if (this.wanted.has(id)) continue;
      this.wanted.add(id);
      this.command('subscribe', id);
    }
  }

  /** For good: sign-out, or the component that needed it is gone. */
  close(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= this.WS.OPEN) socket.close(1000);
  }

  /** Whether it still tries to stay connected (false after close or a refused token). */
  get active(): boolean {
    return !this.stopped;
  }

  private connect(): void {
    if (this.stopped) return;
    this.welcomed = false;
    this.confirmed.clear();
    this.lastFrameAt = Date.now();
    let socket: WebSocket;
    try {
      socket = new this.WS(this.opts.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket === socket) this.onFrame(event.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      if (event.code === CABLE_CLOSE.policy) this.stop();
      else this.scheduleReconnect();
    };
    this.staleTimer = setInterval(() => {
      // No ping for a while: the connection is dead without knowing it (sleep, network change).
      if (Date.now() - this.lastFrameAt > this.staleMs) socket.close();
    }, this.staleMs / 3);
  }

  private onFrame(data: unknown): void {
    this.lastFrameAt = Date.now();
    if (typeof data !== 'string') return;
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = cableServerFrameSchema.safeParse(value);
    if (!parsed.success) return;
    const frame = parsed.data;
    switch (frame.type) {
      case 'welcome': {
        const resumed = this.everWelcomed;
        this.welcomed = true;
        this.everWelcomed = true;
        this.attempts = 0;
        this.resumed = resumed;
        for (const id of this.wanted) this.command('subscribe', id);
        return;
      }
      case 'confirm_subscription': {
        const id = frame.identifier;
        if (!id || !this.wanted.has(id) || this.confirmed.has(id)) return;
        this.confirmed.add(id);
        if (this.resumed) this.opts.onResumed?.(id);
        return;
      }
      case 'disconnect':
        // The server closes right after; not coming back when it says so (a refused token).
        if (frame.reconnect === false) this.stop();
        return;
      case 'ping':
      case 'reject_subscription':
        return;
      default:
        if (this.wanted.has(frame.identifier)) this.opts.onMessage(frame.identifier, frame.message);
    }
  }

  private command(command: 'subscribe' | 'unsubscribe', identifier: string): void {
    const socket = this.socket;
    if (!socket || !this.welcomed || socket.readyState !== this.WS.OPEN) return;
    socket.send(JSON.stringify({ command, identifier }));
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    const delay = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** this.attempts);
    this.attempts += 1;
    const jittered = delay * (0.8 + Math.random() * 0.4);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, jittered);
  }

  /** Back online: try now rather than at the end of a long backoff. */
  private readonly onOnline = () => {
    if (this.stopped || this.socket) return;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.attempts = 0;
    this.connect();
  };

  private stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    this.clearTimers();
  }

  private clearTimers(): void {
    if (this.staleTimer) clearInterval(this.staleTimer);
    this.staleTimer = null;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }
}
