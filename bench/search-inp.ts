// Input delay (INP) of the specialist's search page, on a slowed CPU:
//   npx tsx bench/search-inp.ts [--start=4800 | --base=http://127.0.0.1:4800]
//     [--staff=e2e/.staff-PORT.json] [--runs=3] [--cpu=4] [--widths=phone,desktop] [--json=FILE]
//     [--verbose] (the five slowest interactions of each run) [--reduced-motion]
//     [--without-itinerary] (the search alone: no map, no 'Add', no match)
//     [--trace=DIR] (a Chromium trace of each visit, for DevTools' Performance panel)
// The product runs from its build: `--start=PORT` starts one itself with e2e/start-server.sh
// (a fresh demo database, the demo accounts' passwords in e2e/.staff-PORT.json) and stops it at
// the end; `--base` uses one already running. The demo specialist is signed in through the API
// and opens the search of an itinerary it is planning (cards with 'Add', the map, the match), in
// Debian's Chromium through Playwright at a phone's and a desktop's width, the CPU slowed
// `cpu` times through CDP for the whole visit. Like a person it types words into the search box
// one character at a time (pausing between words long enough for the search to apply, so the
// next word is typed while results arrive and render), then toggles filters and removes one by
// its chip, scrolling each control into view before pressing it (the cookie notice answered).
// web-vitals (`onINP`, `reportAllChanges`, its attribution build) is injected into the page;
// every interaction is also read from the Event Timing API, to tell typing from filters.
// Prints per width the INP of each run (typing only and overall), the worst interaction's
// breakdown (input delay, processing, presentation; the script of its longest animation frame)
// and the load average before and after. The goal is INP <= 200 ms. Figures go to
// docs/benchmarks.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { SESSION_PATHS } from '@camp/shared/auth';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k ?? '', v.join('=') || 'true'] as const;
  }),
);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startPort = args.get('start');
const base = (
  startPort ? `http://127.0.0.1:${startPort}` : (args.get('base') ?? 'http://127.0.0.1:4800')
).replace(/\/$/, '');
const port = new URL(base).port;
const staffFile = args.get('staff') ?? path.join(root, `e2e/.staff-${port}.json`);
const runs = Number(args.get('runs') ?? 3);
const cpu = Number(args.get('cpu') ?? 4);
const GOAL_MS = 200;
const ms = (n: number) => `${Math.round(n)} ms`;

interface Width {
  name: 'phone' | 'desktop';
  viewport: { width: number; height: number };
  mobile: boolean;
}
const WIDTHS: Width[] = [
  { name: 'phone', viewport: { width: 375, height: 812 }, mobile: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, mobile: false },
];
const widths = WIDTHS.filter((w) => (args.get('widths') ?? 'phone,desktop').includes(w.name));

/** What is typed: each word one key at a time, a person's pause after each. */
const WORDS = ['soccer', ' camp', ' academy'];
const KEY_DELAY_MS = 120;
/** Longer than the search's debounce: the search applies, and its results render meanwhile. */
const WORD_PAUSE_MS = 800;

// ---------------------------------------------------------------------------------------------
// The product

async function healthy(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base}/health did not answer`);
}

function startProduct(): ChildProcess {
  const child = spawn('bash', [path.join(root, 'e2e/start-server.sh'), String(startPort)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code) console.error(`the product exited with ${code}`);
  });
  return child;
}

/** A product stopped with the signal it handles (it then stops its embedded PostgreSQL). */
async function stopProduct(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

interface Session {
  token: string;
}

async function signInDemoSpecialist(): Promise<Session> {
  const staff = JSON.parse(readFileSync(staffFile, 'utf8')) as Record<
    string,
    { email: string; password: string }
  >;
  const who = staff.demoSpecialist;
  if (!who) throw new Error(`demoSpecialist is not in ${staffFile}`);
  const res = await fetch(`${base}${SESSION_PATHS.specialist}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`specialist sign-in: ${res.status}`);
  return (await res.json()) as Session;
}

/** An itinerary the demo specialist is planning, with a location (so the page shows its map). */
async function planningItinerary(session: Session): Promise<number> {
  const get = async <T>(url: string): Promise<T> => {
    const res = await fetch(`${base}${url}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as T;
  };
  const list = await get<{ itineraries: { id: number }[] }>(
    '/api/v1/specialists/itineraries?by_status=in_progress',
  );
  for (const { id } of list.itineraries) {
    const one = await get<{ itinerary: { coordinates: unknown } }>(
      `/api/v1/specialists/itineraries/${id}`,
    );
    if (one.itinerary.coordinates) return id;
  }
  throw new Error('the demo specialist plans no itinerary with a location');
}

// ---------------------------------------------------------------------------------------------
// In the page

// The package exports its modules only: its browser build is read from where npm put it.
const webVitals = readFileSync(
  path.join(root, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'),
  'utf8',
);

/**
 * Runs in the page before its scripts: web-vitals' INP (the latest report) and the slowest
 * entry of every interaction (Event Timing). Plain JavaScript: a function handed over from here
 * would carry the TypeScript runner's helpers, which the page does not have.
 */
const OBSERVE = `
(() => {
  const describe = (el) => {
    if (!(el instanceof Element)) return '?';
    const label = el.getAttribute('aria-label') || el.getAttribute('name') || '';
    return el.tagName.toLowerCase() + (label ? '[' + label + ']' : '');
  };
  const bench = { inp: null, interactions: new Map() };
  window.__bench = bench;
  webVitals.onINP((m) => { bench.inp = m; }, { reportAllChanges: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const seen = bench.interactions.get(e.interactionId);
      if (seen && seen.duration >= e.duration) continue;
      bench.interactions.set(e.interactionId, {
        type: e.name,
        target: describe(e.target),
        start: e.startTime,
        duration: e.duration,
        inputDelay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();
`;

interface Worst {
  inp: number;
  target: string;
  type: string;
  inputDelay: number;
  processing: number;
  presentation: number;
  /** Where its animation frames' time went: script, style and layout, paint, the rest. */
  frames: string;
  script: string;
}

interface Reading {
  /** web-vitals' INP for the whole visit. */
  inp: number;
  worst: Worst | null;
  /** The slowest interaction while typing, and while filtering (Event Timing). */
  typing: number;
  filters: number;
  interactions: number;
  /** The slowest interactions, slowest first. */
  slowest: (Interaction & { phase: 'typing' | 'filters' })[];
}

interface InPage {
  inp: {
    value: number;
    attribution: {
      interactionTarget?: string;
      interactionType?: string;
      inputDelay: number;
      processingDuration: number;
      presentationDelay: number;
      totalScriptDuration?: number;
      totalStyleAndLayoutDuration?: number;
      totalPaintDuration?: number;
      totalUnattributedDuration?: number;
      longestScript?: {
        subpart: string;
        entry: {
          invoker?: string;
          sourceURL?: string;
          sourceFunctionName?: string;
          duration: number;
        };
      };
    };
  } | null;
  interactions: Interaction[];
}

interface Interaction {
  type: string;
  target: string;
  start: number;
  duration: number;
  inputDelay: number;
  processing: number;
}

async function read(page: Page, typingEnd: number): Promise<Reading> {
  // Only what survives the trip out of the page (no entries, no functions).
  const b = (await page.evaluate(`(() => {
    const b = window.__bench;
    const a = b.inp && b.inp.attribution;
    const s = a && a.longestScript;
    return {
      inp: b.inp && {
        value: b.inp.value,
        attribution: {
          interactionTarget: a.interactionTarget,
          interactionType: a.interactionType,
          inputDelay: a.inputDelay,
          processingDuration: a.processingDuration,
          presentationDelay: a.presentationDelay,
          totalScriptDuration: a.totalScriptDuration,
          totalStyleAndLayoutDuration: a.totalStyleAndLayoutDuration,
          totalPaintDuration: a.totalPaintDuration,
          totalUnattributedDuration: a.totalUnattributedDuration,
          longestScript: s && {
            subpart: s.subpart,
            entry: {
              invoker: s.entry.invoker,
              sourceURL: s.entry.sourceURL,
              sourceFunctionName: s.entry.sourceFunctionName,
              duration: s.entry.duration,
            },
          },
        },
      },
      interactions: [...b.interactions.values()],
    };
  })()`)) as InPage;
  const max = (xs: { duration: number }[]) => Math.max(0, ...xs.map((x) => x.duration));
  const a = b.inp?.attribution;
  const s = a?.longestScript;
  return {
    inp: b.inp?.value ?? 0,
    worst:
      b.inp && a
        ? {
            inp: b.inp.value,
            target: a.interactionTarget ?? '?',
            type: a.interactionType ?? '?',
            inputDelay: a.inputDelay,
            processing: a.processingDuration,
            presentation: a.presentationDelay,
            frames:
              `script ${ms(a.totalScriptDuration ?? 0)}, style and layout ` +
              `${ms(a.totalStyleAndLayoutDuration ?? 0)}, paint ${ms(a.totalPaintDuration ?? 0)}, ` +
              `other ${ms(a.totalUnattributedDuration ?? 0)}`,
            script: s
              ? `${Math.round(s.entry.duration)} ms in ${s.subpart}: ${s.entry.invoker ?? ''} ` +
                `${s.entry.sourceFunctionName ?? ''} ${(s.entry.sourceURL ?? '').split('/').pop()}`
              : '',
          }
        : null,
    typing: max(b.interactions.filter((i) => i.start < typingEnd)),
    filters: max(b.interactions.filter((i) => i.start >= typingEnd)),
    interactions: b.interactions.length,
    slowest: [...b.interactions]
      .sort((x, y) => y.duration - x.duration)
      .slice(0, 5)
      .map((i) => ({ ...i, phase: i.start < typingEnd ? 'typing' : 'filters' })),
  };
}

// ---------------------------------------------------------------------------------------------
// The visit

const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Found \d+ courses$/ });

async function typeWords(page: Page, box: ReturnType<Page['getByRole']>): Promise<void> {
  await box.click();
  for (const word of WORDS) {
    await box.pressSequentially(word, { delay: KEY_DELAY_MS });
    await page.waitForTimeout(WORD_PAUSE_MS);
  }
  // Back to no text, one key at a time.
  for (let i = WORDS.join('').length; i > 0; i -= 1) {
    await box.press('Backspace', { delay: 30 });
    await page.waitForTimeout(KEY_DELAY_MS - 30);
  }
  await page.waitForTimeout(WORD_PAUSE_MS);
}

/**
 * A person scrolls a control into view, then presses it: the press is measured, not a scroll
 * made by the press (Playwright's click scrolls first, in the same interaction).
 */
async function press(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await page.waitForTimeout(WORD_PAUSE_MS);
  await control.click();
}

/** Desktop: the filters panel applies each change (debounced); a chip removes one. */
async function desktopVisit(page: Page): Promise<number> {
  const filters = page.getByRole('region', { name: 'Filters' });
  await typeWords(page, filters.getByRole('textbox', { name: 'Search' }));
  const typingEnd = (await page.evaluate('performance.now()')) as number;
  await press(page, filters.getByRole('checkbox', { name: 'Yes' }));
  await page.waitForURL(/by_avaible_seats=true/);
  await status(page).waitFor();
  await press(page, filters.getByRole('checkbox', { name: 'No' }));
  await page.waitForURL(/by_unavaible_seats=true/);
  await status(page).waitFor();
  await press(page, page.getByRole('button', { name: 'Seats: No, remove filter' }).locator('svg'));
  await page.waitForURL((u) => !u.search.includes('by_unavaible_seats'));
  await press(page, filters.getByRole('checkbox', { name: 'Yes' }));
  await page.waitForURL((u) => !u.search.includes('by_avaible_seats'));
  await status(page).waitFor();
  return typingEnd;
}

/** Phone: the filters sit in a bottom drawer, applied by its button. */
async function phoneVisit(page: Page): Promise<number> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  // On a phone the drawer holds the only filters of the page.
  const drawer = page;
  await typeWords(page, drawer.getByRole('textbox', { name: 'Search' }));
  const typingEnd = (await page.evaluate('performance.now()')) as number;
  await press(page, drawer.getByRole('checkbox', { name: 'Yes' }));
  await drawer.getByRole('button', { name: /^Apply \(\d+\)$/ }).waitFor();
  await page.waitForTimeout(WORD_PAUSE_MS);
  await drawer.getByRole('button', { name: /^Apply/ }).click();
  await page.waitForURL(/by_avaible_seats=true/);
  await status(page).waitFor();
  await press(page, page.getByRole('button', { name: 'Seats: Yes, remove filter' }).locator('svg'));
  await page.waitForURL((u) => !u.search.includes('by_avaible_seats'));
  await status(page).waitFor();
  return typingEnd;
}

async function visit(
  browser: Browser,
  width: Width,
  session: Session,
  itineraryId: number,
): Promise<Reading> {
  const context = await browser.newContext({
    viewport: width.viewport,
    isMobile: width.mobile,
    hasTouch: width.mobile,
    deviceScaleFactor: width.mobile ? 2 : 1,
    reducedMotion: args.has('reduced-motion') ? 'reduce' : 'no-preference',
  });
  try {
    // The session stored where the sign-in page stores it, on the product's origin only.
    await context.addInitScript({
      content:
        `if (location.origin === ${JSON.stringify(base)}) {` +
        `localStorage.setItem('session', ${JSON.stringify(JSON.stringify(session))});` +
        `localStorage.setItem('token', ${JSON.stringify(session.token)});` +
        // A returning specialist has answered the cookie notice: it covers no filter.
        `localStorage.setItem('cookie_consent_until', String(Date.now() + 365 * 864e5)); }`,
    });
    await context.addInitScript({ content: `${webVitals}\n${OBSERVE}` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const plain = args.has('without-itinerary');
    await page.goto(`${base}/specialist/search${plain ? '' : `?itinerary_id=${itineraryId}`}`);
    await status(page).waitFor({ timeout: 120_000 });
    // The map and the itinerary panel settle before the first key.
    if (!plain) {
      await page.getByRole('region', { name: 'Map of the results' }).waitFor({ timeout: 120_000 });
    }
    await page.waitForTimeout(1_000);
    const trace = args.get('trace');
    if (trace) {
      await browser.startTracing(page, {
        path: path.join(trace, `${width.name}-${Date.now()}.json`),
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
    }
    const typingEnd = width.name === 'phone' ? await phoneVisit(page) : await desktopVisit(page);
    if (trace) await browser.stopTracing();
    // The last interaction's frame is painted before INP is read.
    await page.waitForTimeout(1_000);
    return await read(page, typingEnd);
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const product = startPort ? startProduct() : null;
try {
  await healthy(Date.now() + 600_000);
  const session = await signInDemoSpecialist();
  const itineraryId = await planningItinerary(session);
  const before = loadavg().map((l) => l.toFixed(1));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: { width: string; readings: Reading[] }[] = [];
  try {
    for (const width of widths) {
      const readings: Reading[] = [];
      for (let run = 0; run < runs; run += 1) {
        const r = await visit(browser, width, session, itineraryId);
        readings.push(r);
        const w = r.worst;
        console.log(
          `${width.name.padEnd(7)} run ${run + 1}: INP ${ms(r.inp)} (typing ${ms(r.typing)}, ` +
            `filters ${ms(r.filters)}; ${r.interactions} interactions over 16 ms)` +
            (w
              ? `\n  worst: ${w.type} on ${w.target}: input delay ${ms(w.inputDelay)}, ` +
                `processing ${ms(w.processing)}, presentation ${ms(w.presentation)}` +
                `\n  its frames: ${w.frames}` +
                (w.script ? `\n  its longest script: ${w.script}` : '')
              : ''),
        );
        if (args.has('verbose')) {
          for (const i of r.slowest) {
            console.log(
              `    ${i.phase} ${i.type} on ${i.target}: ${ms(i.duration)} (input delay ` +
                `${ms(i.inputDelay)}, processing ${ms(i.processing)})`,
            );
          }
        }
      }
      rows.push({ width: width.name, readings });
    }
  } finally {
    await browser.close();
  }
  const after = loadavg().map((l) => l.toFixed(1));
  console.log(`\nCPU slowed ${cpu}x, ${runs} runs per width, itinerary ${itineraryId}`);
  for (const { width, readings } of rows) {
    const inp = readings.map((r) => r.inp);
    const m = median(inp);
    console.log(
      `${width.padEnd(7)} INP median ${ms(m)}, worst ${ms(Math.max(...inp))}; typing median ` +
        `${ms(median(readings.map((r) => r.typing)))}, filters median ` +
        `${ms(median(readings.map((r) => r.filters)))}: ${m <= GOAL_MS ? 'met' : 'NOT met'} ` +
        `(goal ${GOAL_MS} ms)`,
    );
  }
  console.log(`load average before ${before.join(' ')}, after ${after.join(' ')}`);
  const out = args.get('json');
  if (out) writeFileSync(out, JSON.stringify({ base, cpu, runs, before, after, rows }, null, 2));
} finally {
  if (product) await stopProduct(product);
}
