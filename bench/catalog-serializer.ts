// What writing one catalog search answer costs the API, by serializer, on real answers (the
// catalog of DATABASE_URL, e.g. the one the catalog-search benchmark seeded):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_catalog npx tsx bench/catalog-serializer.ts
// Checks first that the route's serializer writes every answer byte for byte as JSON.stringify
// does (the shape the API has always answered). Figures go to docs/benchmarks.md.
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import {
  catalogSearchParams,
  catalogSearchQuerySchema,
  catalogSearchResponseSchema,
  readCatalogSearchParams,
  type CatalogSearchQuery,
  type CatalogSearchResponse,
} from '@camp/shared/catalog-search';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDb } from '../apps/api/src/db/client.js';
import type {} from '../apps/api/src/plugins/context.js';
import { fastSerializerCompiler, jsonSchemaOf } from '../apps/api/src/lib/fast-serializer.js';
import { searchActivities } from '../apps/api/src/modules/catalog/search/service.js';

const ROUNDS = 5;
const PER_ROUND = 4_000;

const parse = (q: Partial<CatalogSearchQuery>) =>
  catalogSearchQuerySchema.parse(readCatalogSearchParams(catalogSearchParams(q)));

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, dbHandle: handle, logger: false, runJobs: false });
try {
  await app.ready();
  const queries = [
    ...Array.from({ length: 20 }, (_, i) => parse({ page: i * 37 + 1 })),
    ...['socer', 'art', 'chess club', 'swim', 'robotics camp'].map((w) => parse({ by_search: w })),
    parse({ by_distance: { coordinates: [35.7796, -78.6382], radius: 25 } }),
    parse({ by_distance: { coordinates: [35.7796, -78.6382], radius: 500 }, page: 3 }),
  ];
  const answers: CatalogSearchResponse[] = [];
  for (const q of queries) answers.push(await searchActivities(app.ctx, q));

  const route = { schema: catalogSearchResponseSchema, method: 'GET', url: '/', httpStatus: '200' };
  const fast = fastSerializerCompiler(route);
  const zod = serializerCompiler(route);
  const whole = fastJson(jsonSchemaOf(catalogSearchResponseSchema));
  // What the route did before: the page stringified, the options' JSON (serialized once per
  // minute) spliced in.
  const varsJson = JSON.stringify(answers[0]!.vars);
  const spliced = ({ vars: _, ...page }: CatalogSearchResponse) =>
    `${JSON.stringify(page).slice(0, -1)},"vars":${varsJson}}`;

  let bytes = 0;
  for (const a of answers) {
    const expected = JSON.stringify(a);
    const outputs = [fast(a), whole(a), spliced(a), zod(a)];
    if (outputs.some((out) => out !== expected)) {
      throw new Error(`an answer is written differently (page ${a.page} of ${a.pages})`);
    }
    bytes += expected.length;
  }
  console.log(
    `${answers.length} answers, ${Math.round(bytes / answers.length)} bytes on average: identical`,
  );

  const serializers: Record<string, (a: CatalogSearchResponse) => string> = {
    'before: page stringified + cached options spliced': spliced,
    'zod type provider (safeEncode + JSON.stringify)': zod,
    'fast-json-stringify, the whole answer each time': whole,
    'after: the route serializer (options written once)': fast,
    'JSON.stringify, unchecked (reference)': (a) => JSON.stringify(a),
  };
  const results: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS + 1; round++) {
    for (const [name, write] of Object.entries(serializers)) {
      const started = process.hrtime.bigint();
      let n = 0;
      for (let i = 0; i < PER_ROUND; i++) n += write(answers[i % answers.length]!).length;
      const us = Number(process.hrtime.bigint() - started) / 1000 / PER_ROUND;
      // The first round warms every serializer up; it is not counted.
      if (round > 0 && n > 0) (results[name] ??= []).push(us);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [name, xs] of Object.entries(results)) {
    console.log(
      `${name.padEnd(54)} ${median(xs).toFixed(1).padStart(6)} µs per answer (rounds: ${xs.map((x) => x.toFixed(1)).join(', ')})`,
    );
  }
} finally {
  await app.close();
  await handle.close();
}
