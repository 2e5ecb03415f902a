import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedReference } from '../src/db/seed/reference.js';
import { adminUrl, withDatabase } from './pg-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dumped, migrated data directory. PostgreSQL: template database name. */
    dbTemplate: string;
  }
}

/** Migrate once per run; each test file then starts from a copy (STACK-NOTES: PGlite). */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `camp_tpl_${randomBytes(4).toString('hex')}`;
    await withDatabase(adminUrl(databaseUrl), (c) => c.query(`CREATE DATABASE ${name}`));
    const handle = await openDb({
      databaseUrl: withDbName(databaseUrl, name),
      dataDir: tmpdir(),
      poolSize: 1,
    });
    await migrate(handle);
    await seedReference(handle.db);
    await handle.close();
    project.provide('dbTemplate', name);
    return async () => {
      await withDatabase(adminUrl(databaseUrl), (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'camp-tpl-'));
  const handle = await openDb({ dataDir: dir, inMemory: true });
  await migrate(handle);
  await seedReference(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('dbTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDbName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
