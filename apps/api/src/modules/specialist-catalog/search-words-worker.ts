import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { refreshSearchWords } from './service.js';

export interface SearchWordsWorkerPluginOptions {
  /** Run the job in this process (the server does; tests call refreshSearchWords). */
  enabled: boolean;
  /** Time between passes (ms). */
  intervalMs?: number;
}

/**
 * Rebuilds the catalog search's typo dictionary (search_words) at start and every ten minutes.
 * Every API instance may run it: one rebuilds at a time (advisory lock), the others skip.
 */
export default fp(
  async (app: FastifyInstance, opts: SearchWordsWorkerPluginOptions) => {
    const job = new PeriodicJob({
      name: 'search words job',
      run: () => refreshSearchWords(app.ctx),
      log: app.log,
      intervalMs: opts.intervalMs ?? 10 * 60_000,
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
  { name: 'search-words-worker', dependencies: ['context'] },
);
