import type { JobHelpers } from 'graphile-worker';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { addJob, runDueJobs, type JobTask } from '../../lib/jobs.js';
import * as repo from './repository.js';

/** The job that sends one outbox mail. */
export const SEND_MAIL_TASK = 'send_mail';
/** After this many failed attempts a mail is marked failed and its job parked (≈ 3.6 h in all). */
export const MAX_ATTEMPTS = 10;

/**
 * Wait before attempt n+1 after n failures: the job engine's backoff, e^n seconds capped at
 * e^10 (2.7 s, 7.4 s, 20 s, 55 s … 2.3 h). The outbox row's `available_at` shows it.
 */
export function retryDelayMs(attempts: number): number {
  return Math.round(Math.exp(Math.min(Math.max(attempts, 1), 10)) * 1000);
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, will be tried again later. */
  retried: number;
  /** Failed for the last time. */
  failed: number;
}

type Outcome = keyof DeliveryReport | 'skipped';

function describe(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 1000);
}

const jobKey = (id: number) => `${SEND_MAIL_TASK}:${id}`;

/** Adds the send job of outbox row `id` with `db`, the transaction that inserted the row. */
export async function enqueueSend(db: DbOrTx, id: number): Promise<void> {
  await addJob(db, SEND_MAIL_TASK, { id }, { maxAttempts: MAX_ATTEMPTS, jobKey: jobKey(id) });
}

/**
 * One send attempt of outbox row `id`, as attempt `attempt` of `maxAttempts`: sent, retried
 * later (the row keeps its last error and next try), failed for good, or skipped when the row
 * is no longer pending (its mail went out before the worker that sent it could finish its job).
 */
export async function sendOutboxMail(
  ctx: AppContext,
  id: number,
  attempt: { attempts: number; maxAttempts: number },
): Promise<{ outcome: Outcome; error?: string }> {
  const row = await repo.claimForSend(ctx.db, id);
  if (!row) return { outcome: 'skipped' };
  const { transport } = ctx.mail;
  let sendError: unknown;
  try {
    await transport.send({
      id: row.id,
      messageId: row.messageId,
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
  // Outside the try: a database error here must not count as a failed send (the job fails, and
  // its retry finds the row still pending and sends again, which beats losing the mail).
  if (sendError === undefined) {
    await repo.markSent(ctx.db, row.id, transport.kind, ctx.now());
    if (transport.kind === 'mailbox') {
      ctx.log.info(
        { mailId: row.id, to: row.toAddress, template: row.template },
        `mail '${row.subject}' is in the mailbox: ${ctx.config.APP_URL}/dev/mailbox`,
      );
    }
    return { outcome: 'sent' };
  }
  const error = describe(sendError);
  if (attempt.attempts >= attempt.maxAttempts) {
    await repo.markFailed(ctx.db, row.id, error);
    ctx.log.error({ mailId: row.id, attempts: row.attempts, error }, 'mail failed for good');
    return { outcome: 'failed', error };
  }
  const retryAt = new Date(ctx.now().getTime() + retryDelayMs(attempt.attempts));
  await repo.markRetry(ctx.db, row.id, error, retryAt);
  ctx.log.warn({ mailId: row.id, attempts: row.attempts, error, retryAt }, 'mail send failed');
  return { outcome: 'retried', error };
}

function payloadId(payload: unknown): number {
  const id = (payload as { id?: unknown } | null)?.id;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('send_mail: no mail id');
  return id;
}

/** Runs a send job; a failed send fails the job, so the engine retries or parks it. */
async function runSendJob(
  ctx: AppContext,
  payload: unknown,
  helpers: JobHelpers,
): Promise<Outcome> {
  const { outcome, error } = await sendOutboxMail(ctx, payloadId(payload), {
    attempts: helpers.job.attempts,
    maxAttempts: helpers.job.max_attempts,
  });
  if (outcome === 'retried' || outcome === 'failed') throw new Error(error);
  return outcome;
}

/** One mail, one job: sent after its transaction commits, retried with backoff, parked when dead. */
export const sendMailTask: JobTask = {
  identifier: SEND_MAIL_TASK,
  maxAttempts: MAX_ATTEMPTS,
  run: runSendJob,
};

/**
 * Gives every pending mail without one a send job (mail queued before the job engine, or whose
 * job was deleted by hand). Hourly and when a worker starts.
 */
export const requeueMailTask: JobTask = {
  identifier: 'mail_requeue',
  maxAttempts: 3,
  schedule: '17 * * * *',
  run: async (ctx) => {
    for (const id of await repo.pendingIds(ctx.db)) {
      await addJob(
        ctx.db,
        SEND_MAIL_TASK,
        { id },
        { maxAttempts: MAX_ATTEMPTS, jobKey: jobKey(id), jobKeyMode: 'unsafe_dedupe' },
      );
    }
  },
};

/**
 * Runs the send jobs due now in this process, one after another, until none is due, and counts
 * what they did (tests, which drive delivery without a running worker). A failed send's retry
 * is due only after its backoff.
 */
export async function deliverPending(ctx: AppContext): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  await runDueJobs(ctx, {
    [SEND_MAIL_TASK]: async (payload, helpers) => {
      try {
        const outcome = await runSendJob(ctx, payload, helpers);
        if (outcome === 'sent') report.sent += 1;
      } catch (err) {
        if (helpers.job.attempts >= helpers.job.max_attempts) report.failed += 1;
        else report.retried += 1;
        throw err;
      }
    },
  });
  return report;
}
