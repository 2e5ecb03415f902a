import type { AppContext } from '../../context.js';

/**
 * The replies this instance is writing (decision 0067). Bounds them (how many at once, how long
 * each), and ends them on shutdown: each is aborted and marks its reply failed before the app
 * closes. A reply whose instance died without that (kill -9) is failed by age
 * (`chatRepo.failStaleReplies`, STALE_REPLY_MS) when its conversation is next read or written.
 */
export const REPLY_LIMITS = {
  /** Longest an answer may take, tool calls included. */
  timeLimitMs: 60_000,
  /** Replies this instance writes at once; more are refused (429) before anything is stored. */
  concurrent: 32,
  /** Longest answer kept (characters); the rest is cut. */
  maxChars: 8000,
  /** How often the text written so far is saved while streaming. */
  saveEveryMs: 1000,
} as const;

/** A 'streaming' reply older than this was left by an instance that stopped. */
export const STALE_REPLY_MS = REPLY_LIMITS.timeLimitMs + 60_000;

export class ReplyRunner {
  private readonly running = new Map<
    number,
    { controller: AbortController; done: Promise<void> }
  >();
  private closed = false;

  constructor(private readonly ctx: AppContext) {}

  hasRoom(): boolean {
    return !this.closed && this.running.size < REPLY_LIMITS.concurrent;
  }

  /** Runs `work` in the background with a signal that ends at the time limit or on close. */
  start(replyId: number, work: (signal: AbortSignal) => Promise<void>): void {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error('MIA took too long to answer')),
      REPLY_LIMITS.timeLimitMs,
    );
    timer.unref();
    const done = work(controller.signal)
      .catch((err: unknown) => this.ctx.log.error({ err, replyId }, 'MIA reply failed'))
      .finally(() => {
        clearTimeout(timer);
        this.running.delete(replyId);
      });
    this.running.set(replyId, { controller, done });
  }

  /** Ends every reply in progress (each marks itself failed) and waits for them. */
  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.running.values()];
    for (const r of all) r.controller.abort(new Error('server shutting down'));
    await Promise.all(all.map((r) => r.done));
  }

  /** Replies in progress on this instance (tests). */
  get size(): number {
    return this.running.size;
  }

  /** Resolves when every reply in progress has ended (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()].map((r) => r.done));
  }
}
