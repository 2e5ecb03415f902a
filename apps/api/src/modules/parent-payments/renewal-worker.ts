import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { stripeEnabled } from '../../lib/stripe.js';
import { runRenewals } from './service.js';

export interface RenewalWorkerPluginOptions {
  /** Run the renewal job in this process (the server does; tests call runRenewals). */
  enabled: boolean;
  /** Time between passes (ms). */
  intervalMs?: number;
}

/**
 * Renews the local provider's due subscriptions once a minute. Every API instance may run it:
 * subscriptions are claimed with SKIP LOCKED. With Stripe configured Stripe renews, so the job
 * does not run.
 */
export default fp(
  async (app: FastifyInstance, opts: RenewalWorkerPluginOptions) => {
    const job = new PeriodicJob({
      name: 'renewal job',
      run: () => runRenewals(app.ctx),
      log: app.log,
      intervalMs: opts.intervalMs ?? 60_000,
    });
    if (opts.enabled && !stripeEnabled(app.ctx.config)) {
      app.addHook('onReady', async () => {
        job.start();
      });
    }
    app.addHook('onClose', async () => {
      await job.stop();
    });
  },
  { name: 'renewal-worker', dependencies: ['context'] },
);
