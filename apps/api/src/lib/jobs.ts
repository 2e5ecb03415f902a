import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  Logger,
  parseCronItems,
  run,
  runMigrations,
  runOnce,
  type JobHelpers,
  type Runner,
  type TaskList,
} from 'graphile-worker';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';

/**
 * The job engine is graphile-worker on the product's own PostgreSQL (decision 0080): jobs live
 * in its `graphile_worker` schema, are added in the caller's transaction, and are taken by one
 * worker each (SKIP LOCKED), whichever instance runs it.
 */

/** One kind of job: its handler and its retry policy. */
export interface JobTask {
  /** graphile-worker's task identifier (letters, digits, `_`, `:`, `-`). */
  identifier: string;
  /**
   * The retry policy: attempts before the job is parked for good (it stays in
   * graphile_worker.jobs with its last error). A failed attempt is retried after
   * e^attempts seconds (capped at e^10 ≈ 6 h), graphile-worker's backoff.
   */
  maxAttempts: number;
  /**
   * A UTC cron schedule (five fields) for a periodic task: each tick is one job in the whole
   * deployment, however many instances run jobs; a worker starting adds a run too (one, however
   * many start at once). Unset for jobs the code adds.
   */
  schedule?: string;
  /** A further condition for the schedule (the local renewals stand down when Stripe renews). */
  enabled?: (ctx: AppContext) => boolean;
  /** One run; a throw is a failed attempt. */
  run: (ctx: AppContext, payload: unknown, helpers: JobHelpers) => Promise<unknown>;
}

/** The engine's schema, in every database the product uses. */
const SCHEMA = 'graphile_worker';

/** Jobs run at once by one instance (each holds a connection while it runs). */
const CONCURRENCY = 2;

/** graphile-worker's log lines through the app's logger; its routine lines at debug. */
export function jobLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    // The job's name and id, and an error when there is one (not the whole job row).
    const fields = { job: scope.taskIdentifier, jobId: scope.jobId, err: meta?.error };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  });
}

const quiet = new Logger(() => () => undefined);

/**
 * Creates or updates the engine's schema (its own migrations, under its own lock), through a
 * pool whose connections' errors are heard (heardPool): the embedded server stopping just after
 * (a CLI command's end) must not end the process with an unheard error.
 */
export async function migrateJobs(connectionString: string): Promise<void> {
  const { pool, end } = heardPool(connectionString, 2, () => undefined);
  try {
    await runMigrations({ pgPool: pool, schema: SCHEMA, logger: quiet });
  } finally {
    await end();
  }
}

export interface AddJobOptions {
  maxAttempts: number;
  /** At most one waiting job has this key (graphile-worker's job_key). */
  jobKey?: string;
  /** 'unsafe_dedupe': when a job with the key exists, even running, add nothing. */
  jobKeyMode?: 'replace' | 'preserve_run_at' | 'unsafe_dedupe';
}

/**
 * Adds a job with `db`, which should be the caller's transaction: the job exists exactly when
 * the change that asked for it commits, and a worker is woken at the commit.
 */
export async function addJob(
  db: DbOrTx,
  identifier: string,
  payload: Record<string, unknown>,
  opts: AddJobOptions,
): Promise<void> {
  await db.execute(
    sql`select graphile_worker.add_job(${identifier}::text, ${JSON.stringify(payload)}::json, max_attempts => ${opts.maxAttempts}::int, job_key => ${opts.jobKey ?? null}::text, job_key_mode => ${opts.jobKeyMode ?? 'replace'}::text)`,
  );
}

/** The tracer of job runs: OpenTelemetry's API, which does nothing while tracing is off. */
export const JOB_TRACER = 'camp-concierge-jobs';

/**
 * One run of a job as a trace of its own, when tracing is on: a span named `job <task>` (the
 * task, the job's id and its attempt as attributes; an error marks it failed), in which the
 * run's queries, Redis commands and calls to other servers are spans and its log lines carry
 * the trace id. The engine's own polling and bookkeeping stay outside it, untraced.
 */
async function runTraced(
  ctx: AppContext,
  task: JobTask,
  payload: unknown,
  helpers: JobHelpers,
): Promise<void> {
  const attributes = {
    'job.task': task.identifier,
    'job.id': String(helpers.job.id),
    'job.attempt': helpers.job.attempts,
  };
  const tracer = trace.getTracer(JOB_TRACER);
  await tracer.startActiveSpan(
    `job ${task.identifier}`,
    { kind: SpanKind.CONSUMER, attributes, root: true },
    async (span) => {
      try {
        await task.run(ctx, payload, helpers);
      } catch (err) {
        span.recordException(err instanceof Error ? err : String(err));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

function taskList(ctx: AppContext, tasks: readonly JobTask[]): TaskList {
  return Object.fromEntries(
    tasks.map((task) => [
      task.identifier,
      (payload: unknown, helpers: JobHelpers) => runTraced(ctx, task, payload, helpers),
    ]),
  );
}

/**
 * A periodic task's job options: its retry policy, its own queue (so its runs never overlap)
 * and one job key (so at most one run waits).
 */
const periodicJobOptions = (task: JobTask) => ({
  maxAttempts: task.maxAttempts,
  queueName: `periodic:${task.identifier}`,
  jobKey: task.identifier,
});

function scheduled(ctx: AppContext, tasks: readonly JobTask[]): JobTask[] {
  return tasks.filter((task) => task.schedule && (task.enabled?.(ctx) ?? true));
}

/** Engine settings a test may shorten. */
export interface JobRunnerTuning {
  /**
   * Bounds (ms) of the wait between sweeps that free jobs locked for over 4 hours (their worker
   * was killed); the first sweep comes within min(60 s, max). graphile-worker's defaults otherwise.
   */
  minResetLockedInterval?: number;
  maxResetLockedInterval?: number;
}

/** A worker running in this process; `stop()` waits for its running jobs, then ends its pool. */
export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * A pool the product owns rather than graphile-worker: a pool the engine creates loses its error
 * listener when the engine stops, before its connections have closed, and a database server
 * stopping in that moment (the product's own shutdown) then raised an unheard 'error' that ended
 * the process with a failure. Here every connection's error is heard for the pool's whole life
 * (`onLost` while it is in use); the ones during its end are expected, not news.
 */
function heardPool(
  url: string,
  max: number,
  onLost: (err: Error) => void,
): { pool: pg.Pool; end: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max });
  let ending = false;
  pool.on('error', (err) => {
    if (!ending) onLost(err);
  });
  // A checked-out connection's error also rejects the query running on it, which the engine
  // handles; here it only needs hearing.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    pool,
    end: async () => {
      ending = true;
      await pool.end();
    },
  };
}

/** The worker's connections. */
const workerPool = (ctx: AppContext) =>
  heardPool(ctx.dbHandle.url, CONCURRENCY + 2, (err) =>
    ctx.log.warn({ err }, 'jobs: a worker connection was lost'),
  );

/**
 * Starts a worker in this process running `tasks`: jobs as they are added (woken by
 * LISTEN/NOTIFY) and the periodic tasks on their schedules.
 */
export async function startJobRunner(
  ctx: AppContext,
  tasks: readonly JobTask[],
  tuning: JobRunnerTuning = {},
): Promise<JobRunner> {
  const periodic = scheduled(ctx, tasks);
  const { pool, end } = workerPool(ctx);
  let runner: Runner;
  try {
    runner = await run(
      {
        pgPool: pool,
        schema: SCHEMA,
        concurrency: CONCURRENCY,
        noHandleSignals: true,
        logger: jobLogger(ctx.log),
        taskList: taskList(ctx, tasks),
        ...tuning,
      },
      undefined,
      parseCronItems(
        periodic.map((task) => ({
          task: task.identifier,
          match: task.schedule!,
          options: periodicJobOptions(task),
        })),
      ),
    );
  } catch (err) {
    await end();
    throw err;
  }
  const stop = async () => {
    try {
      await runner.stop();
    } finally {
      await end();
    }
  };
  try {
    for (const task of periodic) {
      await runner.addJob(
        task.identifier,
        {},
        // Several instances starting at once add one run between them.
        { ...periodicJobOptions(task), jobKeyMode: 'preserve_run_at' },
      );
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { stop };
}

/**
 * Runs the jobs of `tasks` that are due now in this process, one after another, and returns
 * when none is left and every outcome is recorded (tests; failed attempts are not retried before
 * their backoff).
 */
export async function runDueJobs(ctx: AppContext, tasks: TaskList): Promise<void> {
  const identifiers = Object.keys(tasks);
  // Jobs another worker holds (one that died mid-job holds its lock for hours) are not ours.
  const heldBefore = new Set(await lockedJobIds(ctx, identifiers));
  await runOnce({
    connectionString: ctx.dbHandle.url,
    schema: SCHEMA,
    maxPoolSize: 2,
    noHandleSignals: true,
    logger: jobLogger(ctx.log),
    taskList: tasks,
  });
  // The engine records a job's success or failure without waiting for it (its worker moves on
  // to the next job): the run is over once none of the jobs it took is still locked.
  const started = Date.now();
  while ((await lockedJobIds(ctx, identifiers)).some((id) => !heldBefore.has(id))) {
    if (Date.now() - started > OUTCOMES_RECORDED_WITHIN_MS) {
      throw new Error(`jobs of ${identifiers.join(', ')} still locked after their run`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A bound for a hang, not for a slow machine. */
const OUTCOMES_RECORDED_WITHIN_MS = 60_000;

async function lockedJobIds(ctx: AppContext, identifiers: string[]): Promise<string[]> {
  const result = (await ctx.db.execute(
    sql`select j.id::text as id from graphile_worker._private_jobs j
        join graphile_worker._private_tasks t on t.id = j.task_id
        where t.identifier in ${identifiers} and j.locked_at is not null`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}
