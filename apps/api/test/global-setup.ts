import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client.js';
import { startEmbedded } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { seedReference } from '../src/db/seed/reference.js';
import { adminUrl, withDatabase } from './pg-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server the test databases live on: DATABASE_URL, or this run's embedded server. */
    databaseUrl: string;
    /** The migrated template database each test file's database is created from. */
    dbTemplate: string;
  }
}

/**
 * One server per run (DATABASE_URL, or an embedded PostgreSQL in a temporary folder), one
 * template database migrated once; each test file then gets a database of its own created from
 * the template (test-app.ts), so files run in parallel without seeing each other.
 */
export default async function setup(project: TestProject) {
  let databaseUrl = process.env.DATABASE_URL;
  let stopServer = async () => undefined as void;
  if (!databaseUrl) {
    // A short path: the server's socket lives in it (Unix socket paths are limited to ~100 bytes).
    const dir = mkdtempSync(path.join(tmpdir(), 'camp-pgtest-'));
    // Test data is thrown away: no need to survive a power cut, so no waiting on the disk.
    const server = await startEmbedded(dir, {
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    databaseUrl = server.url;
    stopServer = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const url = databaseUrl;
  const name = `camp_tpl_${randomBytes(4).toString('hex')}`;
  try {
    await withDatabase(adminUrl(url), (c) => c.query(`CREATE DATABASE ${name}`));
    const handle = await openDb({
      databaseUrl: withDbName(url, name),
      dataDir: tmpdir(),
      poolSize: 1,
    });
    try {
      await migrate(handle);
      await seedReference(handle.db);
    } finally {
      await handle.close();
    }
  } catch (err) {
    await stopServer();
    throw err;
  }
  project.provide('databaseUrl', url);
  project.provide('dbTemplate', name);
  return async () => {
    await withDatabase(adminUrl(url), (c) =>
      c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    ).catch(() => undefined);
    await stopServer();
  };
}

/** The same server and options, another database. */
export function withDbName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
