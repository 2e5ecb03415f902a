import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { ctx: AppContext }) => {
    app.decorate('ctx', opts.ctx);
    app.addHook('onClose', async () => {
      opts.ctx.storage.close();
    });
  },
  { name: 'context' },
);
