// First-load JavaScript of the built web app, gzip -9 (as the build's .gz copies):
//   npx tsx bench/first-load-js.ts [--dist=apps/web/dist] [/path …]
// The entry and the chunks index.html names (what every page loads), then for each address that
// plus its route's chunks as the build listed them in route-preloads.json (what a first visit to
// the page loads before it renders; chunks imported on demand later are not counted). A page
// pre-rendered as islands (prerendered.json, its root marked data-islands) loads none of the
// app's entry: its own page names its scripts (the islands entry and the preloaded islands).
import { readFileSync, statSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';
import path from 'node:path';

const args = process.argv.slice(2);
const dist = args.find((a) => a.startsWith('--dist='))?.slice(7) ?? 'apps/web/dist';
const addresses = args.filter((a) => a.startsWith('/'));
const pages = addresses.length
  ? addresses
  : ['/', '/sign-in', '/pricing', '/profile/itineraries', '/specialist/search'];

const gz = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;
const raw = (file: string) => statSync(path.join(dist, file)).size;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
/** The script files a page names (its entry and its modulepreloads). */
const scriptsOf = (page: string) =>
  [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const entryFiles = scriptsOf(html);
const entryMain = [...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g)][0]?.[1] ?? '';
const entryGz = entryFiles.reduce((sum, f) => sum + gz(f), 0);
console.log(
  `entry and its static imports: ${kb(entryGz)} gzip (${entryFiles.length} files; ` +
    `the entry chunk ${kb(raw(entryMain))} raw, ${kb(gz(entryMain))} gzip)`,
);

const preloads = JSON.parse(readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')) as {
  pattern: string;
  files: string[];
}[];
const prerendered = (() => {
  try {
    return JSON.parse(readFileSync(path.join(dist, 'prerendered.json'), 'utf8')) as {
      path: string;
      file: string;
    }[];
  } catch {
    return [];
  }
})();
for (const page of pages) {
  const file = prerendered.find((p) => p.path === page)?.file;
  const document = file ? readFileSync(path.join(dist, file), 'utf8') : '';
  if (document.includes('data-islands=')) {
    const files = scriptsOf(document);
    const total = files.reduce((sum, f) => sum + gz(f), 0);
    console.log(
      `${page.padEnd(22)} ${kb(total).padStart(7)} (islands page: ${files.length} files)`,
    );
    continue;
  }
  const route = preloads.find((p) => p.pattern === page);
  const files = (route?.files ?? []).map((f) => f.replace(/^\//, ''));
  const routeGz = files.reduce((sum, f) => sum + gz(f), 0);
  console.log(
    `${page.padEnd(22)} ${kb(entryGz + routeGz).padStart(7)} (route: ${files.length} files, ${kb(routeGz)})`,
  );
}
