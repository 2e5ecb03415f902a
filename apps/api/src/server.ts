import { loadConfig, parseEnv, ConfigError } from './config.js';
import { openDb, type DbHandle } from './db/client.js';
import { EmbeddedDbError, refuseOldDatabase } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { seedReference } from './db/seed/reference.js';
import { formatDemoAccounts, seedDemoIfEmpty } from './db/seed/demo.js';
import { buildApp } from './app.js';

let opened: DbHandle | undefined;
let stopping: NodeJS.Signals | undefined;

async function main() {
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
  // Without DATABASE_URL this starts the embedded server, which the product then stops on its
  // way out, whichever way that is (a failed start included).
  // Stopped while starting (the database starting, migrations, the demo seed): the embedded
  // server goes too, once it is up if it is still starting.
  const stopEarly = (signal: NodeJS.Signals) => {
    stopping = signal;
    console.error(`${signal} while starting: stopping`);
    if (opened) void opened.close().finally(() => process.exit(1));
  };
  process.once('SIGINT', stopEarly);
  process.once('SIGTERM', stopEarly);
  const dbHandle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  opened = dbHandle;
  if (stopping) {
    await dbHandle.close();
    process.exit(1);
  }
  await migrate(dbHandle);
  await seedReference(dbHandle.db);
  if (config.SEED_DEMO) {
    const accounts = await seedDemoIfEmpty({ db: dbHandle.db });
    if (accounts && !config.isProduction) console.log(formatDemoAccounts(accounts));
  }
  const app = await buildApp({
    config,
    dbHandle,
    mailWorker: true,
    renewalWorker: true,
    orphanOrdersWorker: true,
    checkoutExpiryWorker: true,
    waitlistOfferWorker: true,
    payoutsWorker: true,
    paymentPlansWorker: true,
    searchWordsWorker: true,
    logger: config.isProduction
      ? { level: config.LOG_LEVEL }
      : {
          level: config.LOG_LEVEL,
          transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
        },
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await dbHandle.close();
    process.exit(0);
  };
  process.off('SIGINT', stopEarly);
  process.off('SIGTERM', stopEarly);
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Camp Concierge is running at ${config.APP_URL}`);
}

main().catch(async (err: unknown) => {
  // A start stopped by a signal fails where it was; that failure is no news.
  if (!stopping) console.error(err instanceof EmbeddedDbError ? err.message : err);
  await opened?.close().catch(() => undefined);
  process.exit(1);
});
