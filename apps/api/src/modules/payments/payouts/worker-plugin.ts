import type { JobTask } from '../../../lib/jobs.js';
import { runDuePayouts } from './service.js';

/**
 * The built-in payment provider's daily rolling payout (decision 0061): when a worker starts and
 * then hourly; a day's sales mature together at UTC midnight, so the first run of a day pays
 * them. The entries are claimed with SKIP LOCKED.
 */
export const payoutsTask: JobTask = {
  identifier: 'payouts',
  schedule: '0 * * * *',
  maxAttempts: 5,
  run: (ctx) => runDuePayouts(ctx),
};
