import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { resolveOrphanOrders } from './service.js';

export interface OrphanOrdersWorkerPluginOptions {
  /** Run the job in this process (the server does; tests call resolveOrphanOrders). */
  enabled: boolean;
  /** Time between passes (ms). */
  intervalMs?: number;
}

/**
 * Resolves orphaned draft orders at start-up (the first pass runs as soon as the app is ready)
 * and once a minute. Every API instance may run it: drafts are claimed with SKIP LOCKED, and a
 * draft whose request is still charging is locked by that request.
 */
export default fp(
  async (app: FastifyInstance, opts: OrphanOrdersWorkerPluginOptions) => {
    const job = new PeriodicJob({
      name: 'orphan orders job',
      run: () => resolveOrphanOrders(app.ctx),
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
  { name: 'orphan-orders-worker', dependencies: ['context'] },
);
