import type { JobTask } from '../../../lib/jobs.js';
import { stripeEnabled } from '../../../lib/stripe.js';
import { runRenewals } from './renewals.js';

/**
 * Renews the local provider's due subscriptions once a minute (claimed with SKIP LOCKED). With
 * Stripe configured Stripe renews, so the task is not scheduled.
 */
export const renewalsTask: JobTask = {
  identifier: 'subscription_renewals',
  schedule: '* * * * *',
  maxAttempts: 3,
  enabled: (ctx) => !stripeEnabled(ctx.config),
  run: (ctx) => runRenewals(ctx),
};
