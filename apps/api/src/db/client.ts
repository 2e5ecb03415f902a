import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema/index.js';
import { startEmbedded } from './embedded.js';

export type Schema = typeof schema;
/** The node-postgres driver's database type, as services see it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

type Reads = readonly (() => unknown)[];

/**
 * Independent reads, at once on the pool (each borrows its own connection) but one after
 * another inside a transaction: its one connection runs one query at a time, and pg only queues
 * concurrent ones with a warning that pg 9 will refuse them.
 */
export async function readAll<const R extends Reads>(
  db: DbOrTx,
  reads: R,
): Promise<{ -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  type Out = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((r) => r()))) as Out;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Out;
}

export interface DbHandle {
  db: Db;
  /** PostgreSQL connection string (DATABASE_URL, or the embedded server's socket). */
  url: string;
  /** Run raw SQL (used by migrations, health checks and test setup). */
  exec(sql: string): Promise<void>;
  /** The pool's connections now: open, idle, and requests waiting for one (metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Ends the pool, then stops the embedded server when this process started it. Connections
   * still busy after a short grace (a long transaction) do not hold the server up: its fast
   * shutdown ends them and rolls their work back. Calling it again returns the same promise.
   */
  close(): Promise<void>;
}

export const EXTENSIONS_SQL =
  'CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance; CREATE EXTENSION IF NOT EXISTS pg_trgm;';

export interface OpenDbOptions {
  /** A PostgreSQL server of one's own; unset: the embedded server with its cluster in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /**
   * An error on an idle pooled connection (the server restarted, an admin terminated it). The
   * pool drops that connection and opens a new one when needed, so this is only reported;
   * without a listener node-postgres would throw it and stop the process.
   */
  onIdleError?: (err: Error) => void;
  /** Stop asked for while the embedded server starts (startEmbedded's `signal`). */
  signal?: AbortSignal;
}

/** How long close() lets busy connections finish before the embedded server's shutdown. */
const POOL_END_GRACE_MS = 1_000;

/** One code path for both: the embedded server is PostgreSQL reached through the same pool. */
export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  const embedded = opts.databaseUrl
    ? undefined
    : await startEmbedded(opts.dataDir, opts.signal ? { signal: opts.signal } : {});
  const url = opts.databaseUrl ?? embedded!.url;
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 10 });
  const onIdleError =
    opts.onIdleError ??
    ((err: Error) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`));
  let closing = false;
  // pool.end() resolves once its connections are told to end, not when they have: stopping the
  // embedded server right after terminates the last ones, which is expected then, not news.
  pool.on('error', (err) => {
    if (!closing) onIdleError(err);
  });
  // A connection lost while checked out (mid-transaction: the server restarted or ended that
  // backend) also makes its client emit 'error', and the pool listens only while a client is
  // idle: unheard, that event would end the whole process. The query running on it rejects
  // with the same error, so its request fails (and its transaction is gone) on its own; here
  // it only needs hearing. Idle errors still reach the pool's listener above.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  let closed: Promise<void> | undefined;
  const close = async () => {
    closing = true;
    if (!embedded?.owned) {
      await pool.end();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, POOL_END_GRACE_MS)));
    try {
      await Promise.race([pool.end(), grace]);
    } finally {
      clearTimeout(timer);
    }
    await embedded.stop();
  };
  return {
    db,
    url,
    exec: async (sql) => {
      await pool.query(sql);
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => (closed ??= close()),
  };
}
