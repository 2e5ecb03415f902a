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

interface Loaded {
  /** index.html's and the list's modification times and sizes when they were read. */
  version: string;
  html: string;
  routes: Route[];
  /** The page with each route's preloads, made once per route. */
  pages: Map<Route, WebPage>;
}

/** A page to send and its entity tag (a browser revalidating a page it has gets a 304). */
export interface WebPage {
  html: string;
  etag: string;
}

/**
 * The app's page for an address: index.html with a <link rel="modulepreload"> for each script
 * chunk of the address's route, so the browser fetches the page's chunks beside the entry rather
 * than after the entry has run and its router has matched the address. Null when the address
 * has no such chunks (or the build wrote no list): index.html is then sent as it is.
 * index.html and the list are read again when either changes (a rebuild under a running server).
 */
export function webPages(root: string): (url: string) => Promise<WebPage | null> {
  let loaded: Loaded | null = null;
  const load = async (): Promise<Loaded> => {
    const [page, list] = await Promise.all(
      ['index.html', 'route-preloads.json'].map((f) => stat(path.join(root, f)).catch(() => null)),
    );
    if (!page) throw new Error('index.html is missing');
    const version = `${page.mtimeMs}:${page.size}:${list?.mtimeMs}:${list?.size}`;
    if (loaded?.version === version) return loaded;
    const [html, json] = await Promise.all([
      readFile(path.join(root, 'index.html'), 'utf8'),
      readFile(path.join(root, 'route-preloads.json'), 'utf8').catch(() => null),
    ]);
    loaded = { version, html, routes: parseRoutes(json), pages: new Map() };
    return loaded;
  };
  return async (url) => {
    const page = await load();
    const actual = segmentsOf(url.split(/[?#]/, 1)[0] ?? '/');
    const route = page.routes.find((r) => matches(r.segments, actual));
    if (!route || !page.html.includes('</head>')) return null;
    let made = page.pages.get(route);
    if (made === undefined) {
      const links = route.files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`);
      const html = page.html.replace('</head>', `${links.join('\n')}\n</head>`);
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      made = { html, etag };
      page.pages.set(route, made);
    }
    return made;
  };
}
