import type { JobTask } from '../../../lib/jobs.js';
import { chargeDueInstalments } from './use-cases/charge-due-instalments.js';

/**
 * Charges the payment plans' due instalments (decision 0065) when a worker starts and every 15
 * minutes; each instalment is claimed with SKIP LOCKED and keeps its lock through the charge, so
 * one instalment is charged once even when a run overlaps a request.
 */
export const paymentPlanInstalmentsTask: JobTask = {
  identifier: 'payment_plan_instalments',
  schedule: '*/15 * * * *',
  maxAttempts: 3,
  run: (ctx) => chargeDueInstalments(ctx),
};
