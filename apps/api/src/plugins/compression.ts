import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/** Responses smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API responses above 1 KB for clients that accept it (docs/decisions/0034): brotli
 * at quality 2, else gzip at level 1. A catalog page (19 KB of JSON) becomes 5.0 KB for 0.11 ms
 * of CPU; the plugin's default (quality 4) makes it 4.7 KB for 0.19 ms, a third of the API's
 * own CPU per search, so the fast setting keeps most of the saving for half the cost.
 * The web app's files are compressed at build time and sent as they are (plugins/web.ts), which
 * this leaves alone: a response that already has a Content-Encoding is not touched, nor is the
 * websocket at /cable (an upgraded connection sends no reply).
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 2,
        },
      },
      zlibOptions: { level: 1 },
    });
  },
  { name: 'compression' },
);
