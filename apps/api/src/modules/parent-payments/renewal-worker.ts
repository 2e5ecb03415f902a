import { periodicJobPlugin } from '../../lib/periodic-job.js';
import { stripeEnabled } from '../../lib/stripe.js';
import { runRenewals } from './service.js';

/**
 * Renews the local provider's due subscriptions once a minute (claimed with SKIP LOCKED). With
 * Stripe configured Stripe renews, so the job does not run.
 */
export default periodicJobPlugin({
  plugin: 'renewal-worker',
  name: 'renewal job',
  intervalMs: 60_000,
  run: (app) => runRenewals(app.ctx),
  when: (app) => !stripeEnabled(app.ctx.config),
});
