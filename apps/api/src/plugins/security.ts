import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. The CSP allows what the SPA needs: emotion's inline styles, map tiles, and
 * Google Identity Services for 'Sign in with Google' (its script, button frame and styles, at
 * the paths Google documents for CSP).
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
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
  },
  { name: 'security' },
);
