import type { JobTask } from '../../lib/jobs.js';
import { sendDueReminders } from './service.js';

/**
 * Queues the reminder e-mails that are due, when a worker starts and every hour; each reminder
 * goes once however many instances run it (its sent_reminders row and its mail are one write).
 */
export const remindersTask: JobTask = {
  identifier: 'reminders',
  schedule: '7 * * * *',
  maxAttempts: 3,
  run: (ctx) => sendDueReminders(ctx),
};
