// Lighthouse (mobile, its default simulated throttling) on the built product's pages:
//   npx tsx bench/lighthouse.ts --base=http://127.0.0.1:3410 [--staff=e2e/.staff-3410.json]
//     [--runs=3] [--pages=home,sign-in,...] [--cpu=4] [--json=FILE] [--reports=DIR]
// The product must be running from its build (e2e/start-server.sh PORT starts one on a fresh
// demo database and writes the demo accounts' passwords to e2e/.staff-PORT.json). The signed-in
// pages sign in the demo parent and the demo specialist through the API and store the session
// where the sign-in page stores it. Each run starts from an empty HTTP cache, no service worker
// and no cache storage; the public pages also from empty local storage (a first visit). Prints
// the median of the runs per page (score, LCP, CLS, TBT, FCP, JS transferred) and the load
// average before and after, and Lighthouse's benchmark index of the machine (a mid-range phone
// is what the default 4x CPU slowdown stands for on a host of index ~1,000+; a slower or
// loaded host can be given a smaller --cpu). Figures go to docs/benchmarks.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { SESSION_PATHS, type SignInAccount } from '@camp/shared/auth';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k ?? '', v.join('=') || 'true'] as const;
  }),
);
const base = (args.get('base') ?? 'http://127.0.0.1:3410').replace(/\/$/, '');
const port = new URL(base).port;
const runs = Number(args.get('runs') ?? 3);
const staffFile = args.get('staff') ?? `e2e/.staff-${port}.json`;
const cpu = Number(args.get('cpu') ?? 4);

interface Target {
  name: string;
  path: string;
  /** Signed in as this demo account (the key in the staff file), or a first visit. */
  as?: { area: SignInAccount; account: string };
}

const TARGETS: Target[] = [
  { name: 'home', path: '/' },
  { name: 'sign-in', path: '/sign-in' },
  { name: 'pricing', path: '/pricing' },
  {
    name: 'parent itineraries',
    path: '/profile/itineraries',
    as: { area: 'parent', account: 'demoParent' },
  },
  {
    name: 'specialist search',
    path: '/specialist/search',
    as: { area: 'specialist', account: 'demoSpecialist' },
  },
];
const only = args.get('pages')?.split(',');
const targets = only ? TARGETS.filter((t) => only.includes(t.name.split(' ')[0]!)) : TARGETS;

interface Figures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  si: number;
  jsKb: number;
  lcpElement: string;
  benchmarkIndex: number;
  /** The elements that moved most, with their share of the shift score. */
  shifts: string[];
}

async function signIn(t: NonNullable<Target['as']>): Promise<unknown> {
  const staff = JSON.parse(readFileSync(staffFile, 'utf8')) as Record<
    string,
    { email: string; password: string }
  >;
  const who = staff[t.account];
  if (!who) throw new Error(`${t.account} is not in ${staffFile}`);
  const res = await fetch(`${base}${SESSION_PATHS[t.area]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`${t.area} sign-in: ${res.status}`);
  return res.json();
}

/** Empty HTTP cache, no service worker or cache storage; the session stored when signed in. */
async function prepare(page: Page, session: unknown): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${base}/robots.txt`);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'service_workers,cache_storage,local_storage,indexeddb',
  });
  if (session) {
    await page.evaluate(
      (s: { token: string }) => {
        localStorage.setItem('session', JSON.stringify(s));
        localStorage.setItem('token', s.token);
      },
      session as { token: string },
    );
  }
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(target: Target): Promise<Figures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const session = target.as ? await signIn(target.as) : null;
    const results: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      await prepare(page, session);
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The storage was prepared above (the session kept, caches emptied).
        disableStorageReset: true,
        throttling: {
          rttMs: 150,
          throughputKbps: 1638.4,
          requestLatencyMs: 562.5,
          downloadThroughputKbps: 1474.56,
          uploadThroughputKbps: 675,
          cpuSlowdownMultiplier: cpu,
        },
      };
      const result = await lighthouse(`${base}${target.path}`, flags, undefined, page);
      await page.close();
      if (!result) throw new Error('Lighthouse returned no result');
      const reports = args.get('reports');
      if (reports) {
        mkdirSync(reports, { recursive: true });
        const file = `${target.name.replace(/\W+/g, '-')}-${run + 1}.json`;
        writeFileSync(path.join(reports, file), JSON.stringify(result.lhr));
      }
      const { audits, categories } = result.lhr;
      const num = (id: string) => audits[id]?.numericValue ?? NaN;
      const items = (audits['resource-summary']?.details as { items?: unknown[] } | undefined)
        ?.items as { resourceType: string; transferSize: number }[] | undefined;
      const lcpItems = (
        audits['largest-contentful-paint-element']?.details as
          { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
      )?.items?.[0]?.items;
      results.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        lcp: num('largest-contentful-paint'),
        cls: num('cumulative-layout-shift'),
        tbt: num('total-blocking-time'),
        fcp: num('first-contentful-paint'),
        si: num('speed-index'),
        jsKb: (items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
        lcpElement: lcpItems?.[0]?.node?.snippet?.slice(0, 80) ?? '',
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        shifts: (
          (
            audits['layout-shifts']?.details as
              { items?: { score?: number; node?: { snippet?: string } }[] } | undefined
          )?.items ?? []
        )
          .slice(0, 3)
          .map((i) => `${(i.score ?? 0).toFixed(3)} ${i.node?.snippet?.slice(0, 60) ?? '?'}`),
      });
    }
    await browser.disconnect();
    return results;
  } finally {
    chrome.kill();
  }
}

const before = loadavg().map((l) => l.toFixed(1));
const rows: { page: string; median: Figures; runs: Figures[] }[] = [];
for (const target of targets) {
  // A run whose trace Lighthouse could not read (it happens on a starved machine) has no
  // metrics: it is reported, not counted.
  const runsDone = await measure(target);
  const all = runsDone.filter((f) => Number.isFinite(f.lcp));
  if (all.length < runsDone.length) {
    console.log(`${target.name}: ${runsDone.length - all.length} run(s) without metrics left out`);
  }
  if (!all.length) continue;
  const pick = (k: keyof Omit<Figures, 'lcpElement' | 'shifts'>) => median(all.map((f) => f[k]));
  const med: Figures = {
    score: pick('score'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    fcp: pick('fcp'),
    si: pick('si'),
    jsKb: pick('jsKb'),
    lcpElement: all[0]?.lcpElement ?? '',
    benchmarkIndex: pick('benchmarkIndex'),
    shifts: all[0]?.shifts ?? [],
  };
  rows.push({ page: target.name, median: med, runs: all });
  console.log(
    `${target.name.padEnd(20)} score ${String(med.score).padStart(3)}  LCP ${(med.lcp / 1000).toFixed(2)} s  ` +
      `CLS ${med.cls.toFixed(3)}  TBT ${Math.round(med.tbt)} ms  FCP ${(med.fcp / 1000).toFixed(2)} s  ` +
      `JS ${med.jsKb.toFixed(0)} KB  (scores ${all.map((f) => f.score).join(', ')}; ` +
      `benchmark index ${Math.round(med.benchmarkIndex)}, CPU x${cpu})`,
  );
  if (med.lcpElement) console.log(`  LCP element: ${med.lcpElement}`);
  for (const shift of med.shifts) console.log(`  shift: ${shift}`);
}
const after = loadavg().map((l) => l.toFixed(1));
console.log(`load average before ${before.join(' ')}, after ${after.join(' ')}; ${runs} runs each`);
const out = args.get('json');
if (out) writeFileSync(out, JSON.stringify({ base, runs, before, after, rows }, null, 2));
