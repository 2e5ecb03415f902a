import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { errorBody } from './errors.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Rows of a raw query (drizzle's node-postgres result). */
async function rows<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The job engine's queue per task: ready to run, running, parked for good, oldest wait. */
interface QueueRow {
  task: string;
  ready: number;
  running: number;
  parked: number;
  oldest_ready_seconds: number;
}

/** What is this instance's own: request durations, the pool, open websockets. */
function instanceMetrics(app: FastifyInstance, register: Registry): void {
  const requests = new Histogram({
    name: 'camp_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        // The pattern, never the path itself: ids and tokens would make unbounded series.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'camp_db_pool_connections',
    help: 'Database pool connections by state (waiting: requests waiting for one)',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const stats = app.ctx.dbHandle.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'camp_realtime_connections',
    help: 'Open websocket connections on this instance',
    registers: [register],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
}

/**
 * What the deployment shares, read from the database: the job queue, the mail outbox and the
 * payment provider events. Answers the function that reads them, once per scrape.
 */
function databaseMetrics(app: FastifyInstance, register: Registry): () => Promise<void> {
  const queue = new Gauge({
    name: 'camp_jobs',
    help: 'Jobs per task and state: ready to run, running, parked after their last attempt',
    labelNames: ['task', 'state'] as const,
    registers: [register],
  });
  const queueAge = new Gauge({
    name: 'camp_jobs_oldest_ready_seconds',
    help: 'How long the oldest job ready to run has waited, per task',
    labelNames: ['task'] as const,
    registers: [register],
  });
  const outbox = new Gauge({
    name: 'camp_mail_outbox',
    help: 'Mails in the outbox by status',
    labelNames: ['status'] as const,
    registers: [register],
  });
  const outboxLag = new Gauge({
    name: 'camp_mail_outbox_lag_seconds',
    help: 'How long the oldest pending mail has waited to be sent (0: none pending)',
    registers: [register],
  });
  const paymentEvents = new Counter({
    name: 'camp_payment_events_total',
    help: 'Payment provider events handled, by provider and type (checkout completed, charge refunded, ...)',
    labelNames: ['provider', 'type'] as const,
    registers: [register],
  });

  const readMoney = moneyMetrics(app, register);
  const readMia = miaMetrics(app, register);
  return async () => {
    await Promise.all([readMoney(), readMia()]);
    const [jobs, mails, events] = await Promise.all([
      rows<QueueRow>(
        app,
        sql`select task_identifier as task,
          count(*) filter (where attempts < max_attempts and locked_at is null and run_at <= now())::int as ready,
          count(*) filter (where locked_at is not null)::int as running,
          count(*) filter (where attempts >= max_attempts)::int as parked,
          coalesce(extract(epoch from now() - min(run_at) filter (where attempts < max_attempts and locked_at is null and run_at <= now())), 0)::float8 as oldest_ready_seconds
        from graphile_worker.jobs group by task_identifier`,
      ),
      rows<{ status: string; n: number; oldest_seconds: number | null }>(
        app,
        sql`select status, count(*)::int as n,
          extract(epoch from now() - min(created_at))::float8 as oldest_seconds
        from email_outbox group by status`,
      ),
      rows<{ provider: string; type: string; n: number }>(
        app,
        sql`select provider, type, count(*)::int as n from payment_events group by provider, type`,
      ),
    ]);
    queue.reset();
    queueAge.reset();
    for (const job of jobs) {
      for (const state of ['ready', 'running', 'parked'] as const) {
        queue.set({ task: job.task, state }, job[state]);
      }
      queueAge.set({ task: job.task }, job.oldest_ready_seconds);
    }
    outbox.reset();
    for (const m of mails) outbox.set({ status: m.status }, m.n);
    outboxLag.set(mails.find((m) => m.status === 'pending')?.oldest_seconds ?? 0);
    paymentEvents.reset();
    for (const e of events) paymentEvents.inc({ provider: e.provider, type: e.type }, e.n);
  };
}

/** Payments and refunds by outcome: package orders, activity places and cancellations. */
function moneyMetrics(app: FastifyInstance, register: Registry): () => Promise<void> {
  const byStatus = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['status'] as const, registers: [register] });
  const orders = byStatus('camp_orders', 'Package orders by status (paid, payment_failed, ...)');
  const places = byStatus(
    'camp_activity_payments',
    'Activity places on itineraries by payment status (paid, refunded, ...)',
  );
  const refunds = byStatus(
    'camp_refund_requests',
    'Cancellation and refund requests by status (pending, approved, refunded, declined, ...)',
  );
  const counted = (table: string, column: string) =>
    rows<{ status: string; n: number }>(
      app,
      sql.raw(`select ${column}::text as status, count(*)::int as n from ${table} group by 1`),
    );
  return async () => {
    const [o, p, r] = await Promise.all([
      counted('orders', 'status'),
      counted('itinerary_activities', 'payment_status'),
      counted('cancellation_requests', 'status'),
    ]);
    for (const [gauge, list] of [
      [orders, o],
      [places, p],
      [refunds, r],
    ] as const) {
      gauge.reset();
      for (const row of list) gauge.set({ status: row.status }, row.n);
    }
  };
}

/** MIA: the language model's tokens, answers by outcome, and how long an answer takes. */
function miaMetrics(app: FastifyInstance, register: Registry): () => Promise<void> {
  const tokens = new Counter({
    name: 'camp_mia_tokens_total',
    help: "Language-model tokens MIA's answers used, by kind (prompt, completion)",
    labelNames: ['kind'] as const,
    registers: [register],
  });
  const replies = new Gauge({
    name: 'camp_mia_replies',
    // A failed answer of the model, which reported no tokens, counts as the built-in assistant's.
    help: "MIA's answers by status (complete, failed, streaming) and assistant (model: the language model reported its tokens; builtin: none reported)",
    labelNames: ['status', 'assistant'] as const,
    registers: [register],
  });
  const latency = new Gauge({
    name: 'camp_mia_reply_seconds',
    help: "How long MIA's complete answers of the last hour took, start to end, by quantile",
    labelNames: ['quantile'] as const,
    registers: [register],
  });
  return async () => {
    const [[used], outcomes, [timing]] = await Promise.all([
      rows<{ prompt: number; completion: number }>(
        app,
        sql`select coalesce(sum(prompt_tokens), 0)::float8 as prompt,
          coalesce(sum(completion_tokens), 0)::float8 as completion
        from chat_messages where prompt_tokens is not null`,
      ),
      rows<{ status: string; assistant: string; n: number }>(
        app,
        sql`select status::text as status,
          case when prompt_tokens is null then 'builtin' else 'model' end as assistant,
          count(*)::int as n
        from chat_messages where role = 'assistant' group by 1, 2`,
      ),
      rows<{ p50: number | null; p95: number | null }>(
        app,
        sql`select percentile_cont(0.5) within group (order by s) as p50,
          percentile_cont(0.95) within group (order by s) as p95
        from (select extract(epoch from updated_at - created_at)::float8 as s from chat_messages
          where role = 'assistant' and status = 'complete'
            and created_at > now() - interval '1 hour') answers`,
      ),
    ]);
    tokens.reset();
    tokens.inc({ kind: 'prompt' }, used?.prompt ?? 0);
    tokens.inc({ kind: 'completion' }, used?.completion ?? 0);
    replies.reset();
    for (const r of outcomes) replies.set({ status: r.status, assistant: r.assistant }, r.n);
    latency.reset();
    if (timing?.p50 != null) latency.set({ quantile: '0.5' }, timing.p50);
    if (timing?.p95 != null) latency.set({ quantile: '0.95' }, timing.p95);
  };
}

/**
 * /metrics in Prometheus's text format, for a scrape that sends `Authorization: Bearer
 * METRICS_TOKEN`; without METRICS_TOKEN the path does not exist (404). The process's own figures
 * (CPU, memory, event-loop lag, GC) and: HTTP request durations by route and status, the
 * database pool, the job queue per task, the mail outbox's lag, open websockets, payment
 * provider events by type, orders, activity payments and refund requests by status, and MIA's
 * tokens, answers and answer times. The figures read from the database are the deployment's
 * (every instance reports the same); the others are this instance's.
 */
async function metricsPlugin(app: FastifyInstance) {
  const token = app.ctx.config.METRICS_TOKEN;
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'camp_' });
  instanceMetrics(app, register);
  const readDatabase = databaseMetrics(app, register);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody({ _base: ['A valid metrics token is required.'] }));
    }
    await readDatabase();
    return reply
      .header('content-type', register.contentType)
      .header('cache-control', 'no-store')
      .send(await register.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['context', 'realtime'] });
