import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJobRunner, type JobRunner, type JobTask } from '../lib/jobs.js';

export interface JobsPluginOptions {
  /** Run jobs in this process (RUN_JOBS); web-only instances leave them to the others. */
  enabled: boolean;
  /** Every task the product has: its periodic tasks and the jobs its code adds. */
  tasks: readonly JobTask[];
}

/**
 * Starts this instance's job worker once the app is ready, and stops it when the app closes:
 * the stop waits for the jobs running and releases the worker's connections (and the mail
 * transport's), so nothing keeps the process alive. Any number of instances may run it: each
 * job runs in one of them.
 */
export default fp(
  async (app: FastifyInstance, opts: JobsPluginOptions) => {
    let runner: JobRunner | undefined;
    if (opts.enabled) {
      app.addHook('onReady', async () => {
        runner = await startJobRunner(app.ctx, opts.tasks);
      });
    }
    app.addHook('onClose', async () => {
      await runner?.stop();
      runner = undefined;
      // The mail transport's pooled SMTP connections go with the worker that used them.
      app.ctx.mail.transport.close();
    });
  },
  { name: 'jobs', dependencies: ['context'] },
);
