import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDb, type DbHandle } from '../src/db/client.js';
import type { AppContext } from '../src/context.js';
import { adminUrl, withDatabase } from './pg-admin.js';
import { withDbName } from './global-setup.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: AppContext['db'];
  config: Config;
  /** Move the clock forward (tokens, expiry). */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** A fresh database created from the migrated template, so each test file starts clean. */
export async function openTestDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  const databaseUrl = inject('databaseUrl');
  const name = `camp_t_${randomBytes(5).toString('hex')}`;
  await withDatabase(adminUrl(databaseUrl), (c) =>
    c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
  );
  const handle = await openDb({
    databaseUrl: withDbName(databaseUrl, name),
    dataDir: tmpdir(),
    poolSize: 4,
    // Dropping the database at the end terminates connections the pool is still closing.
    onIdleError: (err) => {
      if ((err as { code?: string }).code !== '57P01') console.error(err);
    },
  });
  return {
    handle,
    drop: () =>
      withDatabase(adminUrl(databaseUrl), (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  override?: (ctx: AppContext) => AppContext,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'camp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const { handle, drop } = await openTestDb();
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const app = await buildApp({
    config,
    dbHandle: handle,
    logger: false,
    context: (ctx) => {
      const withClock = { ...ctx, now };
      return override ? override(withClock) : withClock;
    },
  });
  return {
    app,
    ctx: app.ctx,
    db: app.ctx.db,
    config,
    advance(ms) {
      offset += ms;
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
