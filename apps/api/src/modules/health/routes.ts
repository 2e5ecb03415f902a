import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../../lib/paths.js';

/** How long one readiness check may take before it counts as unavailable. */
const CHECK_TIMEOUT_MS = 3000;

const checkResult = z.enum(['ok', 'unavailable', 'pending', 'not_configured']);
type CheckResult = z.infer<typeof checkResult>;

const readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: checkResult,
    migrations: checkResult,
    redis: checkResult,
    storage: checkResult,
  }),
});

/** The migrations this build ships, from drizzle's journal. */
function shippedMigrations(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** `run` within CHECK_TIMEOUT_MS: its answer, or 'unavailable' when it throws or hangs. */
async function bounded(
  run: () => Promise<CheckResult>,
  onError: (err: unknown) => void,
): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run(), timeout]);
  } catch (err) {
    onError(err);
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes: /health/live answers while the process serves (restart it when not);
 * /health/ready answers 200 only when the database answers with every migration of this build
 * applied, Redis (when configured) answers and the file storage is usable (send it traffic only
 * then); /health is the database check alone, kept for the probes that use it.
 */
export async function healthRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const shipped = shippedMigrations();

  typed.get(
    '/health',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  typed.get(
    '/health/live',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  typed.get(
    '/health/ready',
    { schema: { hide: true, response: { 200: readiness, 503: readiness } } },
    async (request, reply) => {
      const { ctx } = app;
      const failed = (what: string) => (err: unknown) =>
        request.log.warn({ err }, `readiness: ${what} unavailable`);
      const [database, migrations, redis, storage] = await Promise.all([
        bounded(async () => {
          await ctx.db.execute(sql`select 1`);
          return 'ok';
        }, failed('database')),
        bounded(async () => {
          const result = (await ctx.db.execute(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          )) as unknown as { rows: { n: number }[] };
          return (result.rows[0]?.n ?? 0) >= shipped ? 'ok' : 'pending';
        }, failed('migrations')),
        ctx.realtime.kind === 'redis'
          ? bounded(async () => {
              await ctx.realtime.check();
              return 'ok';
            }, failed('Redis'))
          : Promise.resolve<CheckResult>('not_configured'),
        bounded(async () => {
          await ctx.storage.check();
          return 'ok';
        }, failed('file storage')),
      ]);
      const checks = { database, migrations, redis, storage };
      const ready = Object.values(checks).every((c) => c === 'ok' || c === 'not_configured');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? ('ok' as const) : ('unavailable' as const), checks });
    },
  );
}
