// The specialist's catalog search (GET /api/v1/specialists/activities) on a 100,000-activity
// catalog in PostgreSQL. Targets: a search combining every filter answers at p95 under 25 ms
// with 20 concurrent requests, and the API adds at most 30% to the time of the same SQL run
// directly (docs/decisions/0029-catalog-benchmark-reading.md). Both are measured in one run, on
// a warmed server, in alternating rounds, on the same searches: the SQL both as a whole search
// and as the search statement alone (what the API sends once it has looked the words up), with
// the load generated from a process of its own (bench/catalog-search-load.ts); CPU used per search
// is counted too. `--plans` prints the query plans (EXPLAIN ANALYZE). Figures go to
// docs/benchmarks.md.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import {
  catalogSearchParams,
  catalogSearchQuerySchema,
  readCatalogSearchParams,
  searchWords,
  type CatalogSearchQuery,
} from '@camp/shared/catalog-search';
import { CAMP_TYPES, type CampType } from '@camp/shared/enums';
import type { DbHandle } from '../apps/api/src/db/client.js';
import { users } from '../apps/api/src/db/schema/users.js';
import { seedBenchCatalog } from '../apps/api/src/db/seed/bench-catalog.js';
import { createRng } from '../apps/api/src/db/seed/catalog.js';
import { hashPassword } from '../apps/api/src/lib/password.js';
import {
  catalogSearchStatement,
  lookUpWords,
  rebuildSearchWords,
  wordLookupsStatement,
  type Statement,
} from '../apps/api/src/modules/catalog/search/repository.js';
import { catalogToday, toCatalogQuery } from '../apps/api/src/modules/catalog/search/service.js';
import { readsInOrder } from '../apps/api/src/modules/catalog/search/counts.js';
import { run } from '../apps/api/src/modules/catalog/search/statement.js';
import type { LatencyResult } from './latency.js';
import type { LoadRun, LoadSetup, SentStatement, Statements } from './catalog-search-load.js';

const CATALOG_SIZE = Number(process.env.CATALOG_ACTIVITIES ?? 100_000);
const QUERIES = 200;
const CONCURRENCY = 20;
const ROUNDS = 5;
const REQUESTS_PER_ROUND = 600;
/**
 * Requests each path gets before the rounds. The API's p50 kept falling through its first
 * 2,000 or so requests (V8 compiling its hot code; the SQL's levelled off after a few hundred),
 * and the targets are about a server in service, so the rounds start warm. The per-round
 * figures show whether the steady state held.
 */
const WARM_UP_REQUESTS = 3_000;
const PASSWORD = 'bench-password-1';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Adds activities until the catalog has CATALOG_SIZE, then settles the statistics. */
export async function ensureCatalog(handle: DbHandle): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await handle.db.execute(sql`SELECT count(*)::int AS n FROM activities`),
  );
  const missing = CATALOG_SIZE - (row?.n ?? 0);
  if (missing > 0) {
    console.log(`seeding ${missing} activities (decision 0008's generator)…`);
    const started = Date.now();
    await seedBenchCatalog(handle.db, { activities: missing, seed: 7 });
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // What autovacuum does in production: statistics, and the visibility map index-only scans need.
  await handle.exec('VACUUM ANALYZE');
  return Math.max(CATALOG_SIZE, row?.n ?? 0);
}

interface Sample {
  name: string;
  provider_id: number;
  start_date: string;
  end_date: string;
  price_cents: number;
  camp_type: CampType;
  age_min: number;
  age_max: number;
  grade_level_start: number;
  grade_level_end: number;
  available: boolean;
  latitude: number;
  longitude: number;
  interest_ids: number[];
  skill_ids: number[];
}

/** A misspelling: one inner letter dropped ('lacrosse' → 'lacosse'). */
const typo = (word: string) => (word.length >= 6 ? word.slice(0, 2) + word.slice(3) : word);

export const parse = (q: Partial<CatalogSearchQuery>) =>
  catalogSearchQuerySchema.parse(readCatalogSearchParams(catalogSearchParams(q)));

export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Realistic searches with every filter: each is built around a random searchable activity
 * (so it finds it, and sometimes a few more), with a misspelt word of its name.
 */
export async function everyFilterQueries(
  handle: DbHandle,
  today: string,
): Promise<CatalogSearchQuery[]> {
  const samples = rowsOf<Sample>(
    await handle.db.execute(sql`
      SELECT a.name, a.provider_id, a.start_date, a.end_date, a.price_cents, a.camp_type,
        a.age_min, a.age_max, a.grade_level_start, a.grade_level_end,
        (a.total_seats IS NULL OR a.total_seats > a.reserved_seats) AS available,
        p.latitude, p.longitude,
        ARRAY(SELECT interest_id FROM activity_interests WHERE activity_id = a.id) AS interest_ids,
        ARRAY(SELECT skill_development_id FROM activity_skill_developments
              WHERE activity_id = a.id) AS skill_ids
      FROM activities a JOIN activity_providers p ON p.id = a.provider_id
      WHERE a.end_date >= ${today} AND a.age_min IS NOT NULL AND a.grade_level_start IS NOT NULL
        AND p.latitude IS NOT NULL
      ORDER BY md5(a.id::text) LIMIT ${QUERIES}`),
  );
  const [{ max } = { max: 1 }] = rowsOf<{ max: number }>(
    await handle.db.execute(sql`SELECT max(id)::int AS max FROM activity_providers`),
  );
  const rng = createRng(11);
  return samples.map((s) => {
    const words = searchWords(s.name);
    const word = words.find((w) => w.length >= 6) ?? words[0]!;
    const price = s.price_cents / 100;
    return parse({
      by_search: typo(word),
      by_start_date: addDays(s.start_date, -14),
      by_end_date: addDays(s.end_date, 30),
      by_min_price: Math.max(0, Math.floor((price - 100) / 10) * 10),
      by_max_price: Math.ceil((price + 100) / 10) * 10,
      by_camp_type: [s.camp_type, rng.pick(CAMP_TYPES.filter((t) => t !== s.camp_type))],
      by_age_level: [s.age_min, s.age_max],
      by_grade_level: [s.grade_level_start, s.grade_level_end],
      by_activity_provider: [s.provider_id, rng.int(1, max), rng.int(1, max)],
      by_interests: s.interest_ids,
      by_skill_development: s.skill_ids.slice(0, 2),
      ...(s.available ? { by_avaible_seats: true } : { by_unavaible_seats: true }),
      by_distance: { coordinates: [s.latitude + 0.05, s.longitude - 0.05], radius: 25 },
    });
  });
}

/** Other shapes of search, for the record (not the target): broad ones read much more. */
function otherSearches(today: string): Record<string, CatalogSearchQuery> {
  const dates = { by_start_date: addDays(today, 30), by_end_date: addDays(today, 120) };
  return {
    'no filters (first page)': parse({}),
    'text only (misspelt)': parse({ by_search: 'socer' }),
    'distance 25 mi + dates + age': parse({
      ...dates,
      by_distance: { coordinates: [35.7796, -78.6382], radius: 25 },
      by_age_level: [8, 8],
    }),
    'dates + age + interest': parse({ ...dates, by_age_level: [8, 8], by_interests: [3] }),
  };
}

/** The statements the API runs for a search, built once (what "run directly" runs). */
export async function statementsOf(
  handle: DbHandle,
  now: Date,
  query: CatalogSearchQuery,
  opts: { keptCount?: boolean } = {},
): Promise<Statements> {
  const words = searchWords(query.by_search);
  // As the API sends them: prepared ones by name.
  const sent = (s: Statement) => ({
    text: s.text,
    values: s.values,
    ...(s.prepared ? { name: s.name } : {}),
  });
  const lookups = await lookUpWords(handle.db, words);
  const q = toCatalogQuery(lookups, now, query);
  // As a warm instance sends it: with the count it keeps (counted once here), and the page
  // read in the catalog's order when the instance would (the catalog's size as it reads it).
  if (opts.keptCount) {
    const [first] = await run<{ count: number }>(handle.db, catalogSearchStatement(q));
    q.knownCount = first!.count;
    const [size] = rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'activities'::regclass`,
      ),
    );
    q.readInOrder = readsInOrder(q, q.knownCount, size!.n);
  }
  const search = catalogSearchStatement(q);
  return {
    lookups: words.length ? sent(wordLookupsStatement(words)) : null,
    search: sent(search),
  };
}

export async function specialist(
  base: string,
  handle: DbHandle,
): Promise<{ id: number; token: string }> {
  const email = `bench-specialist-${Date.now()}@example.com`;
  const [user] = await handle.db
    .insert(users)
    .values({
      role: 'Specialist',
      email,
      name: 'Bench Specialist',
      passwordHash: await hashPassword(PASSWORD),
      confirmedAt: new Date(),
    })
    .returning({ id: users.id });
  const res = await fetch(`${base}/api/v1/specialists/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.7.0.1' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`specialist sign-in failed: ${res.status} ${await res.text()}`);
  return { id: user!.id, token: ((await res.json()) as { token: string }).token };
}

/** The load generator thread (tsx registered in it, as in this one). */
/**
 * The load generator, forked as a process of its own (the bench's tsx loader is inherited), so
 * that neither its event loop nor its CPU is the API's.
 */
export function startLoad(setup: LoadSetup) {
  const child = fork(fileURLToPath(new URL('./catalog-search-load.ts', import.meta.url)), {
    // Read by bench/catalog-search-load.ts (a type-only import here: its module is the process).
    env: { ...process.env, CATALOG_LOAD_SETUP: JSON.stringify(setup) },
  });
  return {
    pid: child.pid!,
    run: (msg: LoadRun) =>
      new Promise<LatencyResult>((resolve, reject) => {
        child.once('message', (m: { result?: LatencyResult; error?: string }) =>
          m.result ? resolve(m.result) : reject(new Error(m.error)),
        );
        child.send(msg);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('close');
      }),
  };
}

/** utime + stime of a process, in 10 ms ticks (Linux /proc); 0 once it has ended. */
function cpuTicks(pid: string | number, only?: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (only && !stat.includes(`(${only})`)) return 0;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by Node (this process: the load thread, and the API unless it runs
 * as instances of its own, which are counted too) and by the PostgreSQL server's processes.
 * Unlike latency, CPU per search does not depend much on what else the machine runs.
 */
export function cpuSeconds(apiPids: readonly number[]): { node: number; postgres: number } {
  const usage = process.cpuUsage();
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    postgres += cpuTicks(pid, 'postgres');
  }
  const instances = apiPids.reduce((n, pid) => n + cpuTicks(pid), 0);
  return { node: (usage.user + usage.system) / 1e6 + instances / 100, postgres: postgres / 100 };
}

export const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** A value as an SQL literal (for EXECUTE of a prepared statement). */
function literal(client: pg.Client, value: unknown): string {
  if (value === null) return 'NULL';
  if (Array.isArray(value)) {
    const items = value.map((v) =>
      typeof v === 'string' ? `"${v.replace(/["\\]/g, '\\$&')}"` : String(v),
    );
    return client.escapeLiteral(`{${items.join(',')}}`);
  }
  return typeof value === 'string' ? client.escapeLiteral(value) : String(value);
}

/**
 * The plans of a search's statements on a warmed connection, as the pool runs them: a
 * prepared statement shows its generic plan (EXECUTE), the others a plan made for the values.
 */
async function explain(url: string, label: string, s: Statements): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plan = async (st: SentStatement) => {
    const sql = st.name
      ? `EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${st.name}(${st.values.map((v) => literal(client, v)).join(', ')})`
      : `EXPLAIN (ANALYZE, BUFFERS) ${st.text}`;
    const rows = await client.query<Record<string, string>>(sql, st.name ? [] : st.values);
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  try {
    // Five custom plans, then PostgreSQL settles on a prepared statement's generic plan.
    for (let i = 0; i < 8; i += 1) {
      if (s.lookups) await client.query(s.lookups);
      await client.query(s.search);
    }
    if (s.lookups) console.log(`\n--- plan: ${label}, word lookups\n${await plan(s.lookups)}`);
    console.log(
      `\n--- plan: ${label}${s.search.name ? ' (prepared)' : ''}\n${await plan(s.search)}`,
    );
  } finally {
    await client.end();
  }
}

export function median(results: LatencyResult[], name: string): LatencyResult {
  const med = (f: (r: LatencyResult) => number) =>
    results.map(f).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;
  return {
    name,
    requests: results.reduce((n, r) => n + r.requests, 0),
    concurrency: results[0]!.concurrency,
    p50: med((r) => r.p50),
    p95: med((r) => r.p95),
    p99: med((r) => r.p99),
    max: Math.max(...results.map((r) => r.max)),
    rps: med((r) => r.rps),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
}

/**
 * What every catalog bench starts from: the catalog at its size with its search words, today's
 * date as the search reads it, a specialist's token, and the search URL of a query.
 */
export async function prepareCatalogBench(base: string, handle: DbHandle) {
  const size = await ensureCatalog(handle);
  const now = new Date();
  await rebuildSearchWords(handle.db);
  const { id: specialistId, token } = await specialist(base, handle);
  const urlOf = (q: CatalogSearchQuery) =>
    `${base}/api/v1/specialists/activities?${catalogSearchParams(q)}`;
  return { size, now, today: catalogToday(now), specialistId, token, urlOf };
}

export async function catalogSearchBench(
  base: string,
  handle: DbHandle,
  apiPids: readonly number[],
): Promise<LatencyResult[]> {
  const { size, now, today, specialistId, token, urlOf } = await prepareCatalogBench(base, handle);
  const queries = await everyFilterQueries(handle, today);
  const statements = await Promise.all(queries.map((q) => statementsOf(handle, now, q)));
  const urls = queries.map(urlOf);

  let found = 0;
  for (const url of urls) {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    found += ((await res.json()) as { count: number }).count;
  }
  console.log(
    `catalog: ${size.toLocaleString('en-US')} activities; ${queries.length} every-filter searches, ${(found / queries.length).toFixed(1)} results each on average`,
  );

  const worker = startLoad({ databaseUrl: handle.url, token, concurrency: CONCURRENCY });
  // Three paths: a search's whole SQL (word lookups, then the search), the API, and the search
  // statement alone, which is all the API sends once it has looked the words up (it keeps them
  // a minute): the strict "same SQL" for the API's overhead.
  const searchOnly = statements.map((s) => ({ lookups: null, search: s.search }));
  type Path = 'sql' | 'api' | 'search';
  const phase = (kind: Path, name: string, requests: number, concurrency: number) =>
    worker.run({
      kind: kind === 'api' ? 'api' : 'sql',
      name,
      ...(kind === 'api' ? { urls } : { statements: kind === 'sql' ? statements : searchOnly }),
      requests,
      concurrency,
      warmup: 0,
    });
  await phase('sql', 'warm-up', WARM_UP_REQUESTS, CONCURRENCY);
  await phase('api', 'warm-up', WARM_UP_REQUESTS, CONCURRENCY);
  await phase('search', 'warm-up', WARM_UP_REQUESTS, CONCURRENCY);

  // Rounds alternate the paths so that other load on the machine falls on all alike.
  const paths = ['sql', 'api', 'search'] as const;
  const rounds: Record<Path, LatencyResult[]> = { sql: [], api: [], search: [] };
  const cpu = {
    sql: { node: 0, postgres: 0 },
    api: { node: 0, postgres: 0 },
    search: { node: 0, postgres: 0 },
  };
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const kind of paths) {
      const before = { load: load(), cpu: cpuSeconds(apiPids) };
      const r = await phase(kind, kind, REQUESTS_PER_ROUND, CONCURRENCY);
      const after = cpuSeconds(apiPids);
      cpu[kind].node += after.node - before.cpu.node;
      cpu[kind].postgres += after.postgres - before.cpu.postgres;
      console.log(
        `round ${round} ${kind}: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} ms (load ${before.load} → ${load()})`,
      );
      rounds[kind].push(r);
    }
  }
  const sqlResult = median(rounds.sql, 'every filter: SQL directly');
  const apiResult = median(rounds.api, 'every filter: GET activities');
  const searchResult = median(rounds.search, 'every filter: search statement only');
  const perRequest = (c: { node: number; postgres: number }, n = ROUNDS * REQUESTS_PER_ROUND) =>
    `Node ${((c.node * 1000) / n).toFixed(2)} ms + PostgreSQL ${((c.postgres * 1000) / n).toFixed(2)} ms`;

  // One at a time: the cost of one search without queueing.
  const serialSql = await phase('sql', 'every filter: SQL, one at a time', 200, 1);
  const serialApi = await phase('api', 'every filter: API, one at a time', 200, 1);
  const serialSearch = await phase('search', 'every filter: search only, one at a time', 200, 1);

  const others = otherSearches(today);
  const otherResults: LatencyResult[] = [];
  for (const [label, query] of Object.entries(others)) {
    otherResults.push(
      await worker.run({
        kind: 'api',
        name: `${label}: API`,
        urls: [urlOf(query)],
        requests: 200,
        concurrency: CONCURRENCY,
        warmup: 10,
      }),
    );
  }
  // What any guarded endpoint costs here (the session check and one row): the API's floor.
  const before = cpuSeconds(apiPids);
  const reference = await worker.run({
    kind: 'api',
    name: 'reference: GET /api/v1/specialist/{id}',
    urls: [`${base}/api/v1/specialist/${specialistId}`],
    requests: REQUESTS_PER_ROUND,
    concurrency: CONCURRENCY,
    warmup: 20,
  });
  const after = cpuSeconds(apiPids);
  await worker.close();

  console.log(
    `CPU per search: SQL directly ${perRequest(cpu.sql)}; API ${perRequest(cpu.api)}; search statement only ${perRequest(cpu.search)}`,
  );
  console.log(
    `CPU per request of the reference endpoint: ${perRequest({ node: after.node - before.node, postgres: after.postgres - before.postgres }, REQUESTS_PER_ROUND)}`,
  );
  const ratios = (label: string, sqlAt20: LatencyResult, sqlSerial: LatencyResult) =>
    console.log(
      `API over ${label} at ${CONCURRENCY} concurrent: p50 ×${(apiResult.p50 / sqlAt20.p50).toFixed(2)}, p95 ×${(apiResult.p95 / sqlAt20.p95).toFixed(2)}; one at a time: p50 ×${(serialApi.p50 / sqlSerial.p50).toFixed(2)}`,
    );
  ratios("a search's SQL", sqlResult, serialSql);
  ratios('the search statement alone', searchResult, serialSearch);

  if (process.argv.includes('--plans')) {
    await explain(handle.url, 'every filter', statements[0]!);
    for (const [label, query] of Object.entries(others)) {
      await explain(handle.url, label, await statementsOf(handle, now, query));
    }
  }
  return [
    sqlResult,
    apiResult,
    searchResult,
    serialSql,
    serialApi,
    serialSearch,
    ...otherResults,
    reference,
  ];
}
