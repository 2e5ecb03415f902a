import { loadConfig, ConfigError } from './config.js';
import { openDb } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedReference } from './db/seed/reference.js';
import { formatDemoAccounts, seedDemoIfEmpty } from './db/seed/demo.js';
import { buildApp } from './app.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const dbHandle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
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
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Camp Concierge is running at ${config.APP_URL}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
