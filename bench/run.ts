// Benchmarks: `npm run bench [-- <name>...] [--instances=N]`. Runs against a real listening
// server on the embedded PostgreSQL, or on the server DATABASE_URL names. With
// --instances=N the API runs as N processes sharing one port (node:cluster),
// as it would with one instance per core; by default it runs in this process. Figures go to
// docs/benchmarks.md. Standalone, against a running product: bench/start.mjs (start-up),
// bench/home-page-bytes.ts (bytes of the home page) and bench/lighthouse.ts (Lighthouse on the
// phone profile for the public pages and two signed-in ones).
import cluster from 'node:cluster';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDb, type DbHandle } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { seedReference } from '../apps/api/src/db/seed/reference.js';
import { users } from '../apps/api/src/db/schema/users.js';
import { hashPassword } from '../apps/api/src/lib/password.js';
import { measure, printTable, type LatencyResult } from './latency.js';
import { importBench } from './import.js';
import { catalogSearchBench } from './catalog-search.js';
import { catalogSearchShapesBench } from './catalog-search-shapes.js';
import { checkoutsBench } from './checkouts.js';
import { miaEvalBench } from './mia-eval.js';
import { seedEvalWorld } from './mia-eval/world.js';
import { checkoutWebhooksBench } from './checkout-webhooks.js';

/** The API under test: its address, and its processes when they are not this one. */
interface Api {
  base: string;
  /** The instances' process ids (--instances), whose CPU is counted with this process's. */
  pids: number[];
}

/** A benchmark: the API's address, the database, and the API's processes (none: this one). */
type Bench = (
  base: string,
  handle: DbHandle,
  apiPids: readonly number[],
) => Promise<LatencyResult[]>;

const benches: Record<string, Bench> = {
  /** Baseline: the cheapest database round trip through the whole HTTP stack. */
  async health(base) {
    return [
      await measure('GET /health', { requests: 2000, concurrency: 20 }, async () => {
        const res = await fetch(`${base}/health`);
        await res.arrayBuffer();
        return res.ok;
      }),
    ];
  },
  /** Sign-in is dominated by argon2id by design; this shows what it costs per request. */
  async 'sign-in'(base) {
    return [
      await measure(
        'POST /api/v1/parents/sessions',
        { requests: 200, concurrency: 4 },
        async (i) => {
          const res = await fetch(`${base}/api/v1/parents/sessions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i % 250}.1` },
            body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
          });
          await res.arrayBuffer();
          return res.ok;
        },
      ),
    ];
  },
  /** Bulk import of a 5,000-row .xlsx file (bench/import.ts). */
  import: importBench,
  /** The specialist's catalog search on 100,000 activities (bench/catalog-search.ts). */
  'catalog-search': catalogSearchBench,
  /** The search's seven shapes, API and SQL, at 20 concurrent (bench/catalog-search-shapes.ts). */
  'catalog-search-shapes': catalogSearchShapesBench,
  /** 200 families start a checkout at once for 10 seats, then pay (bench/checkouts.ts). */
  checkouts: checkoutsBench,
  /** MIA's built-in assistant on the demo families: accuracy, leaks, answer time (bench/mia-eval.ts). */
  'mia-eval': miaEvalBench,
  /** 1,000 Stripe webhook deliveries, shuffled with duplicates, through two instances (bench/checkout-webhooks.ts). */
  'checkout-webhooks': checkoutWebhooksBench,
};

/** The environment every API instance of a run is configured from. */
function benchEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Benchmarks send many sign-ins from one machine; trust the forwarded address per request.
    TRUST_PROXY: 'true',
  };
}

const INSTANCES_ARG = /^--instances=(\d+)$/;

/**
 * Starts `count` API processes on one shared port: cluster workers running this file, which
 * see `cluster.isWorker` and run `instance()`. The database is already migrated and seeded.
 */
async function startInstances(count: number, env: NodeJS.ProcessEnv): Promise<Api> {
  const workers = Array.from({ length: count }, () => cluster.fork(env));
  const addresses = await Promise.all(
    workers.map(
      (w) =>
        new Promise<string>((resolve, reject) => {
          w.once('message', (msg: { address?: string }) =>
            msg.address ? resolve(msg.address) : reject(new Error('instance failed to start')),
          );
          w.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
        }),
    ),
  );
  return { base: addresses[0]!, pids: workers.map((w) => w.process.pid!) };
}

async function stopInstances(): Promise<void> {
  await Promise.all(
    Object.values(cluster.workers ?? {}).map(
      (w) =>
        new Promise<void>((resolve) => {
          if (!w) return resolve();
          w.once('exit', () => resolve());
          w.disconnect();
        }),
    ),
  );
}

/** One API instance of a --instances run (a cluster worker; listen(0) shares the primary's port). */
async function instance() {
  const config = loadConfig(process.env);
  const handle = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 20,
  });
  const app = await buildApp({ config, dbHandle: handle, logger: false, runJobs: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ address });
  process.once('disconnect', () => {
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
}

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = wanted.length ? wanted : Object.keys(benches);
  const instancesArg = process.argv.find((a) => INSTANCES_ARG.test(a));
  const instances = Number(instancesArg?.match(INSTANCES_ARG)![1] ?? 1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'camp-bench-'));
  const env = benchEnv(dataDir);
  const config = loadConfig(env);
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 20 });
  await migrate(handle);
  await seedReference(handle.db);
  // The demo seed fills only a database without users: before the bench account.
  if (names.includes('mia-eval')) await seedEvalWorld(handle.db);
  await handle.db
    .insert(users)
    .values({
      role: 'Parent',
      email: 'bench@example.com',
      name: 'Bench Parent',
      passwordHash: await hashPassword('bench-password-1'),
      confirmedAt: new Date(),
    })
    .onConflictDoNothing();
  let api: Api;
  let closeApi: () => Promise<void>;
  // Any --instances (1 too) runs the API in processes of its own, as `npm start` does.
  if (instancesArg) {
    // The instances must sign and verify with the same secret.
    api = await startInstances(instances, { ...env, JWT_SECRET: config.JWT_SECRET });
    closeApi = stopInstances;
  } else {
    const app = await buildApp({ config, dbHandle: handle, logger: false, runJobs: false });
    api = { base: await app.listen({ port: 0, host: '127.0.0.1' }), pids: [] };
    closeApi = () => app.close();
  }
  const [version] = (
    (await handle.db.execute(sql`SHOW server_version`)) as unknown as {
      rows: { server_version: string }[];
    }
  ).rows;
  const where = config.DATABASE_URL ? 'DATABASE_URL' : 'embedded';
  console.log(
    `database: PostgreSQL ${version?.server_version} (${where}); node ${process.version}; API instances: ${instances}; ${new Date().toISOString()}`,
  );
  const results: LatencyResult[] = [];
  try {
    for (const name of names) {
      const bench = benches[name];
      if (!bench)
        throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(', ')}`);
      results.push(...(await bench(api.base, handle, api.pids)));
    }
    printTable(results);
  } finally {
    await closeApi();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

(cluster.isWorker ? instance() : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
