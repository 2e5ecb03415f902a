import { periodicJobPlugin } from '../../lib/periodic-job.js';
import { expireDueOffers } from './service.js';

/**
 * Ends waitlist offers past their 24 hours once a minute: each seat goes to the next in line or
 * back to the pool (decision 0063). Due offers are claimed with SKIP LOCKED.
 */
export default periodicJobPlugin({
  plugin: 'waitlist-offer-expiry-worker',
  name: 'waitlist offer expiry job',
  intervalMs: 60_000,
  run: (app) => expireDueOffers(app.ctx),
});
