import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { runDuePayouts } from './service.js';

export interface PayoutsWorkerPluginOptions {
  /** Run the job in this process (the server does; tests call runDuePayouts). */
  enabled: boolean;
  /** Time between passes (ms). */
  intervalMs?: number;
}

/**
 * The built-in payment provider's daily rolling payout (decision 0061): a pass at start-up and
 * then hourly; a day's sales mature together at UTC midnight, so the first pass of a day pays
 * them. Every API instance may run it: the entries are claimed with SKIP LOCKED.
 */
export default fp(
  async (app: FastifyInstance, opts: PayoutsWorkerPluginOptions) => {
    const job = new PeriodicJob({
      name: 'payouts job',
      run: () => runDuePayouts(app.ctx),
      log: app.log,
      intervalMs: opts.intervalMs ?? 3_600_000,
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
  { name: 'payouts-worker', dependencies: ['context'] },
);
