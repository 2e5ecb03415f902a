// A filter set's first search (no kept count), one at a time, for each of the seven shapes'
// searches (bench/catalog-search-shapes.ts): `DATABASE_URL=… npx tsx bench/catalog-search-first.ts
// [runs]`. Each run starts from an empty count cache, so it sends what a search of a new filter
// set sends (decision 0122: a count up to a bound, then the page). Prints the median over the
// searches of each search's median time (wall clock on one connection, round trips included),
// their range, and the first search's count.
import pg from 'pg';
import { openDb } from '../apps/api/src/db/client.js';
import {
  lookUpWords,
  rebuildSearchWords,
} from '../apps/api/src/modules/catalog/search/repository.js';
import { newCatalogCounts, searchCatalog } from '../apps/api/src/modules/catalog/search/counts.js';
import { catalogToday, toCatalogQuery } from '../apps/api/src/modules/catalog/search/query.js';
import { searchWords } from '@camp/shared/catalog-search';
import { shapes } from './catalog-search-shapes.js';
import { load } from './catalog-search.js';

const RUNS = Number(process.argv[2] ?? 5);
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

const handle = await openDb({ databaseUrl: process.env.DATABASE_URL!, dataDir: '' });
const now = new Date();
await rebuildSearchWords(handle.db);
const byShape = await shapes(handle, catalogToday(now));
const pool = new pg.Pool({ connectionString: handle.url, max: 1 });
const db = { $client: pool } as never;
// With FIRST_EXPLAIN=1: each statement the search sends is also run under EXPLAIN (ANALYZE,
// BUFFERS), and the statements' execution times and shared buffers are summed per search.
let explained = { ms: 0, buffers: 0, statements: 0 };
const explaining = {
  $client: {
    async query(text: string, values: unknown[]) {
      const config = { text, values };
      const [plan] = (
        await pool.query({
          text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${config.text}`,
          values: config.values,
        })
      ).rows[0]['QUERY PLAN'];
      explained.ms += plan['Execution Time'] + plan['Planning Time'];
      explained.buffers +=
        (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0);
      explained.statements += 1;
      return pool.query({ text: config.text, values: config.values });
    },
  },
} as never;
const { rows: sizeRows } = await pool.query<{ n: number }>(
  `SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'activities'::regclass`,
);
const catalogSize = sizeRows[0]!.n;
console.log(`load ${load()}; ${RUNS} runs per search; catalog ${catalogSize}`);
const only = process.env.FIRST_SHAPE;
for (const [name, all] of Object.entries(byShape)) {
  if (only && only !== name) continue;
  const times: number[] = [];
  const counts: string[] = [];
  const plans: string[] = [];
  for (const query of all.slice(0, 8)) {
    const q = toCatalogQuery(
      await lookUpWords(handle.db, searchWords(query.by_search)),
      now,
      query,
    );
    const mine: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      const r = await searchCatalog(db, newCatalogCounts(), q, Date.now(), catalogSize);
      mine.push(performance.now() - t0);
      if (i === 0) counts.push(`${r.count}${(r as { exact?: boolean }).exact === false ? '+' : ''}`);
    }
    times.push(med(mine));
    if (process.env.FIRST_EXPLAIN) {
      explained = { ms: 0, buffers: 0, statements: 0 };
      await searchCatalog(explaining, newCatalogCounts(), q, Date.now(), catalogSize);
      plans.push(`${explained.ms.toFixed(1)}/${explained.buffers}/${explained.statements}`);
    }
    if (process.env.FIRST_VERBOSE)
      console.log(`  ${JSON.stringify(query)} ${mine.map((t) => t.toFixed(1)).join(' ')}`);
  }
  console.log(
    `${name.padEnd(24)} median ${med(times).toFixed(1).padStart(6)} ms (searches ${Math.min(...times).toFixed(1)}-${Math.max(...times).toFixed(1)}); counts ${counts.join(' ')}${plans.length ? `; explained ms/buffers/statements ${plans.join(' ')}` : ''}`,
  );
}
console.log(`load ${load()}`);
await pool.end();
await handle.close();
