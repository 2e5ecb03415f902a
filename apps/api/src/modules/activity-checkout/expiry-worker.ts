import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { expireDueCheckouts } from './service.js';

export interface CheckoutExpiryWorkerOptions {
  /** Run the sweep in this process (the server does; tests call expireDueCheckouts). */
  enabled: boolean;
  intervalMs?: number;
}

/**
 * Ends the holds of open checkouts past their expiry once a minute (the built-in provider sends
 * no expiry event of its own; for Stripe it backs up the webhook). Safe in every instance: the
 * due rows are claimed with SKIP LOCKED.
 */
export default fp(
  async (app: FastifyInstance, opts: CheckoutExpiryWorkerOptions) => {
    const job = new PeriodicJob({
      name: 'checkout expiry job',
      run: () => expireDueCheckouts(app.ctx),
      log: app.log,
      intervalMs: opts.intervalMs ?? 60_000,
    });
    if (opts.enabled) {
      app.addHook('onReady', async () => {
        job.start();
      });
    }
    app.addHook('onClose', async () => {
      await job.stop();
    });
  },
  { name: 'checkout-expiry-worker', dependencies: ['context'] },
);
