import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailWorker, type MailWorkerOptions } from './worker.js';

export interface MailWorkerPluginOptions extends MailWorkerOptions {
  /** Run the outbox worker in this process (the server does; tests drive `deliverPending`). */
  enabled: boolean;
}

/**
 * Starts the outbox worker once the app is ready and stops it (and closes the mail transport)
 * when the app closes. Every API instance may run it: rows are claimed with SKIP LOCKED.
 */
export default fp(
  async (app: FastifyInstance, opts: MailWorkerPluginOptions) => {
    const worker = new MailWorker(app.ctx, opts);
    if (opts.enabled) {
      app.addHook('onReady', async () => {
        worker.start();
      });
    }
    app.addHook('onClose', async () => {
      await worker.stop();
      app.ctx.mail.transport.close();
    });
  },
  { name: 'mail-worker', dependencies: ['context'] },
);
