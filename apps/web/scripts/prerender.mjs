// Pre-renders the public pages, and the frames of some signed-in pages, into a built web app (scripts/build.mjs runs it on the staged
// build): the server-side entry (src/prerender.tsx, built by `vite build --ssr`) renders each
// address; its markup goes into index.html's root element and its styles into the head, written
// to prerendered/<name>.html, listed with its address in prerendered.json (the API's web plugin
// sends that page for the address instead of the empty index.html; the app hydrates a public
// page and renders a signed-in page over its frame).
// Usage: node scripts/prerender.mjs <ssr-entry.js> <built-app-dir>
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The islands build's manifest in the staged build (vite.islands.config.ts), read and removed. */
const ISLANDS_MANIFEST = 'islands-manifest.json';
const ISLANDS_ENTRY = 'src/islands.tsx';
/**
 * The islands whose chunks an islands page preloads when it has them: the ones in the first
 * screen (the others load when scrolled near).
 */
const PRELOADED_ISLANDS = new Set([
  'header',
  'cookie-notice',
  'start-plan',
  'pricing-plans',
  'parent-sign-in',
]);

/** The registry's islands by name: the module each loads (src/islands/registry.ts). */
async function islandModules() {
  const source = await readFile(new URL('../src/islands/registry.ts', import.meta.url), 'utf8');
  const modules = new Map();
  for (const [, name, spec] of source.matchAll(
    /'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
  )) {
    modules.set(
      name,
      path.posix.join('src/islands', spec).replace(/^(?!.*\.tsx?$)(.*)$/, '$1.tsx'),
    );
  }
  return modules;
}

/** The script and preloads of the islands entry and of the islands in the first screen. */
async function islandsHead(dir) {
  const manifest = JSON.parse(await readFile(path.join(dir, ISLANDS_MANIFEST), 'utf8'));
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`prerender: ${ISLANDS_MANIFEST} has no ${ISLANDS_ENTRY}`);
  const modules = await islandModules();
  /** The files of a manifest key and its static imports. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const preloadsOf = (names) => {
    const files = closure(ISLANDS_ENTRY);
    for (const name of names) {
      if (PRELOADED_ISLANDS.has(name) && modules.has(name)) closure(modules.get(name), files);
    }
    files.delete(entry.file);
    return [...files];
  };
  return { script: entry.file, preloadsOf };
}

/** The file name of an address's page: its segments joined, `index` for the home page. */
const nameOf = (address) => address.split('/').filter(Boolean).join('-') || 'index';

/**
 * index.html with its style sheets (the font faces, a kilobyte or two) in <style> elements: a
 * pre-rendered page paints as soon as it has arrived, with no style sheet request to wait for.
 */
async function inlineStyleSheets(dir, html) {
  const links = [
    ...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g),
  ];
  let out = html;
  for (const [tag, file] of links) {
    const css = await readFile(path.join(dir, file), 'utf8');
    if (css.includes('</')) throw new Error(`prerender: ${file} cannot be inlined`);
    out = out.replace(tag, () => `<style>${css}</style>`);
  }
  return out;
}

/**
 * An islands page: the app's entry script and its preloads give way to the islands entry and
 * the chunks of the islands in its first screen.
 */
function islandsPage(html, islandsBuild, markup) {
  const names = new Set([...markup.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1]));
  const appScripts =
    /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
  const tags = [
    `<script type="module" crossorigin src="/${islandsBuild.script}"></script>`,
    ...islandsBuild
      .preloadsOf(names)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const stripped = html.replace(appScripts, '');
  if (stripped.includes('type="module"')) throw new Error('prerender: an app script is left');
  return stripped.replace('</head>', () => `${tags.join('\n')}\n</head>`);
}

/**
 * The islands pages' addresses leave route-preloads.json: the server would otherwise preload the
 * app's chunks of their routes with them, which these pages do not run.
 */
async function dropRoutePreloads(dir, addresses) {
  const file = path.join(dir, 'route-preloads.json');
  const routes = JSON.parse(await readFile(file, 'utf8'));
  const kept = routes.filter((r) => !addresses.has(String(r.pattern).toLowerCase()));
  await writeFile(file, JSON.stringify(kept, null, 1));
}

/**
 * A signed-in page's frame paints before any script runs, and the app's scripts are not needed
 * for it: they are fetched at low priority, so the frame's text and face are not queued behind
 * some 200 KB of them on a slow connection (the route's preloads follow the entry's priority).
 */
const lowPriorityScripts = (html) =>
  html
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );

export async function prerender(entry, dir) {
  const { render, renderShell, PRERENDERED_PATHS, SHELL_PAGES } = await import(
    pathToFileURL(entry).href
  );
  const built = await readFile(path.join(dir, 'index.html'), 'utf8');
  if (!built.includes(ROOT_ELEMENT) || !built.includes('</head>')) {
    throw new Error('prerender: index.html has no empty root element or no head');
  }
  const template = await inlineStyleSheets(dir, built);
  const islandsBuild = await islandsHead(dir);
  const islandAddresses = new Set();
  await mkdir(path.join(dir, 'prerendered'), { recursive: true });
  const list = [];
  // The public pages, then the signed-in pages' frames (the app renders over those).
  const jobs = [
    ...PRERENDERED_PATHS.map((address) => [address, render, template]),
    ...SHELL_PAGES.map((p) => [p.path, renderShell, lowPriorityScripts(template)]),
  ];
  for (const [address, renderPage, pageTemplate] of jobs) {
    const page = await renderPage(address);
    if (!page) continue;
    // The Content Security Policy allows no inline script: a page that needs one (React's
    // reveal of a streamed boundary) would be left half shown.
    if (/<script(?![^>]*\bsrc=)/.test(page.html)) {
      throw new Error(`prerender: ${address} has an inline script`);
    }
    // A file the styles name (a font face) must be one of the client build's: the server-side
    // build names its assets alike, but it does not write them.
    for (const [, asset] of page.styles.matchAll(/url\(\/(assets\/[^)\s"']+)\)/g)) {
      await access(path.join(dir, asset)).catch(() => {
        throw new Error(`prerender: ${address} names ${asset}, which the build has not`);
      });
    }
    const file = `prerendered/${nameOf(address)}.html`;
    let html = pageTemplate
      .replace('</head>', () => `${page.styles}\n</head>`)
      .replace(ROOT_ELEMENT, () =>
        page.islands
          ? `<div id="root" data-islands="${address}">${page.html}</div>`
          : `<div id="root">${page.html}</div>`,
      );
    if (page.islands) {
      html = islandsPage(html, islandsBuild, page.html);
      islandAddresses.add(address.toLowerCase());
    }
    await writeFile(path.join(dir, file), html);
    list.push({ path: address, file });
  }
  await writeFile(path.join(dir, 'prerendered.json'), JSON.stringify(list, null, 2));
  await dropRoutePreloads(dir, islandAddresses);
  await rm(path.join(dir, ISLANDS_MANIFEST));
  return list.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [entry, dir] = process.argv.slice(2);
  if (!entry || !dir) {
    console.error('usage: node scripts/prerender.mjs <ssr-entry.js> <built-app-dir>');
    process.exit(2);
  }
  console.log(`web: ${await prerender(path.resolve(entry), path.resolve(dir))} pages pre-rendered`);
}
