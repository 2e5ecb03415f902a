import type { JobTask } from '../../../lib/jobs.js';
import { terminateDueProviders } from './use-cases/standing.js';

/**
 * Terminates the providers whose 30 days' notice has run out, every quarter hour (a provider
 * is terminated within 15 minutes of its date; until then it is still under notice).
 */
export const providerTerminationTask: JobTask = {
  identifier: 'provider_termination',
  schedule: '*/15 * * * *',
  maxAttempts: 3,
  run: (ctx) => terminateDueProviders(ctx),
};
