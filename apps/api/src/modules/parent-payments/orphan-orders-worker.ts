import { periodicJobPlugin } from '../../lib/periodic-job.js';
import { resolveOrphanOrders } from './service.js';

/**
 * Resolves orphaned draft orders at start-up and once a minute: drafts are claimed with SKIP
 * LOCKED, and a draft whose request is still charging is locked by that request.
 */
export default periodicJobPlugin({
  plugin: 'orphan-orders-worker',
  name: 'orphan orders job',
  intervalMs: 60_000,
  run: (app) => resolveOrphanOrders(app.ctx),
});
