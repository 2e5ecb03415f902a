// The catalog search's seven shapes one at a time under EXPLAIN (ANALYZE, BUFFERS):
// `DATABASE_URL=… npx tsx bench/catalog-search-explain.ts [runs]`. For each shape's searches
// (those of bench/catalog-search-shapes.ts), the search statement as a warm instance sends it
// (with its kept count, after one counting run), run `runs` times (default 5); prints the median
// execution time over the runs and the searches, its range over the searches, and the plan's
// shared buffers (hit + read; the same from run to run, so the figure load disturbs least).
// With EXPLAIN_SHAPE=<name> it prints that shape's first plan too.
import pg from 'pg';
import { openDb } from '../apps/api/src/db/client.js';
import {
  catalogSearchStatement,
  lookUpWords,
  rebuildSearchWords,
  type Statement,
} from '../apps/api/src/modules/catalog/search/repository.js';
import { searchCatalog, newCatalogCounts } from '../apps/api/src/modules/catalog/search/counts.js';
import { catalogToday, toCatalogQuery } from '../apps/api/src/modules/catalog/search/query.js';
import { searchWords } from '@camp/shared/catalog-search';
import { shapes } from './catalog-search-shapes.js';
import { load } from './catalog-search.js';

const RUNS = Number(process.argv[2] ?? 5);
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

interface PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}

const handle = await openDb({ databaseUrl: process.env.DATABASE_URL!, dataDir: '' });
const now = new Date();
await rebuildSearchWords(handle.db);
const byShape = await shapes(handle, catalogToday(now));
const pool = new pg.Pool({ connectionString: handle.url, max: 1 });
// What the API reads with the filters' options: the planner's estimate of the catalog's size.
const { rows: sizeRows } = await pool.query<{ n: number }>(
  `SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'activities'::regclass`,
);
const catalogSize = sizeRows[0]!.n;
console.log(`load ${load()}; ${RUNS} runs per search`);
for (const [name, all] of Object.entries(byShape)) {
  const queries = all.slice(0, 8);
  const times: number[] = [];
  const buffers: number[] = [];
  let shown = process.env.EXPLAIN_SHAPE !== name;
  for (const query of queries) {
    const q = toCatalogQuery(
      await lookUpWords(handle.db, searchWords(query.by_search)),
      now,
      query,
    );
    // What the API sends for it when warm (the kept count, and whatever else it keeps).
    const counts = newCatalogCounts();
    await searchCatalog(handle.db, counts, q, Date.now(), catalogSize);
    const sent: Statement[] = [];
    await searchCatalog(
      { $client: { query: recordOnly(sent) } } as never,
      counts,
      q,
      Date.now(),
      catalogSize,
    ).catch(() => undefined);
    const s = sent[0] ?? catalogSearchStatement(q);
    const mine: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const res = await pool.query({
        text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`,
        values: s.values,
      });
      const [plan] = res.rows[0]['QUERY PLAN'] as [
        { 'Execution Time': number; 'Planning Time': number; Plan: PlanNode },
      ];
      mine.push(plan['Execution Time'] + plan['Planning Time']);
      if (i === 0) {
        buffers.push(
          (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0),
        );
      }
      if (!shown) {
        shown = true;
        const text = await pool.query({
          text: `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`,
          values: s.values,
        });
        console.log(text.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
    }
    times.push(med(mine));
  }
  console.log(
    `${name.padEnd(24)} median ${med(times).toFixed(1).padStart(6)} ms (searches ${Math.min(...times).toFixed(1)}-${Math.max(...times).toFixed(1)}), buffers median ${med(buffers)} (max ${Math.max(...buffers)})`,
  );
}
console.log(`load ${load()}`);
await pool.end();
await handle.close();

/** A client that records the statement it is asked to run and answers nothing. */
function recordOnly(sent: Statement[]) {
  return (config: string | { text: string; values: unknown[] }, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    sent.push({ text, values: typeof config === 'string' ? values : config.values } as Statement);
    throw new Error('recorded');
  };
}
