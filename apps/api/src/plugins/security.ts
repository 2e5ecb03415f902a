import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

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
      'connect-src': ["'self'", 'ws:', 'wss:', 'https://accounts.google.com/gsi/'],
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

export default fp(
  async (app: FastifyInstance) => {
    const headers = computeSecurityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
