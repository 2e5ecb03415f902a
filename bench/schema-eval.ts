// Time to evaluate the shared schema modules, as a page's scripts pay it when they are imported:
//   npx tsx bench/schema-eval.ts [--runs=7] [module …]
// Each module of packages/shared/src (or those named: `questionnaire`, `parent-itinerary` …) is
// bundled alone with zod by esbuild (minified ESM, as the web build ships it) and imported in a
// fresh Node process; the figure is the process's CPU time for the import (user + system, so
// that other processes' load counts less than in wall time), the median of the runs, minus the median of a bundle that
// only imports zod and builds one schema (zod's own evaluation, which every page pays once).
// A module's figure includes the modules it imports. `pages` is one bundle of the shared modules
// the parent's itineraries and the specialist's search import. Node runs at full speed: Chromium
// at Lighthouse's 4x slowed CPU takes some 4-8 times as long. Figures go to docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 7);
const root = path.resolve(import.meta.dirname, '..');
const sharedDir = path.join(root, 'packages/shared/src');

/**
 * The shared modules in the parent's itineraries' and the specialist's search's first-load chunks
 * (their source maps, build of 2026-11-29).
 */
const PAGE_MODULES = [
  'activity',
  'attendance',
  'auth',
  'calendar-access',
  'catalog-search',
  'change-request',
  'chat',
  'checkout',
  'child-profile',
  'child',
  'director-activity',
  'director-gate',
  'discounts',
  'enums',
  'friends-itinerary',
  'invite',
  'meeting-days-schema',
  'meeting-days',
  'messages',
  'note',
  'number',
  'order',
  'parent-itinerary',
  'payment-plan',
  'payment',
  'phone',
  'profile',
  'questionnaire',
  'realtime',
  'refunds',
  'request-wrapper',
  'schedule-check',
  'schedule-clash',
  'specialist-dashboard',
  'specialist-details',
  'specialist-itinerary',
  'text',
  'zip',
];

const named = args.filter((a) => !a.startsWith('--'));
const modules = named.length
  ? named
  : readdirSync(sharedDir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'test-support.ts')
      .map((f) => f.slice(0, -3))
      .sort();

const dir = mkdtempSync(path.join(tmpdir(), 'schema-eval-'));

async function bundle(name: string, source: string) {
  const outfile = path.join(dir, `${name}.mjs`);
  await build({
    stdin: { contents: source, resolveDir: sharedDir, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    minify: true,
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

const runner = path.join(dir, 'run.mjs');
writeFileSync(
  runner,
  'const t = process.cpuUsage(); await import(process.argv[2]); ' +
    'const u = process.cpuUsage(t); console.log((u.user + u.system) / 1000);\n',
);

function median(file: string) {
  const times = Array.from({ length: runs }, () =>
    Number(execFileSync(process.execPath, [runner, file], { encoding: 'utf8' })),
  ).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

try {
  const base = median(
    await bundle('zod-only', "import { z } from 'zod'; export const s = z.string();"),
  );
  console.log(`zod alone: ${base.toFixed(1)} ms (median of ${runs}); below, each minus that`);
  const rows: [string, number][] = [];
  const all = named.length ? modules : [...modules, 'pages'];
  for (const name of all) {
    const source =
      name === 'pages'
        ? PAGE_MODULES.map((m) => `export * as m_${m.replace(/-/g, '_')} from './${m}';`).join('\n')
        : `export * from './${name}';`;
    rows.push([name, median(await bundle(name, source)) - base]);
  }
  for (const [name, ms] of rows.sort((a, b) => b[1] - a[1])) {
    console.log(`${name.padEnd(24)} ${ms.toFixed(1).padStart(7)} ms`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
