import { defineProject } from 'vitest/config';

/**
 * The files that start the product or PostgreSQL's tools as child processes (the product with
 * its embedded PostgreSQL, or in production as the image starts it; pg_dump and pg_restore) and
 * assert how it starts, crashes and stops within bounds, and what it traces. They run in a
 * project of their own, one file at a time, after the `api` project has ended, so nothing else
 * loads the machine beside them: beside other API files on a loaded 2-core machine they missed
 * their waits.
 * `npm run test:api` runs both projects; a targeted run names this one: `--project api-alone`.
 */
export const ALONE = [
  'test/db/embedded-lifecycle.test.ts',
  'test/db/stop-after-crash.test.ts',
  'test/platform/production-start.test.ts',
  'test/db/backup-restore.test.ts',
  'test/db/tracing.test.ts',
];

export default defineProject({
  test: {
    name: 'api-alone',
    include: ALONE,
    environment: 'node',
    maxWorkers: 1,
    // After the `api` project (group 0), never beside it.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
