// The catalog search's seven shapes (`npm run bench -- catalog-search-shapes`): no filter, one
// common word, a misspelt word, dates + age + interest, distance + dates + age, every filter,
// and page 50 with no filter, each through the API and as the same SQL sent straight to
// PostgreSQL, at 20 concurrent, beside the API's floor (a signed-in one-row read). Each shape
// cycles through several searches of its kind (different words, windows, ages, places), so a
// cache keyed by the search does not answer every request. Rounds alternate the paths and the
// shapes so that other load on the machine falls on all alike; each figure is the median of the
// rounds. CATALOG_ACTIVITIES sets the catalog's size (default 100,000; topped up when short).
// The load generator is a process of its own; `--instances=1` runs the API in one too.
// Figures go to docs/benchmarks.md ("Catalog search: the seven shapes").
import { sql } from 'drizzle-orm';
import type { CatalogSearchQuery } from '@camp/shared/catalog-search';
import type { DbHandle } from '../apps/api/src/db/client.js';
import {
  addDays,
  cpuSeconds,
  everyFilterQueries,
  load,
  median,
  parse,
  prepareCatalogBench,
  startLoad,
  statementsOf,
} from './catalog-search.js';
import type { Statements } from './catalog-search-load.js';
import { firstSearchStatements } from './catalog-search-first-statements.js';
import type { LatencyResult } from './latency.js';

const CONCURRENCY = 20;
const ROUNDS = Number(process.env.SHAPE_ROUNDS ?? 3);
const REQUESTS = Number(process.env.SHAPE_REQUESTS ?? 200);
const WARM_UP = Number(process.env.SHAPE_WARM_UP ?? 200);
/** Searches of each shape one at a time (0 leaves that part out: minutes at 1,000,000). */
const SERIAL = Number(process.env.SHAPE_SERIAL ?? 40);

/** Words of the benchmark catalog's names and texts, common ones (each in thousands of rows). */
const WORDS = ['soccer', 'dance', 'music', 'science', 'coding', 'theater', 'cooking', 'art'];
/** The same words misspelt (a letter dropped, doubled or two swapped). */
const TYPOS = ['socer', 'dnace', 'musci', 'sceince', 'codding', 'theatr', 'cookng', 'soccar'];
const POINTS: [number, number][] = [
  [35.7796, -78.6382],
  [35.994, -78.8986],
  [33.749, -84.388],
  [42.3601, -71.0589],
  [41.8781, -87.6298],
  [30.2672, -97.7431],
  [39.7392, -104.9903],
  [47.6062, -122.3321],
];

/** Each shape's searches (exported for bench/catalog-search-explain.ts). */
export async function shapes(
  handle: DbHandle,
  today: string,
): Promise<Record<string, CatalogSearchQuery[]>> {
  const interestIds = (
    (await handle.db.execute(
      sql`SELECT id FROM interests WHERE kind = 'activity' ORDER BY id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => r.id);
  // Two-month windows starting 1 to 8 weeks out, ages 6 to 13.
  const windows = Array.from({ length: 8 }, (_, i) => ({
    by_start_date: addDays(today, 7 * (i + 1)),
    by_end_date: addDays(today, 7 * (i + 1) + 61),
  }));
  const age = (i: number): [number, number] => [6 + (i % 8), 6 + (i % 8)];
  return {
    'no filter': [parse({})],
    'one word': WORDS.map((w) => parse({ by_search: w })),
    'misspelt word': TYPOS.map((w) => parse({ by_search: w })),
    'dates + age + interest': windows.map((w, i) =>
      parse({ ...w, by_age_level: age(i), by_interests: [interestIds[i % interestIds.length]!] }),
    ),
    'distance + dates + age': windows.map((w, i) =>
      parse({
        ...w,
        by_age_level: age(i + 3),
        by_distance: { coordinates: POINTS[i % POINTS.length]!, radius: 25 },
      }),
    ),
    'every filter': await everyFilterQueries(handle, today),
    'page 50, no filter': [parse({ page: 50 })],
  };
}

export async function catalogSearchShapesBench(
  base: string,
  handle: DbHandle,
  apiPids: readonly number[],
): Promise<LatencyResult[]> {
  const { size, now, today, specialistId, token, urlOf } = await prepareCatalogBench(base, handle);
  const byShape = await shapes(handle, today);
  const worker = startLoad({ databaseUrl: handle.url, token, concurrency: CONCURRENCY });
  const plan = await Promise.all(
    Object.entries(byShape).map(async ([name, queries]) => ({
      name,
      urls: queries.map(urlOf),
      // The SQL a warm instance sends: the search statement with its kept count (the words'
      // lookups are kept too). SHAPE_SQL=full sends the lookups and the counting statement.
      statements: await Promise.all(
        queries.map(async (q) => {
          if (process.env.SHAPE_SQL === 'full') return statementsOf(handle, now, q);
          // A filter set's first search (decision 0122): its bounded count, then its page.
          if (process.env.SHAPE_SQL === 'first') return firstSearchStatements(handle, now, q, size);
          return { ...(await statementsOf(handle, now, q, { keptCount: true })), lookups: null };
        }),
      ),
    })),
  );
  // One at a time, the search statement counting every match (as every search did before
  // counts were kept) and with the kept count: the work of one search, without queueing.
  const serial: string[] = [];
  for (const shape of SERIAL > 0 ? plan : []) {
    const counting = await Promise.all(
      byShape[shape.name]!.map(async (q) => ({
        ...(await statementsOf(handle, now, q)),
        lookups: null,
      })),
    );
    const one = (statements: Statements[]) =>
      worker.run({
        kind: 'sql',
        name: shape.name,
        statements,
        requests: SERIAL,
        concurrency: 1,
        warmup: 5,
      });
    const a = await one(counting);
    const b = await one(shape.statements);
    serial.push(
      `${shape.name.padEnd(24)} counting p50 ${a.p50.toFixed(1)} ms, kept count p50 ${b.p50.toFixed(1)} ms (×${(a.p50 / b.p50).toFixed(1)})`,
    );
  }
  const counts: string[] = [];
  for (const shape of plan) {
    const res = await fetch(shape.urls[0]!, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${shape.name}: ${res.status} ${await res.text()}`);
    counts.push(`${shape.name} ${((await res.json()) as { count: number }).count}`);
  }
  console.log(
    `catalog: ${size.toLocaleString('en-US')} activities; first search's count per shape: ${counts.join('; ')}`,
  );
  const reference = `${base}/api/v1/specialist/${specialistId}`;
  const api = (name: string, urls: string[], requests = REQUESTS) =>
    worker.run({ kind: 'api', name, urls, requests, concurrency: CONCURRENCY, warmup: 0 });
  const direct = (name: string, statements: (typeof plan)[number]['statements']) =>
    worker.run({
      kind: 'sql',
      name,
      statements,
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      warmup: 0,
    });
  for (const shape of plan) {
    await api('warm-up', shape.urls, WARM_UP);
    await direct('warm-up', shape.statements);
  }
  await api('warm-up', [reference], WARM_UP);

  // CPU per search (Node + PostgreSQL, from /proc): much steadier than latency on a shared machine.
  type Cpu = { node: number; postgres: number };
  const cpu = new Map<string, { api: Cpu; sql: Cpu }>();
  const counted = async (
    shape: string,
    path: 'api' | 'sql',
    work: () => Promise<LatencyResult>,
  ) => {
    const before = cpuSeconds(apiPids);
    const result = await work();
    const after = cpuSeconds(apiPids);
    const c = cpu.get(shape) ?? { api: { node: 0, postgres: 0 }, sql: { node: 0, postgres: 0 } };
    cpu.set(shape, c);
    c[path].node += after.node - before.node;
    c[path].postgres += after.postgres - before.postgres;
    return result;
  };
  const rounds = new Map<string, { api: LatencyResult[]; sql: LatencyResult[] }>();
  const refRounds: LatencyResult[] = [];
  const loads: string[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    loads.push(load());
    refRounds.push(await api('reference', [reference]));
    // Odd rounds send the API first, even ones the SQL.
    for (const shape of round % 2 ? plan : [...plan].reverse()) {
      const r = rounds.get(shape.name) ?? { api: [], sql: [] };
      rounds.set(shape.name, r);
      const order = round % 2 ? (['api', 'sql'] as const) : (['sql', 'api'] as const);
      for (const path of order) {
        if (path === 'api') {
          r.api.push(await counted(shape.name, path, () => api(shape.name, shape.urls)));
        } else {
          r.sql.push(await counted(shape.name, path, () => direct(shape.name, shape.statements)));
        }
      }
    }
    console.log(`round ${round} done (load ${loads.at(-1)} → ${load()})`);
  }
  await worker.close();
  const ref = median(refRounds, 'reference: GET /api/v1/specialist/{id}');
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `\n${size.toLocaleString('en-US')} activities, ${CONCURRENCY} concurrent, medians of ${ROUNDS} rounds of ${REQUESTS}; load average at the rounds' starts: ${loads.join(' | ')}`,
  );
  console.log(
    `${'shape'.padEnd(24)}  API p50  API p95  SQL p50  SQL p95  API÷SQL p95  API p95÷ref p95  CPU ms/search API (Node+PG) | SQL (PG)`,
  );
  const results: LatencyResult[] = [];
  for (const [name, r] of rounds) {
    const a = median(r.api, `${name}: API`);
    const s = median(r.sql, `${name}: SQL`);
    results.push(a, s);
    const c = cpu.get(name)!;
    const per = (x: number) => ((x * 1000) / (ROUNDS * REQUESTS)).toFixed(2);
    const cpuText = `${per(c.api.node)}+${per(c.api.postgres)} | ${per(c.sql.postgres)}`;
    console.log(
      `${name.padEnd(24)}${f(a.p50)}  ${f(a.p95)}  ${f(s.p50)}  ${f(s.p95)}  ${`×${(a.p95 / s.p95).toFixed(2)}`.padStart(11)}  ${`×${(a.p95 / ref.p95).toFixed(1)}`.padStart(14)}  ${cpuText}`,
    );
  }
  console.log(`\nthe search statement one at a time (load ${load()}):\n${serial.join('\n')}`);
  console.log(`reference one-row read: p50 ${ref.p50.toFixed(1)} p95 ${ref.p95.toFixed(1)} ms`);
  return [...results, ref];
}
