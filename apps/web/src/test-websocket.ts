/**
 * A stand-in for the browser's WebSocket in tests (jsdom cannot reach a server): records what
 * the client sends and lets the test play the server. Every instance is kept in `sockets`.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static sockets: FakeWebSocket[] = [];
  /**
   * When set, an open socket is pinged every this many ms, as the server pings every 3 s: the
   * client's staleness check (9 s without a frame) then does not close it while a loaded machine
   * stretches a page test's own steps. Off by default (reset), for the tests of that check.
   */
  static pingEveryMs: number | null = null;

  static reset() {
    for (const socket of FakeWebSocket.sockets) socket.stopPinging();
    FakeWebSocket.sockets = [];
    FakeWebSocket.pingEveryMs = null;
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.sockets[FakeWebSocket.sockets.length - 1];
    if (!socket) throw new Error('no websocket was opened');
    return socket;
  }

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private pinger: ReturnType<typeof setInterval> | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.sockets.push(this);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN)
      throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1005) {
    if (this.readyState >= FakeWebSocket.CLOSING) return;
    this.closedWith = code;
    this.serverClose(code);
  }

  /** Server side: the connection opens and the server welcomes it. */
  open({ welcome = true } = {}) {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
    if (welcome) this.receive({ type: 'welcome' });
    const every = FakeWebSocket.pingEveryMs;
    if (every !== null) {
      this.pinger = setInterval(() => {
        if (this.readyState === FakeWebSocket.OPEN)
          this.receive({ type: 'ping', message: Math.floor(Date.now() / 1000) });
      }, every);
    }
  }

  receive(frame: unknown) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  private stopPinging() {
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
  }

  serverClose(code: number) {
    this.stopPinging();
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
