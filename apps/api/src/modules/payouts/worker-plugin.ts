import { periodicJobPlugin } from '../../lib/periodic-job.js';
import { runDuePayouts } from './service.js';

/**
 * The built-in payment provider's daily rolling payout (decision 0061): a pass at start-up and
 * then hourly; a day's sales mature together at UTC midnight, so the first pass of a day pays
 * them. The entries are claimed with SKIP LOCKED.
 */
export default periodicJobPlugin({
  plugin: 'payouts-worker',
  name: 'payouts job',
  intervalMs: 3_600_000,
  run: (app) => runDuePayouts(app.ctx),
});
