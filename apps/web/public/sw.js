/* Camp Concierge service worker: keeps the app shell available offline.
 *
 * The page registers /sw.js?v=<entry bundle name>, so every build is a new worker. On install
 * the worker caches index.html plus the scripts and styles it references (the app shell); other
 * hashed assets are cached the first time they load. The new worker waits until the page asks
 * it to take over (the 'A new version is available!' bar), then old caches are removed.
 * API calls are never cached: they always go to the network.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const SHELL_CACHE = `cc-shell-${VERSION}`;
const ASSET_CACHE = `cc-assets-${VERSION}`;
const STATIC_FILES = [
  '/',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];
const BYPASS = [/^\/api(\/|$)/, /^\/health(\/|$)/, /^\/rails\//, /^\/sw\.js/];

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const res = await fetch('/', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`App shell answered ${res.status}`);
  const html = await res.clone().text();
  await cache.put('/', res);
  const assetUrls = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assetUrls.add(match[1]);
  const assets = await caches.open(ASSET_CACHE);
  await Promise.all([
    assets.addAll([...assetUrls]),
    ...STATIC_FILES.filter((u) => u !== '/').map((u) => cache.add(u).catch(() => undefined)),
  ]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('cc-') && !keep.has(n)).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** Pages: network first (fresh deploys show at once), the cached shell when offline. */
async function handleNavigation(request) {
  try {
    const res = await fetch(request);
    // A page pre-rendered as islands (home, pricing, sign-in) runs none of the app: kept as the
    // offline shell, it would stand in for every page of the app.
    if (
      res.ok &&
      res.headers.get('content-type')?.includes('text/html') &&
      !(await res.clone().text()).includes('data-islands=')
    ) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put('/', res.clone());
    }
    return res;
  } catch (err) {
    const cached = await caches.match('/', { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw err;
  }
}

/** Hashed assets never change: cache first, then the network (and keep a copy). */
async function handleAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, res.clone());
  }
  return res;
}

/** Icons and other public files: the cached copy while a fresh one is fetched. */
async function handleStatic(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  const fresh = fetch(request)
    .then((res) => {
      if (res.ok) void cache.put(request, res.clone());
      return res;
    })
    .catch(() => cached);
  return cached || fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (BYPASS.some((re) => re.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(handleNavigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(handleAsset(request));
  } else if (STATIC_FILES.includes(url.pathname)) {
    event.respondWith(handleStatic(request));
  }
});
