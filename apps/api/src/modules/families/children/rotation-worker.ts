import type { JobTask } from '../../../lib/jobs.js';
import { rotateHealthKeys } from './health-box.js';

/**
 * Re-seals, under the current key of DATA_ENCRYPTION_KEYS, the children's data keys sealed under
 * a retired one: at every start of a worker and every hour, so a rotation completes without
 * anyone running a command. Rows already under the current key are not read.
 */
export const dataKeyRotationTask: JobTask = {
  identifier: 'data_key_rotation',
  schedule: '41 * * * *',
  maxAttempts: 3,
  run: async (ctx) => {
    const resealed = await rotateHealthKeys(ctx);
    if (resealed > 0)
      ctx.log.info({ resealed }, 'children’s data keys re-sealed under the current key');
  },
};
