import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDb } from '../../src/db/client.js';
import type { TestApp } from '../test-app.js';

export interface SecondInstance {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Another API instance on the test app's database, as a second server behind a load balancer
 * would be: its own connection pool, its own app and context (so its own caches), and its own
 * DATA_DIR; the same secret.
 */
export async function secondInstance(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<SecondInstance> {
  const base = inject('databaseUrl');
  // The test file's own database (cloned from the template), whatever its pool's URL.
  const { rows } = (await t.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(base);
  url.pathname = `/${rows[0]!.name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'camp-second-'));
  const handle = await openDb({ databaseUrl: url.toString(), dataDir, poolSize: 2 });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: t.config.APP_URL,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: t.config.JWT_SECRET,
    ...env,
  });
  const app = await buildApp({ config, dbHandle: handle, logger: false });
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
