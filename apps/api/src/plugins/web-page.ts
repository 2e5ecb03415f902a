import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the web build writes beside index.html (route-preloads.json): for each route pattern of
 * the app, the script chunks its page loads that index.html does not already name.
 */
interface RoutePreload {
  pattern: string;
  files: string[];
}

interface Route {
  segments: string[];
  files: string[];
}

/** React Router's ranking of a pattern: static segments over parameters over a splat. */
const rank = (segments: string[]) =>
  segments.reduce((sum, s) => sum + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), 0);

const segmentsOf = (pathname: string) => pathname.split('/').filter((s) => s !== '');

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** Whether `pathname`'s segments match a pattern's (case-insensitive, as the app's router). */
function matches(pattern: string[], actual: string[]): boolean {
  for (const [i, part] of pattern.entries()) {
    if (part === '*') return true;
    const segment = actual[i];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== decode(segment)) return false;
  }
  return pattern.length === actual.length;
}

const isFile = (value: unknown): value is string =>
  typeof value === 'string' && /^\/assets\/[\w.-]+\.js$/.test(value);

function parseRoutes(json: string | null): Route[] {
  let list: unknown;
  try {
    list = json ? JSON.parse(json) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return (list as Partial<RoutePreload>[])
    .filter((r) => typeof r.pattern === 'string' && !r.pattern.includes('?'))
    .map((r) => ({ segments: segmentsOf(r.pattern!), files: (r.files ?? []).filter(isFile) }))
    .filter((r) => r.files.length > 0)
    .sort((a, b) => rank(b.segments) - rank(a.segments));
}

/**
 * What the web build also writes (prerendered.json): the public pages it rendered, each an
 * address and its file (index.html with the page's markup and styles).
 */
interface Prerendered {
  path: string;
  file: string;
}

interface Loaded {
  /** The files' modification times and sizes when they were read. */
  version: string;
  html: string;
  routes: Route[];
  /** The pre-rendered pages' HTML by address (lower case, no trailing slash). */
  prerendered: Map<string, string>;
  /** The page of each document and route, made once. */
  pages: Map<string, WebPage>;
}

const isPageFile = (value: unknown): value is string =>
  typeof value === 'string' && /^prerendered\/[\w-]+\.html$/.test(value);

/** The pre-rendered pages the build listed; a file that cannot be read is left out. */
async function readPrerendered(root: string, json: string | null): Promise<Map<string, string>> {
  let list: unknown;
  try {
    list = json ? JSON.parse(json) : [];
  } catch {
    return new Map();
  }
  if (!Array.isArray(list)) return new Map();
  const entries = await Promise.all(
    (list as Partial<Prerendered>[])
      .filter((p) => typeof p.path === 'string' && isPageFile(p.file))
      .map(async (p) => {
        const html = await readFile(path.join(root, p.file!), 'utf8').catch(() => null);
        return html?.includes('</head>') ? ([addressKey(p.path!), html] as const) : null;
      }),
  );
  return new Map(entries.filter((e) => e !== null));
}

/** An address as the pre-rendered pages are keyed: its segments decoded, lower case. */
const addressKey = (pathname: string) => `/${segmentsOf(pathname).map(decode).join('/')}`;

const LOW_PRIORITY_ENTRY = /<script type="module"[^>]*\sfetchpriority="low"/;

/** A page to send and its entity tag (a browser revalidating a page it has gets a 304). */
export interface WebPage {
  html: string;
  etag: string;
}

/**
 * The app's page for an address: index.html, or the page the build pre-rendered for that
 * address (its markup and styles, which the app hydrates), with a <link rel="modulepreload"> for
 * each script chunk of the address's route, so the browser fetches the page's chunks beside the
 * entry rather than after the entry has run and its router has matched the address. Null when
 * the address has neither (or the build wrote no lists): index.html is then sent as it is.
 * The files are read again when one of them changes (a rebuild under a running server).
 */
export function webPages(root: string): (url: string) => Promise<WebPage | null> {
  let loaded: Loaded | null = null;
  const load = async (): Promise<Loaded> => {
    const files = ['index.html', 'route-preloads.json', 'prerendered.json'];
    const [page, ...lists] = await Promise.all(
      files.map((f) => stat(path.join(root, f)).catch(() => null)),
    );
    if (!page) throw new Error('index.html is missing');
    const version = [page, ...lists].map((s) => `${s?.mtimeMs}:${s?.size}`).join(':');
    if (loaded?.version === version) return loaded;
    const [html, json, prerenderedJson] = await Promise.all([
      readFile(path.join(root, 'index.html'), 'utf8'),
      readFile(path.join(root, 'route-preloads.json'), 'utf8').catch(() => null),
      readFile(path.join(root, 'prerendered.json'), 'utf8').catch(() => null),
    ]);
    loaded = {
      version,
      html,
      routes: parseRoutes(json),
      prerendered: await readPrerendered(root, prerenderedJson),
      pages: new Map(),
    };
    return loaded;
  };
  return async (url) => {
    const page = await load();
    const pathname = url.split(/[?#]/, 1)[0] ?? '/';
    const actual = segmentsOf(pathname);
    const route = page.routes.find((r) => matches(r.segments, actual));
    const key = addressKey(pathname);
    const prerendered = page.prerendered.get(key);
    if ((!route && !prerendered) || !page.html.includes('</head>')) return null;
    const id = `${prerendered ? key : ''}\0${route ? route.segments.join('/') : ''}`;
    let made = page.pages.get(id);
    if (made === undefined) {
      const document = prerendered ?? page.html;
      // The route's chunks come at the priority the page gives its entry script (a signed-in
      // page's frame, which paints without them, fetches its scripts at low priority).
      const priority = LOW_PRIORITY_ENTRY.test(document) ? ' fetchpriority="low"' : '';
      const links = (route?.files ?? []).map(
        (f) => `<link rel="modulepreload" crossorigin${priority} href="${f}">`,
      );
      const html = document.replace('</head>', `${links.join('\n')}\n</head>`);
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      made = { html, etag };
      page.pages.set(id, made);
    }
    return made;
  };
}
