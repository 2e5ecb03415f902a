import { fastifyRequestContext } from '@fastify/request-context';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../lib/request-address.js';
import '../lib/request-log.js';

/**
 * Request-scoped storage (AsyncLocalStorage) holding the client's address and the request's id
 * from the first hook.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyRequestContext, { hook: 'onRequest' });
    app.addHook('onRequest', async (request) => {
      request.requestContext.set('ip', request.ip);
      request.requestContext.set('reqId', request.id);
    });
  },
  { name: 'request-context' },
);
