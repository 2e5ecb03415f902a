import type { JobTask } from '../../lib/jobs.js';
import { expireDueOffers } from './service.js';

/**
 * Ends waitlist offers past their 24 hours once a minute: each seat goes to the next in line or
 * back to the pool (decision 0063). Due offers are claimed with SKIP LOCKED.
 */
export const waitlistOfferExpiryTask: JobTask = {
  identifier: 'waitlist_offer_expiry',
  schedule: '* * * * *',
  maxAttempts: 3,
  run: (ctx) => expireDueOffers(ctx),
};
