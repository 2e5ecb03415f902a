import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { BoundedMap } from '../lib/bounded-map.js';

/**
 * Security headers (helmet). The CSP allows what the SPA needs: emotion's inline styles, map
 * tiles, and Google Identity Services for 'Sign in with Google' (its script, button frame and
 * styles, at the paths Google documents for CSP).
 *
 * The options have no per-request part (no nonce), so helmet runs once, at start, and every
 * response gets the headers it set. Running it per request (building the CSP header each time)
 * was a measurable part of a small API request's CPU (docs/benchmarks.md, catalog search).
 */
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
      'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'media-src': ["'self'", 'https:'],
      'font-src': ["'self'", 'data:'],
      // The request's own host for the real-time WebSocket is added per host (below).
      'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
      'frame-src': [
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://accounts.google.com/gsi/',
      ],
      'worker-src': ["'self'", 'blob:'],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** The headers helmet sets on a response, by name. Throws on a bad directive (a bug). */
function computeSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    // X-Powered-By, which neither Node nor Fastify sends.
    removeHeader() {},
  };
  let failure: unknown;
  securityHeaders({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure instanceof Error) throw failure;
  return headers;
}

/** A Host header that can only name a host (and port): anything else gets no WebSocket source. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The CSP for a request's host: `connect-src` allows WebSockets to that host only (ws: and wss:,
 * for a TLS proxy in front of plain HTTP), not to any host as a bare `ws:` would. Browsers that
 * predate CSP 3 do not let 'self' cover ws:, hence the explicit origins.
 */
export function cspForHost(base: string, host: string | undefined): string {
  if (!host || !PLAIN_HOST.test(host)) return base;
  const h = host.toLowerCase();
  return base.replace("connect-src 'self'", `connect-src 'self' ws://${h} wss://${h}`);
}

export default fp(
  async (app: FastifyInstance) => {
    const { 'content-security-policy': csp = '', ...headers } = computeSecurityHeaders();
    // One policy per host the product answers on (a handful); bounded as Host is the client's.
    const byHost = new BoundedMap<string, string>(64);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      const host = request.host;
      let policy = byHost.get(host);
      if (policy === undefined) {
        policy = cspForHost(csp, host);
        byHost.set(host, policy);
      }
      reply.header('content-security-policy', policy);
      done();
    });
  },
  { name: 'security' },
);
