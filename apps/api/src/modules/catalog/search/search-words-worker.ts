import type { JobTask } from '../../../lib/jobs.js';
import { refreshSearchWords } from './service.js';

/**
 * Rebuilds the catalog search's typo dictionary (search_words) when a worker starts and every ten
 * minutes. One instance rebuilds at a time (advisory lock), the others skip.
 */
export const searchWordsTask: JobTask = {
  identifier: 'search_words',
  schedule: '*/10 * * * *',
  maxAttempts: 3,
  run: (ctx) => refreshSearchWords(ctx),
};
