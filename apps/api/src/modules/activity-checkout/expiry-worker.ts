import { periodicJobPlugin } from '../../lib/periodic-job.js';
import { expireDueCheckouts } from './service.js';

/**
 * Ends the holds of open checkouts past their expiry once a minute (the built-in provider sends
 * no expiry event of its own; for Stripe it backs up the webhook). The due rows are claimed with
 * SKIP LOCKED.
 */
export default periodicJobPlugin({
  plugin: 'checkout-expiry-worker',
  name: 'checkout expiry job',
  intervalMs: 60_000,
  run: (app) => expireDueCheckouts(app.ctx),
});
