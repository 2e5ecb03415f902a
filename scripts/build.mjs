// Builds the web app (apps/web/dist) and the API (apps/api/dist), each only when its inputs
// changed since its last build: the sources it is built from, its configuration, the lockfile
// and this script. A build's fingerprint (SHA-256 of those files' paths and contents) is written
// beside its output once the build is complete; a build whose fingerprint matches is skipped, so
// `npm start` on an unchanged checkout goes straight to the server.
//
// The web build is written so that a product already running from apps/web/dist keeps working:
// Vite builds into a folder of its own, the new files are added to dist (hashed assets never
// replace anything: their names change with their contents), and index.html is swapped in last,
// by a rename, once every file it names is in place. The hashed assets of the last few builds
// stay, so a page loaded before the rebuild still finds the chunks it loads later.
//
// Usage: node scripts/build.mjs [--force] [web] [api]   (both when neither is named)
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { precompress } from '../apps/web/scripts/precompress.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const API = path.join(ROOT, 'apps/api');
const SHARED = path.join(ROOT, 'packages/shared');
/** Beside each build's output: the fingerprint of the inputs it was built from. */
const STAMP = '.build-inputs';
/** In the web app's dist: the files of its recent builds (the assets they need are kept). */
const HISTORY = '.builds.json';
/** Builds whose hashed assets are kept, the newest included. */
const KEEP_BUILDS = 3;

/** What each output is built from. Folders are walked; tests, outputs and data are not inputs. */
const TARGETS = {
  web: {
    out: path.join(WEB, 'dist'),
    outputs: ['index.html'],
    inputs: [
      WEB,
      SHARED,
      path.join(ROOT, 'package-lock.json'),
      path.join(ROOT, 'package.json'),
      path.join(ROOT, 'tsconfig.base.json'),
      import.meta.filename,
    ],
    build: buildWeb,
  },
  api: {
    out: path.join(API, 'dist'),
    outputs: ['server.js', 'cli.js'],
    inputs: [
      path.join(API, 'src'),
      path.join(API, 'build.mjs'),
      path.join(API, 'package.json'),
      SHARED,
      path.join(ROOT, 'package-lock.json'),
      path.join(ROOT, 'package.json'),
      path.join(ROOT, 'tsconfig.base.json'),
      import.meta.filename,
    ],
    build: buildApi,
  },
};

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'test', 'coverage']);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

async function* walk(entry) {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return;
  if (info.isFile()) {
    yield entry;
    return;
  }
  if (!info.isDirectory()) return;
  // Hidden folders are tools' caches; hidden files count (Vite reads .env files).
  const entries = (await readdir(entry, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const e of entries) {
    if (e.isDirectory() && (SKIPPED_DIRS.has(e.name) || e.name.startsWith('.'))) continue;
    if (isTestFile(e.name)) continue;
    yield* walk(path.join(entry, e.name));
  }
}

async function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for await (const file of walk(input)) {
      hash.update(path.relative(ROOT, file)).update('\0');
      hash.update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const readText = (file) => readFile(file, 'utf8').catch(() => undefined);
const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

function run(command, args, cwd, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(args[0] ?? command)} failed (${signal ?? code})`)),
    );
  });
}

async function buildApi() {
  await run(process.execPath, ['build.mjs'], API);
}

// ---- The web app ----

async function buildWeb(out) {
  const staging = path.join(
    ROOT,
    'node_modules/.cache/camp-build',
    `web-${process.pid}-${randomBytes(3).toString('hex')}`,
  );
  const ssrStaging = path.join(WEB, 'node_modules/.cache/camp-ssr', path.basename(staging));
  const vitePkg = createRequire(path.join(WEB, 'package.json')).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePkg), 'bin/vite.js');
  try {
    await run(
      process.execPath,
      [vite, 'build', '--outDir', staging, '--emptyOutDir', '--logLevel', 'warn'],
      WEB,
    );
    // The islands entry of the public pages pre-rendered as islands, beside the app's files
    // (its own build: those pages load none of the app's chunks).
    await run(
      process.execPath,
      [vite, 'build', '--config', 'vite.islands.config.ts', '--outDir', staging].concat([
        '--logLevel',
        'warn',
      ]),
      WEB,
    );
    // The public pages' HTML: a server-side build of the app (in apps/web, so that it resolves
    // the web app's own dependencies), run once to render each page into the staged build.
    await run(
      process.execPath,
      [vite, 'build', '--ssr', 'src/prerender.tsx', '--outDir', ssrStaging, '--emptyOutDir'].concat(
        ['--logLevel', 'warn'],
      ),
      WEB,
    );
    // In a process of its own whose libraries run their production code, as in the browser
    // (their development builds name the style classes otherwise).
    await run(
      process.execPath,
      [path.join(WEB, 'scripts/prerender.mjs'), path.join(ssrStaging, 'prerender.js'), staging],
      WEB,
      { ...process.env, NODE_ENV: 'production' },
    );
    const t = await precompress(staging, out);
    console.log(
      `web: ${t.compressed} files compressed, ${t.reused} unchanged since the last build`,
    );
    await publish(staging, out);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(ssrStaging, { recursive: true, force: true });
  }
}

async function listFiles(dir) {
  const files = [];
  for await (const file of walkAll(dir)) files.push(path.relative(dir, file));
  return files.sort();
}

async function* walkAll(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkAll(full);
    else if (entry.isFile()) yield full;
  }
}

/** Write `to` so that no reader ever sees it half written: a sibling file renamed over it. */
async function place(from, to) {
  await mkdir(path.dirname(to), { recursive: true });
  const tmp = `${to}.${process.pid}.tmp`;
  await copyFile(from, tmp);
  await rename(tmp, to);
}

/**
 * Moves the staged build into dist without breaking a server running from it: every new file
 * first, then index.html's compressed copies and index.html itself. Hashed assets of builds
 * older than the last few, and files that are neither assets nor in this build, are removed.
 */
async function publish(staging, out) {
  const files = await listFiles(staging);
  const entry = new Set(['index.html', 'index.html.br', 'index.html.gz']);
  await mkdir(out, { recursive: true });
  // A dist from before this script kept no history: what it holds counts as the previous build.
  const recorded = await readText(path.join(out, HISTORY));
  const history = recorded
    ? JSON.parse(recorded)
    : [(await listFiles(out)).filter((f) => f !== STAMP)];
  for (const rel of files.filter((f) => !entry.has(f))) {
    const to = path.join(out, rel);
    const same =
      rel.startsWith(`assets${path.sep}`) &&
      (await stat(to)
        .then(async (s) => s.size === (await stat(path.join(staging, rel))).size)
        .catch(() => false));
    if (!same) await place(path.join(staging, rel), to);
  }
  // index.html last: the compressed copies, then the page itself. A client is sent either the
  // previous page or the new one, and every asset either names is in place.
  if (!files.includes('index.html.br')) await rm(path.join(out, 'index.html.br'), { force: true });
  if (!files.includes('index.html.gz')) await rm(path.join(out, 'index.html.gz'), { force: true });
  for (const rel of ['index.html.br', 'index.html.gz', 'index.html'].filter((f) =>
    files.includes(f),
  )) {
    await place(path.join(staging, rel), path.join(out, rel));
  }

  const builds = [files, ...(Array.isArray(history) ? history : [])]
    .filter((b) => b.length)
    .slice(0, KEEP_BUILDS);
  await writeFile(path.join(out, HISTORY), JSON.stringify(builds));
  const keep = new Set(builds.flat());
  let removed = 0;
  for (const rel of await listFiles(out)) {
    if (rel === HISTORY || rel === STAMP || keep.has(rel)) continue;
    // A file of this build's own kind that no recent build has: an old asset, or a file the
    // app no longer ships.
    await rm(path.join(out, rel), { force: true });
    removed += 1;
  }
  if (removed) console.log(`web: ${removed} files of earlier builds removed`);
}

// ---- Main ----

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((a) => !a.startsWith('--'));
for (const name of named) {
  if (!(name in TARGETS)) {
    console.error(`build: unknown target ${name} (web, api)`);
    process.exit(2);
  }
}
const chosen = named.length ? named : Object.keys(TARGETS);

/** Builds one target when it needs it; returns what it did, for the summary line. */
async function ensure(name) {
  const target = TARGETS[name];
  const started = performance.now();
  const inputs = await fingerprint(target.inputs);
  const built =
    (await readText(path.join(target.out, STAMP))) === inputs &&
    (await Promise.all(target.outputs.map((f) => exists(path.join(target.out, f))))).every(Boolean);
  if (built && !force) return `${name} up to date`;
  // A build that fails or is stopped leaves no fingerprint: the next run builds again.
  await rm(path.join(target.out, STAMP), { force: true });
  await target.build(target.out);
  await writeFile(path.join(target.out, STAMP), inputs);
  return `${name} built in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

// The two builds at once: the web build is mostly Vite's native bundler and compression, the
// API's esbuild, each a process or threads of its own.
const results = await Promise.allSettled(chosen.map(ensure));
const failed = results.filter((r) => r.status === 'rejected');
console.log(
  `build: ${results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed')).join(', ')}`,
);
if (failed.length) {
  for (const f of failed) console.error(f.reason instanceof Error ? f.reason.message : f.reason);
  process.exit(1);
}
