// Benchmarks: `npm run bench [-- <name>...]`. Runs against a real listening server on an
// embedded database, or on PostgreSQL when DATABASE_URL is set. Figures go to docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

type Bench = (base: string, handle: DbHandle) => Promise<LatencyResult[]>;

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
      await measure('POST /api/v1/parents/sessions', { requests: 200, concurrency: 4 }, async (i) => {
        const res = await fetch(`${base}/api/v1/parents/sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i % 250}.1` },
          body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
        });
        await res.arrayBuffer();
        return res.ok;
      }),
    ];
  },
  /** Bulk import of a 5,000-row .xlsx file (bench/import.ts). */
  import: importBench,
  /** The specialist's catalog search on 100,000 activities (bench/catalog-search.ts). */
  'catalog-search': catalogSearchBench,
};

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = wanted.length ? wanted : Object.keys(benches);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'camp-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Benchmarks send many sign-ins from one machine; trust the forwarded address per request.
    TRUST_PROXY: 'true',
  });
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 20 });
  await migrate(handle);
  await seedReference(handle.db);
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
  const app = await buildApp({ config, dbHandle: handle, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`database: ${handle.kind}; node ${process.version}; ${new Date().toISOString()}`);
  const results: LatencyResult[] = [];
  try {
    for (const name of names) {
      const bench = benches[name];
      if (!bench) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(', ')}`);
      results.push(...(await bench(address, handle)));
    }
    printTable(results);
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
