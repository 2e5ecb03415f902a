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

/** A pool on a test database (PostgreSQL). */
function openPool(url: string): Promise<DbHandle> {
  return openDb({
    databaseUrl: url,
    dataDir: tmpdir(),
    poolSize: 4,
    // Dropping the database at the end terminates connections the pool is still closing.
    onIdleError: (err) => {
      if ((err as { code?: string }).code !== '57P01') console.error(err);
    },
  });
}

/** A fresh database created from the migrated template, on the run's server (embedded or DATABASE_URL). */
async function createTemplateCopy(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  const databaseUrl = inject('databaseUrl');
  const name = `camp_t_${randomBytes(5).toString('hex')}`;
  await withDatabase(adminUrl(databaseUrl), (c) =>
    c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
  );
  return {
    url: withDbName(databaseUrl, name),
    drop: () =>
      withDatabase(adminUrl(databaseUrl), (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/** A fresh database created from the migrated template, so each test file starts clean. */
export async function openTestDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const { url, drop } = await createTemplateCopy();
  return { handle: await openPool(url), drop };
}

function testConfig(dataDir: string, env: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests call the jobs' functions themselves; a test wanting a worker sets it.
    RUN_JOBS: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
}

/** One app instance on a fresh database (see createTestApps). */
export async function createTestApp(
  env: Record<string, string> = {},
  override?: (ctx: AppContext) => AppContext,
): Promise<TestApp> {
  const { apps, close } = await createTestApps(1, env, override);
  return { ...apps[0]!, close };
}

export interface TestApps {
  /** The instances, in order; each has its own connection pool on the one database. */
  apps: TestApp[];
  /** Move every instance's clock forward (they share one). */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * `n` app instances on one fresh database (cloned from the migrated template), as n API
 * processes behind a load balancer: each has its own connection pool, its own app and context
 * (so its own caches) and its own DATA_DIR; they share the JWT secret (a token from one is good
 * on the others), the TOTP key and one clock. The concurrency tests send their requests through all of them.
 * `override` replaces parts of each instance's context (fakes for outside servers); `env` may
 * differ per instance (a function of its index), as during a rotation of JWT_SECRET.
 */
export async function createTestApps(
  n: number,
  env: Record<string, string> | ((index: number) => Record<string, string>) = {},
  override?: (ctx: AppContext) => AppContext,
): Promise<TestApps> {
  const secret = randomBytes(32).toString('hex');
  // As a deployment's instances must: one key for the admins' sealed TOTP secrets.
  const totpKey = randomBytes(32).toString('hex');
  // Likewise one key ring for the children's health answers.
  const dataKeys = `test:${randomBytes(32).toString('hex')}`;
  const { url, drop } = await createTemplateCopy();
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const advance = (ms: number) => {
    offset += ms;
  };
  const apps: TestApp[] = [];
  for (let i = 0; i < n; i += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'camp-test-'));
    // The configuration names the database the instance uses, as a deployment's does.
    const config = testConfig(dataDir, {
      JWT_SECRET: secret,
      TOTP_ENCRYPTION_KEY: totpKey,
      DATA_ENCRYPTION_KEYS: dataKeys,
      DATABASE_URL: url,
      ...(typeof env === 'function' ? env(i) : env),
    });
    const handle = await openPool(url);
    const app = await buildApp({
      config,
      dbHandle: handle,
      logger: false,
      context: (ctx) => {
        const withClock = { ...ctx, now };
        return override ? override(withClock) : withClock;
      },
    });
    apps.push({
      app,
      ctx: app.ctx,
      db: app.ctx.db,
      config,
      advance,
      async close() {
        await app.close();
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    });
  }
  return {
    apps,
    advance,
    async close() {
      for (const t of apps) await t.close();
      await drop();
    },
  };
}
