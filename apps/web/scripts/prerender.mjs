// Pre-renders the public pages, and the frames of some signed-in pages, into a built web app (scripts/build.mjs runs it on the staged
// build): the server-side entry (src/prerender.tsx, built by `vite build --ssr`) renders each
// address; its markup goes into index.html's root element and its styles into the head, written
// to prerendered/<name>.html, listed with its address in prerendered.json (the API's web plugin
// sends that page for the address instead of the empty index.html; the app hydrates a public
// page and renders a signed-in page over its frame).
// Usage: node scripts/prerender.mjs <ssr-entry.js> <built-app-dir>
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT_ELEMENT = '<div id="root"></div>';

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
    const html = pageTemplate
      .replace('</head>', () => `${page.styles}\n</head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`);
    await writeFile(path.join(dir, file), html);
    list.push({ path: address, file });
  }
  await writeFile(path.join(dir, 'prerendered.json'), JSON.stringify(list, null, 2));
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
