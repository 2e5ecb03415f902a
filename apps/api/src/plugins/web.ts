import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors.js';

/**
 * Serves the built web app from the same port as the API. Unknown /api paths are JSON 404s;
 * any other GET falls back to index.html so the SPA's router shows the page (or its 404 page).
 */
export default fp(
  async (app: FastifyInstance) => {
    const root = app.ctx.config.webDistDir;
    const hasWeb = existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
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
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      if (request.method !== 'GET' || url.startsWith('/api/') || url === '/api' || !hasWeb) {
        return reply.status(404).send(errorBody({ _base: ['Not found'] }));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web', dependencies: ['context'] },
);
