import { periodicJobPlugin } from '../../lib/periodic-job.js';
import { chargeDueInstalments } from './service.js';

/**
 * Charges the payment plans' due instalments (decision 0065): a pass at start-up, then every 15
 * minutes in every instance; each instalment is claimed with SKIP LOCKED and keeps its lock
 * through the charge, so one instalment is charged once however many instances run it.
 */
export default periodicJobPlugin({
  plugin: 'payment-plans-worker',
  name: 'payment plan instalments job',
  intervalMs: 15 * 60_000,
  run: (app) => chargeDueInstalments(app.ctx),
});
