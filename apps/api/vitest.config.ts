import { configDefaults, defineProject } from 'vitest/config';
import { ALONE } from './vitest.alone.config.js';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files that start the product as processes run alone, after this project.
    exclude: [...configDefaults.exclude, ...ALONE],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // A worker imports the app once and runs file after file on it (decision 0085): importing
    // every module again for each of the ~120 files cost more than the tests themselves. Each
    // file still gets a database of its own (test/test-app.ts); a file must leave no state in a
    // module (no vi.mock, vi.stubEnv, fake timers or process listeners left behind).
    isolate: false,
    pool: 'forks',
    // A process per core (two on the CI machine; Vitest's default is one fewer): a file spends
    // much of its time waiting on PostgreSQL, and the other worker runs meanwhile. The same
    // count as the web and shared projects, so all projects can run in one group.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits up to 20 s (not 1 s) for what a background job or a socket delivers: a
    // loaded machine delays it without making it wrong. A passing poll ends at once.
    expect: { poll: { timeout: 20_000 } },
  },
});
