import type { JobTask } from '../../../lib/jobs.js';
import { resolveOrphanOrders } from './orphans.js';

/**
 * Resolves orphaned draft orders when a worker starts and once a minute: drafts are claimed with
 * SKIP LOCKED, and a draft whose request is still charging is locked by that request.
 */
export const orphanOrdersTask: JobTask = {
  identifier: 'orphan_orders',
  schedule: '* * * * *',
  maxAttempts: 3,
  run: (ctx) => resolveOrphanOrders(ctx),
};
