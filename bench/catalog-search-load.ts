// The load generator of bench/catalog-search.ts, in a process of its own (forked, messages over
// IPC): clients run elsewhere in production, so their work must neither queue on the API
// server's event loop nor count in the API process's CPU (a worker thread did the latter, and
// shared the process's CPU time with the API). It sends searches either to the API (HTTP,
// keep-alive) or straight to PostgreSQL (the same statements the API runs, through
// node-postgres), and answers latency figures.
import http from 'node:http';
import pg from 'pg';
import { measure } from './latency.js';

/** A statement as node-postgres takes it (with a name when the API prepares it). */
export interface SentStatement {
  name?: string;
  text: string;
  values: unknown[];
}

export interface Statements {
  /** The word lookups (only for a search with text), then the search. */
  lookups: SentStatement | null;
  search: SentStatement;
}

export interface LoadSetup {
  databaseUrl: string;
  token: string;
  concurrency: number;
}

export interface LoadRun {
  kind: 'sql' | 'api';
  name: string;
  /** Cycled through: statements for 'sql', URLs for 'api'. */
  statements?: Statements[];
  urls?: string[];
  requests: number;
  concurrency: number;
  warmup: number;
}

/** The setup, from the environment the process was forked with (startLoad sets it). */
const setup = JSON.parse(process.env.CATALOG_LOAD_SETUP ?? '{}') as LoadSetup;
const pool = new pg.Pool({ connectionString: setup.databaseUrl, max: setup.concurrency });
const agent = new http.Agent({ keepAlive: true, maxSockets: setup.concurrency });

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { authorization: `Bearer ${setup.token}` } }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function runStatements(s: Statements): Promise<boolean> {
  if (s.lookups) await pool.query(s.lookups);
  await pool.query(s.search);
  return true;
}

const reply = (msg: { result?: unknown; error?: string }) => process.send!(msg);

process.on('message', (msg: LoadRun | 'close') => {
  if (msg === 'close') {
    agent.destroy();
    void pool.end().then(() => process.disconnect());
    return;
  }
  const run =
    msg.kind === 'sql'
      ? (i: number) => runStatements(msg.statements![i % msg.statements!.length]!)
      : async (i: number) => (await get(msg.urls![i % msg.urls!.length]!)) === 200;
  measure(msg.name, msg, run).then(
    (result) => reply({ result }),
    (err: unknown) => reply({ error: String(err) }),
  );
});
