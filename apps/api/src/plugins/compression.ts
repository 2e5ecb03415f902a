import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/** Responses smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API responses above 1 KB (brotli at quality 4, else gzip) for clients that accept
 * it (docs/decisions/0034). The web app's files are compressed at build time and sent as they
 * are (plugins/web.ts), which this leaves alone: a response that already has a Content-Encoding
 * is not touched, nor is the websocket at /cable (an upgraded connection sends no reply).
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
