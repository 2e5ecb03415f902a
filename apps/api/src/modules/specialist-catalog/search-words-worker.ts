import { periodicJobPlugin } from '../../lib/periodic-job.js';
import { refreshSearchWords } from './service.js';

/**
 * Rebuilds the catalog search's typo dictionary (search_words) at start and every ten minutes.
 * One instance rebuilds at a time (advisory lock), the others skip.
 */
export default periodicJobPlugin({
  plugin: 'search-words-worker',
  name: 'search words job',
  intervalMs: 10 * 60_000,
  run: (app) => refreshSearchWords(app.ctx),
});
