import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Both drivers (PGlite and node-postgres) produce this type, so services never care which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL connection string (postgres only). */
  url?: string;
  /** Run raw SQL (used by migrations, health checks and test setup). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export const EXTENSIONS_SQL =
  'CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance; CREATE EXTENSION IF NOT EXISTS pg_trgm;';

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite only: start from a dumped data directory (tests copy a migrated template). */
  loadDataDir?: Blob | File;
  /** PGlite only: keep everything in memory. */
  inMemory?: boolean;
  poolSize?: number;
  /**
   * PostgreSQL only: an error on an idle pooled connection (the server restarted, an admin
   * terminated it). The pool drops that connection and opens a new one when needed, so this is
   * only reported; without a listener node-postgres would throw it and stop the process.
   */
  onIdleError?: (err: Error) => void;
}

export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const onIdleError =
      opts.onIdleError ??
      ((err: Error) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`));
    pool.on('error', onIdleError);
    const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Order matters: pg_trgm must load last (see STACK-NOTES: a `%` query spins otherwise).
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (!opts.inMemory && !opts.loadDataDir) {
    dataDir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { cube, earthdistance, pg_trgm },
  });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
