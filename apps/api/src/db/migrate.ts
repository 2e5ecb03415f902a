import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as run } from 'drizzle-orm/node-postgres/migrator';
import { EXTENSIONS_SQL, type DbHandle } from './client.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { migrateJobs } from '../lib/jobs.js';

/**
 * Apply the extensions, the job engine's schema (graphile-worker's own migrations), then the
 * committed migrations. Safe to run twice, and safe with several
 * instances starting at once: an advisory lock, held on one dedicated connection,
 * serialises them.
 */
export async function migrate(handle: DbHandle): Promise<void> {
  const client = new pg.Client({ connectionString: handle.url });
  // A connection lost mid-migration fails the query in flight, which is what reports it; the
  // client's 'error' event would otherwise stop the process with a stack trace.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await client.query(EXTENSIONS_SQL);
    await migrateJobs(handle.url);
    await run(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    await client.end();
  }
}
