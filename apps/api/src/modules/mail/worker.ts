import type { AppContext } from '../../context.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import * as repo from './repository.js';

/** A send gets this long before another poll may take the row again (SMTP timeouts are shorter). */
export const LEASE_MS = 5 * 60_000;
/** After this many failed attempts a mail is marked failed and no longer retried. */
export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;

/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min … capped at 1 h (≈ 1 h in all). */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, will be tried again later. */
  retried: number;
  /** Failed for the last time. */
  failed: number;
}

function describe(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 1000);
}

/**
 * One delivery pass: claim due outbox rows in batches and hand each to the transport until none
 * are due. Safe to run in several processes at once (see `claimDue`). Tests call it directly.
 */
export async function deliverPending(ctx: AppContext): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const { transport } = ctx.mail;
  for (;;) {
    const now = ctx.now();
    const rows = await repo.claimDue(ctx.db, now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
    for (const row of rows) {
      let sendError: unknown;
      try {
        await transport.send({
          id: row.id,
          from: ctx.config.MAIL_FROM,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          template: row.template,
        });
      } catch (err) {
        sendError = err ?? new Error('send failed');
      }
      // Outside the try: a database error here must not count as a failed send (the row keeps
      // its lease and is sent again later, which beats losing it).
      if (sendError === undefined) {
        await repo.markSent(ctx.db, row.id, transport.kind, ctx.now());
        report.sent += 1;
        if (transport.kind === 'mailbox') {
          ctx.log.info(
            { mailId: row.id, to: row.toAddress, template: row.template },
            `mail '${row.subject}' is in the mailbox: ${ctx.config.APP_URL}/dev/mailbox`,
          );
        }
      } else if (row.attempts >= MAX_ATTEMPTS) {
        const error = describe(sendError);
        await repo.markFailed(ctx.db, row.id, error);
        report.failed += 1;
        ctx.log.error({ mailId: row.id, attempts: row.attempts, error }, 'mail failed for good');
      } else {
        const error = describe(sendError);
        const retryAt = new Date(ctx.now().getTime() + retryDelayMs(row.attempts));
        await repo.markRetry(ctx.db, row.id, error, retryAt);
        report.retried += 1;
        ctx.log.warn(
          { mailId: row.id, attempts: row.attempts, error, retryAt },
          'mail send failed',
        );
      }
    }
    if (rows.length < BATCH_SIZE) return report;
  }
}

export interface MailWorkerOptions {
  /** Poll interval (ms). */
  intervalMs?: number;
  /** Delay after a nudge, so the enqueuing transaction has usually committed (ms). */
  nudgeDelayMs?: number;
}

/**
 * Runs `deliverPending` every `intervalMs` and shortly after each enqueue in this process.
 * Passes never overlap; `stop()` waits for the running one.
 */
export class MailWorker {
  private readonly job: PeriodicJob;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly ctx: AppContext,
    opts: MailWorkerOptions = {},
  ) {
    this.job = new PeriodicJob({
      name: 'mail worker',
      run: () => deliverPending(ctx),
      log: ctx.log,
      intervalMs: opts.intervalMs ?? 1000,
      nudgeDelayMs: opts.nudgeDelayMs ?? 50,
    });
  }

  start(): void {
    if (this.job.start()) this.unsubscribe = this.ctx.mail.onNudge(() => this.job.nudge());
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    await this.job.stop();
  }
}
