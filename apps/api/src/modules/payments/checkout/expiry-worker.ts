import type { JobTask } from '../../../lib/jobs.js';
import { expireDueCheckouts } from './expiry.js';

/**
 * Ends the holds of open checkouts past their expiry once a minute (the built-in provider sends
 * no expiry event of its own; for Stripe it backs up the webhook). The due rows are claimed with
 * SKIP LOCKED.
 */
export const checkoutExpiryTask: JobTask = {
  identifier: 'checkout_expiry',
  schedule: '* * * * *',
  maxAttempts: 3,
  run: (ctx) => expireDueCheckouts(ctx),
};
