import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJobOptions {
  /** What the log line of a failed pass calls the job. */
  name: string;
  /** One pass of the work; passes never overlap. */
  run: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** Time between passes (ms). */
  intervalMs: number;
  /** Delay of a pass asked for with `nudge()` (ms). */
  nudgeDelayMs?: number;
}

/**
 * Runs a pass every `intervalMs`, and shortly after a `nudge()`. Passes never overlap in this
 * process; across processes the pass itself must be safe (claim rows with SKIP LOCKED).
 * `stop()` waits for the running pass. The timer never keeps the process alive.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private nudged = false;
  private stopped = true;

  constructor(private readonly opts: PeriodicJobOptions) {}

  /** Starts the job; false when it was already running. */
  start(): boolean {
    if (!this.stopped) return false;
    this.stopped = false;
    this.schedule(0);
    return true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      // Run again right after the current pass: what caused the nudge may not have been visible to it.
      this.nudged = true;
      return;
    }
    this.schedule(this.opts.nudgeDelayMs ?? 0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = undefined;
    this.nudged = false;
    this.running = this.opts
      .run()
      .then(
        () => undefined,
        (err: unknown) => {
          this.opts.log.error({ err }, `${this.opts.name} pass failed`);
        },
      )
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) {
          this.schedule(this.nudged ? (this.opts.nudgeDelayMs ?? 0) : this.opts.intervalMs);
        }
      });
  }
}
