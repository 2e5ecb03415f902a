// Input delay (INP) of the specialist's search page, on a slowed CPU:
//   npx tsx bench/search-inp.ts [--start=4800 | --base=http://127.0.0.1:4800]
//     [--staff=e2e/.staff-PORT.json] [--runs=3] [--cpu=4] [--widths=phone,desktop] [--json=FILE]
//     [--verbose] (the five slowest interactions of each run) [--reduced-motion]
//     [--without-ripple] (MUI's press ripples hidden by a style sheet added to the page)
//     [--without-itinerary] (the search alone: no map, no 'Add', no match)
//     [--trace=DIR] (a Chromium trace of each visit, for DevTools' Performance panel)
//     [--probe[=DIR]] (desktop: where the first seat checkbox press's time goes: a screencast of
//     the press, each frame's offset from the press, when the tick is first on screen, when the
//     URL changed (the debounced apply) and when the Event Timing entry says it was presented;
//     the frames are written to DIR when given)
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
  const bench = { inp: null, interactions: new Map(), urlChanges: [], events: [] };
  window.__bench = bench;
  // When the page changed its URL (the filters applied): pushState and replaceState noted.
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name].bind(history);
    history[name] = (...a) => {
      bench.urlChanges.push({ at: performance.now(), url: String(a[2]) });
      return original(...a);
    };
  }
  webVitals.onINP((m) => { bench.inp = m; }, { reportAllChanges: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      bench.events.push({
        id: e.interactionId,
        type: e.name,
        start: e.startTime,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        duration: e.duration,
      });
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
  slowest: (Interaction & { phase: 'typing' | 'filters'; urlChanged: number | null })[];
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
  /** When the page changed its URL (ms since the page's start). */
  urls: number[];
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
      urls: b.urlChanges.map((u) => u.at),
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
      .map((i) => ({
        ...i,
        phase: i.start < typingEnd ? 'typing' : 'filters',
        urlChanged: b.urls.find((at) => at >= i.start) ?? null,
      })),
  };
}

// ---------------------------------------------------------------------------------------------
// The visit

const status = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Found \d+\+? courses$/ });

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

/** A checkbox's share of saturated pixels in a screencast frame (PNG, base64), in the page. */
const TICK_SHARE = `async ({ data, deviceWidth, x, y, w, h }) => {
  const img = new Image();
  img.src = 'data:image/png;base64,' + data;
  await img.decode();
  const c = document.createElement('canvas');
  c.width = img.width;
  c.height = img.height;
  const g = c.getContext('2d');
  g.drawImage(img, 0, 0);
  const k = deviceWidth ? img.width / deviceWidth : 1;
  const px = g.getImageData(Math.round(x * k), Math.round(y * k), Math.round(w * k), Math.round(h * k)).data;
  let n = 0;
  for (let i = 0; i < px.length; i += 4) {
    const hi = Math.max(px[i], px[i + 1], px[i + 2]);
    const lo = Math.min(px[i], px[i + 1], px[i + 2]);
    if (hi - lo > 60) n += 1;
  }
  return n / (px.length / 4);
}`;
/** A ticked box is mostly the theme's colour; an empty one is a grey outline on white. */
const TICKED_SHARE = 0.3;

/**
 * Presses a checkbox while the page is screencast: prints when each frame was drawn, when the
 * tick is first on screen, when the URL changed (the debounced apply) and what Event Timing
 * reports for the press (its entries' start, processing and presented end), all in ms from the
 * press's first event. The screencast costs the browser some time of its own (PNG encoding):
 * its figures are for attribution, not for the INP table.
 */
async function probedPress(page: Page, control: Locator, url: RegExp): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await page.waitForTimeout(WORD_PAUSE_MS);
  const icon = await control.locator('xpath=..').locator('svg').first().boundingBox();
  if (!icon) throw new Error('the checkbox has no icon on screen');
  const cdp = await page.context().newCDPSession(page);
  const frames: { at: number; data: string; width: number }[] = [];
  cdp.on('Page.screencastFrame', (f) => {
    frames.push({
      at: (f.metadata.timestamp ?? 0) * 1000,
      data: f.data,
      width: f.metadata.deviceWidth,
    });
    void cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  await page.waitForTimeout(500);
  const sent = (await page.evaluate('performance.now()')) as number;
  await control.click();
  await page.waitForURL(url);
  await status(page).waitFor();
  await page.waitForTimeout(1_000);
  await cdp.send('Page.stopScreencast');
  await cdp.detach();
  const b = (await page.evaluate(`(() => ({
    origin: performance.timeOrigin,
    events: window.__bench.events,
    urls: window.__bench.urlChanges,
  }))()`)) as {
    origin: number;
    events: {
      id: number;
      type: string;
      start: number;
      processingStart: number;
      processingEnd: number;
      duration: number;
    }[];
    urls: { at: number; url: string }[];
  };
  const first = b.events.filter((e) => e.start >= sent - 50).sort((x, y) => x.start - y.start)[0];
  if (!first) throw new Error('no Event Timing entry for the press');
  const t0 = first.start;
  const rel = (at: number) => Math.round(at - t0);
  const mine = b.events.filter((e) => e.id === first.id);
  // The frames are decoded in a page of their own, its CPU not slowed.
  const decoder = await page.context().browser()!.newPage();
  const shares: { at: number; share: number }[] = [];
  frames.sort((x, y) => x.at - y.at);
  for (const f of frames) {
    // The icon's inside (its outline left out), in CSS pixels; the page scales to the frame's.
    const box = {
      data: f.data,
      deviceWidth: f.width,
      x: icon.x + 4,
      y: icon.y + 4,
      w: Math.max(1, icon.width - 8),
      h: Math.max(1, icon.height - 8),
    };
    const share = (await decoder.evaluate(`(${TICK_SHARE})(${JSON.stringify(box)})`)) as number;
    shares.push({ at: f.at - b.origin, share });
  }
  await decoder.close();
  const dir = args.get('probe');
  if (dir && dir !== 'true') {
    frames.forEach((f, i) =>
      writeFileSync(
        path.join(
          dir,
          `press-${Date.now()}-${String(i).padStart(3, '0')}-${rel(f.at - b.origin)}ms.png`,
        ),
        Buffer.from(f.data, 'base64'),
      ),
    );
  }
  const ticked = shares.find((s) => s.at >= t0 && s.share >= TICKED_SHARE);
  const applied = b.urls.find((u) => u.at >= t0);
  console.log(
    `  probe: ${mine
      .map(
        (e) =>
          `${e.type} at ${rel(e.start)}: processing ${rel(e.processingStart)}-${rel(e.processingEnd)}, ` +
          `presented ${rel(e.start + e.duration)}`,
      )
      .join('; ')}` +
      `\n  probe: the tick first on screen at ${ticked ? rel(ticked.at) : 'never'} ms; the URL changed at ` +
      `${applied ? rel(applied.at) : 'never'} ms; ${frames.length} frames at ` +
      shares
        .filter((s) => s.at >= t0 - 1_000)
        .map((s) => `${rel(s.at)}${s.share >= TICKED_SHARE ? '✓' : ''}`)
        .join(' '),
  );
}

/** Desktop: the filters panel applies each change (debounced); a chip removes one. */
async function desktopVisit(page: Page): Promise<number> {
  const filters = page.getByRole('region', { name: 'Filters' });
  await typeWords(page, filters.getByRole('textbox', { name: 'Search' }));
  const typingEnd = (await page.evaluate('performance.now()')) as number;
  if (args.has('probe')) {
    await probedPress(
      page,
      filters.getByRole('checkbox', { name: 'Yes' }),
      /by_avaible_seats=true/,
    );
  } else {
    await press(page, filters.getByRole('checkbox', { name: 'Yes' }));
  }
  await page.waitForURL(/by_avaible_seats=true/);
  await status(page).waitFor();
  if (args.has('probe')) {
    await probedPress(
      page,
      filters.getByRole('checkbox', { name: 'No' }),
      /by_unavaible_seats=true/,
    );
  } else {
    await press(page, filters.getByRole('checkbox', { name: 'No' }));
  }
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
  await drawer.getByRole('button', { name: /^Apply \(\d+\+?\)$/ }).waitFor();
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
    if (args.has('without-ripple')) {
      await context.addInitScript({
        content:
          `addEventListener('DOMContentLoaded', () => { const s = document.createElement('style');` +
          `s.textContent = '.MuiTouchRipple-root { display: none !important; }';` +
          `document.head.append(s); });`,
      });
    }
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
                `${ms(i.inputDelay)}, processing ${ms(i.processing)}; the URL changed ` +
                `${i.urlChanged === null ? 'no more' : `${ms(i.urlChanged - i.start)} after it began`})`,
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
