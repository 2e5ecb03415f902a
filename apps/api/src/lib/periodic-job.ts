import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

export interface PeriodicJobPluginOptions {
  /** Run the job in this process (the server does; tests call the pass directly). */
  enabled: boolean;
  /** Time between passes (ms); the job's own default otherwise. */
  intervalMs?: number;
}

/**
 * A Fastify plugin running one periodic job in this process: the first pass as soon as the app
 * is ready (when enabled and `when` allows), then every `intervalMs`; closing the app waits for a
 * running pass. Every API instance may run it, so each pass must claim its own rows (SKIP LOCKED
 * or an advisory lock).
 */
export function periodicJobPlugin(job: {
  /** The Fastify plugin's name. */
  plugin: string;
  /** What the log line of a failed pass calls the job. */
  name: string;
  intervalMs: number;
  run: (app: FastifyInstance) => Promise<unknown>;
  /** A further condition to run at all (the local renewals stand down when Stripe renews). */
  when?: (app: FastifyInstance) => boolean;
}) {
  return fp(
    async (app: FastifyInstance, opts: PeriodicJobPluginOptions) => {
      const periodic = new PeriodicJob({
        name: job.name,
        run: () => job.run(app),
        log: app.log,
        intervalMs: opts.intervalMs ?? job.intervalMs,
      });
      if (opts.enabled && (job.when?.(app) ?? true)) {
        app.addHook('onReady', async () => {
          periodic.start();
        });
      }
      app.addHook('onClose', async () => {
        await periodic.stop();
      });
    },
    { name: job.plugin, dependencies: ['context'] },
  );
}
