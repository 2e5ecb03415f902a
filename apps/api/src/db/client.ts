import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type pg from 'pg';
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
  /**
   * LISTEN to a channel: `onNotify` gets each payload. On PostgreSQL this holds a connection of
   * its own; when it is lost `onState(false)` says so (what was notified meanwhile is gone, so
   * assume anything changed), it reconnects by itself, and `onState(true)` says it listens
   * again. Answers the function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
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
  const databaseUrl = opts.databaseUrl;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.poolSize ?? 10 });
    const onIdleError =
      opts.onIdleError ??
      ((err: Error) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`));
    pool.on('error', onIdleError);
    const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: databaseUrl,
      exec: async (sql) => {
        await pool.query(sql);
      },
      listen: (channel, onNotify, onState) =>
        listenOnPostgres(pg, databaseUrl, channel, onNotify, onState),
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
  const create = () =>
    PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { cube, earthdistance, pg_trgm },
    });
  let client = await create();
  for (let attempt = 1; !(await trigramGistWorks(client)); attempt += 1) {
    await client.close().catch(() => undefined);
    if (attempt === PGLITE_ATTEMPTS) {
      throw new Error(`PGlite: no working instance in ${PGLITE_ATTEMPTS} attempts`);
    }
    client = await create();
  }
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    // One in-process connection: it cannot be lost, and a NOTIFY reaches its listeners as the
    // committing statement returns.
    listen: async (channel, onNotify, onState) => {
      const unlisten = await client.listen(channel, onNotify);
      onState(true);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/**
 * PGlite 0.5.16 starts, now and then, an instance whose pg_trgm GiST support is broken: the
 * first use of a trigram GiST index (the typo dictionary's) fails the WASM backend with "null
 * function or function signature mismatch", and the instance is dead. Measured here: 2 of 60
 * fresh instances; an instance whose first use passes never failed later (400 searches and
 * inserts each). So each instance is tried once at open, on a temporary index in a transaction
 * rolled back, and replaced when it fails (docs/decisions/0027-pglite-crash-handling.md).
 */
const TRIGRAM_GIST_PROBE = `BEGIN;
CREATE TEMP TABLE pglite_probe (word text);
CREATE INDEX ON pglite_probe USING gist (word gist_trgm_ops);
INSERT INTO pglite_probe VALUES ('probe'), ('probes');
SET LOCAL enable_seqscan = off;
SELECT word FROM pglite_probe ORDER BY word <-> 'prob' LIMIT 1;
ROLLBACK;`;
const PGLITE_ATTEMPTS = 5;

export async function trigramGistWorks(client: {
  exec(sql: string): Promise<unknown>;
}): Promise<boolean> {
  try {
    // Apart: in one message with the probe, its ROLLBACK would undo them too.
    await client.exec(EXTENSIONS_SQL);
    await client.exec(TRIGRAM_GIST_PROBE);
    return true;
  } catch (err) {
    // The backend failure (scripts/patch-pglite.mjs names it); any other error is a real one.
    if (err instanceof Error && err.message.startsWith('PGlite backend failed')) return false;
    throw err;
  }
}

const LISTEN_RETRY_MS = { first: 500, max: 30_000 };

/** A dedicated connection that LISTENs, and reconnects (with backoff) when it is lost. */
async function listenOnPostgres(
  pgModule: typeof pg,
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retryMs = LISTEN_RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    onState(false);
    client.end().catch(() => undefined);
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
  };

  async function connect(): Promise<void> {
    // Keep-alive probes notice a connection that died silently (no FIN): without them a lost
    // listener could go unnoticed for hours.
    const client = new pgModule.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    current = client;
    client.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      if (current !== client) return;
      retryMs = LISTEN_RETRY_MS.first;
      onState(true);
    } catch {
      lost(client);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
