import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors.js';
import { webPages } from './web-page.js';

/**
 * The first path segments the server answers itself (the API, its documents, the calendar
 * feeds, uploads, the websocket, operations and the built files): an unknown path under one of
 * them is a JSON 404, never the web app. So are the probe paths other products use (`/readyz`,
 * `/livez`, `/healthz`): a probe or a scrape pointed at one by mistake fails rather than
 * "succeeding" on the web app's page. Every other GET is a browser route.
 */
const SERVER_PREFIXES = new Set([
  'api',
  'health',
  'metrics',
  'calendar',
  'rails',
  'cable',
  'assets',
  'readyz',
  'livez',
  'healthz',
]);

/**
 * The first segment of a request path, decoded where it decodes: `/calendar/%0A.ics` and
 * `/%61pi/x` name the calendar and the API as their plain spellings do.
 */
export function firstSegment(url: string): string {
  const raw = (url.split(/[?#]/, 1)[0] ?? '').replace(/^\/+/, '').split('/', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** Whether an unknown path belongs to the server (a JSON 404) rather than to the web app. */
export const isServerPath = (url: string) => SERVER_PREFIXES.has(firstSegment(url));

/** A path the web app's files answer: a browser route, or a file (not the folder) under /assets/. */
const isWebPath = (url: string) => !isServerPath(url) || /^\/assets\/[^?#]*[^/?#]$/.test(url);

/** Routes constrained with `webPath: 'yes'` are found only for paths the web app answers. */
const webPathConstraint: Parameters<FastifyInstance['addConstraintStrategy']>[0] = {
  name: 'webPath',
  storage() {
    const handlers = new Map<string, unknown>();
    return {
      get: (value: unknown) => (handlers.get(String(value)) ?? null) as never,
      set: (value: unknown, store: unknown) => void handlers.set(String(value), store),
    };
  },
  deriveConstraint: (request) => (isWebPath(request.url ?? '/') ? 'yes' : 'no'),
  mustMatchWhenDerived: false,
};

/**
 * Serves the built web app from the same port as the API. Unknown paths the server owns are
 * JSON 404s, a missing file under /assets/ included (a script or a style sheet answered with a
 * page would leave the browser a blank screen); any other GET (or HEAD) falls back to index.html
 * so the SPA's router shows the page (or its 404 page).
 */
export default fp(
  async (app: FastifyInstance) => {
    const root = app.ctx.config.webDistDir;
    const hasWeb = existsSync(path.join(root, 'index.html'));
    const pageFor = webPages(root);
    // The app's page for a browser address: with its route's chunks preloaded when the build
    // listed any, else index.html as built (its compressed copies, conditional requests).
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache');
      const page = await pageFor(request.url).catch(() => null);
      if (page === null) return reply.sendFile('index.html');
      reply.header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(page.html);
    };
    if (hasWeb) {
      // The static files' catch-all route is for browser paths and files under /assets/ only:
      // the router does not offer it for any other path the server owns (nor the /assets/
      // folder itself), which then goes to the not-found handler, a JSON 404, before any file
      // is looked at, or, when a route parameter was over the router's length limit, to its 414.
      app.addConstraintStrategy(webPathConstraint);
      app.addHook('onRoute', (route) => {
        if (route.url === '/*') route.constraints = { ...route.constraints, webPath: 'yes' };
      });
      await app.register(fastifyStatic, {
        root,
        // Files are looked up on disk at each request, not listed once at start: a rebuild of
        // the web app under a running server adds assets it then serves (the build keeps the
        // earlier builds' assets and swaps index.html in last; scripts/build.mjs).
        wildcard: true,
        index: false,
        // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs); the one the
        // client accepts is sent as is, with Content-Encoding and Vary: Accept-Encoding.
        preCompressed: true,
        setHeaders(res, filePath) {
          // Hashed assets never change; index.html and the service worker must always revalidate.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'no-cache');
          }
        },
      });
      // The app's page at the root (the wildcard route would find a folder there); a page, not
      // an operation of the API's document.
      app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
    }
    app.setNotFoundHandler((request, reply) => {
      // A form of a pre-rendered page submitted before the page's script took it over (Enter
      // pressed on a slow phone) posts itself to the page's address: it is sent back to the page,
      // its body unread, rather than shown the API's 404.
      const formPost =
        request.method === 'POST' &&
        /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(
          request.headers['content-type'] ?? '',
        );
      // Leading slashes folded into one: '//other.example' must not send it to another site.
      if (formPost && hasWeb && !isServerPath(request.url))
        return reply.redirect(`/${request.url.replace(/^[/\\]+/, '')}`, 303);
      // A HEAD (a link checker, an uptime probe) answers as the GET would, without the body.
      const reads = request.method === 'GET' || request.method === 'HEAD';
      if (!reads || isServerPath(request.url) || !hasWeb) {
        return reply.status(404).send(errorBody({ _base: ['Not found'] }));
      }
      return sendPage(request, reply);
    });
  },
  { name: 'web', dependencies: ['context'] },
);
