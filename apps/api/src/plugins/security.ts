import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers (helmet). The CSP allows what the SPA needs: emotion's inline styles, map
 * tiles, and Google Identity Services for 'Sign in with Google' (its script, button frame and
 * styles, at the paths Google documents for CSP).
 *
 * helmet's middleware is built once here and run on every request. @fastify/helmet, used
 * before, built it (parsing every CSP directive) on each request: a measurable part of a small
 * API request's CPU (docs/benchmarks.md, catalog search).
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

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      // helmet reports a bad directive (a programming error) as an Error; anything else is none.
      securityHeaders(request.raw, reply.raw, (err?: unknown) =>
        done(err instanceof Error ? err : undefined),
      );
    });
  },
  { name: 'security' },
);
