import type { FastifyInstance } from 'fastify';
import { loadConfig, parseEnv, ConfigError } from './config.js';
import { openDb, type DbHandle } from './db/client.js';
import { EmbeddedDbError, refuseOldDatabase } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { seedReference } from './db/seed/reference.js';
import { formatDemoAccounts, seedDemoIfEmpty } from './db/seed/demo.js';
import { buildApp } from './app.js';

/** How long requests in flight and workers' passes may take to finish when the product stops. */
const APP_CLOSE_GRACE_MS = 1_500;
/** How long the last step before exiting (exporting buffered spans) may take. */
const BEFORE_EXIT_MS = 1_000;

export interface MainOptions {
  /** Run last before the process exits, for at most a second (tracing's last export). */
  beforeExit?: () => Promise<void>;
}

/**
 * Starts the product, and stops it when `stop` is aborted (SIGINT, SIGTERM; server.ts), at any
 * moment: while the embedded database starts or recovers, while migrations or the demo seed
 * run, or once it serves. Whatever the moment, the embedded PostgreSQL this process started is
 * stopped before the process exits, and the exit comes within a few seconds: requests in flight
 * get a short grace, and work still running on the database is rolled back by its shutdown.
 */
export async function main(stop: AbortSignal, opts: MainOptions = {}): Promise<void> {
  let config;
  try {
    // Before loadConfig, which may write a JWT secret into DATA_DIR: a DATA_DIR of the earlier
    // embedded database is left exactly as it is.
    const env = parseEnv(process.env);
    if (!env.DATABASE_URL) refuseOldDatabase(env.DATA_DIR);
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError || err instanceof EmbeddedDbError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let dbHandle: DbHandle | undefined;
  let app: FastifyInstance | undefined;
  let listening = false;
  let exiting: Promise<void> | undefined;
  const exit = (code: number) =>
    (exiting ??= (async () => {
      if (app) await withinMs(APP_CLOSE_GRACE_MS, app.close()).catch(() => undefined);
      // The database last: its server stops (a fast shutdown) once the pool has ended.
      await dbHandle?.close().catch((err: unknown) => console.error(err));
      if (opts.beforeExit) await withinMs(BEFORE_EXIT_MS, opts.beforeExit()).catch(() => undefined);
      process.exit(code);
    })());

  const onStop = () => {
    const signal = String(stop.reason);
    if (listening) app!.log.info({ signal }, 'shutting down');
    else console.error(`${signal} while starting: stopping`);
    // Before the database is open, its opening sees the stop itself: a server a killed run left
    // behind is stopped, and none is started (or one starting is stopped).
    if (dbHandle) void exit(listening ? 0 : 1);
  };
  if (stop.aborted) onStop();
  else stop.addEventListener('abort', onStop, { once: true });

  try {
    dbHandle = await openDb({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      signal: stop,
    });
    if (stop.aborted) return void (await exit(1));
    await migrate(dbHandle);
    await seedReference(dbHandle.db);
    if (config.SEED_DEMO) {
      const accounts = await seedDemoIfEmpty({
        db: dbHandle.db,
        totpKey: config.TOTP_ENCRYPTION_KEY,
      });
      if (accounts && !config.isProduction) console.log(formatDemoAccounts(accounts, true));
    }
    app = await buildApp({
      config,
      dbHandle,
      logger: config.isProduction
        ? { level: config.LOG_LEVEL }
        : {
            level: config.LOG_LEVEL,
            transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
          },
    });
    if (stop.aborted) return void (await exit(1));
    await app.listen({ port: config.PORT, host: config.HOST });
    if (stop.aborted) return void (await exit(1));
    listening = true;
    app.log.info(`Camp Concierge is running at ${config.APP_URL}`);
  } catch (err) {
    // A start stopped by a signal fails where it was; that failure is no news.
    if (!stop.aborted) console.error(err instanceof EmbeddedDbError ? err.message : err);
    await exit(1);
  }
}

/** `work`, or nothing more once `ms` have passed. */
async function withinMs(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
