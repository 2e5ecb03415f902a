import { defineConfig, devices } from '@playwright/test';
import { portOf, WORKERS } from './e2e/servers';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // One product per worker (e2e/servers.ts; decision 0086): a file's journeys run in order on one
  // worker, files (and the accessibility journeys, each on its own) spread over the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A journey's limit catches a hang, not a slow machine (as the unit tests' ten minutes): a
  // one-minute limit failed a correct journey (sign in, two widths, two axe scans) beside the API
  // suite at a load average of 25-30 on the 2-core CI machine. A journey that passes ends when
  // its last step does, so the limit costs nothing while they pass. No journey sets a shorter one
  // (limits of 2-4 minutes failed correct journeys at a load average of 15-24).
  timeout: 600_000,
  // Also a bound for a hang: with two journeys at once on the loaded machine (load average 20-24),
  // a search page's data took over 10 s to show; a check that passes ends when its condition
  // holds, so the bound costs nothing then.
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // baseURL: the worker's product, set by the journeys' `test` (e2e/fixtures.ts).
    // A trace records the page (snapshots and a screencast) at every step: recorded for every
    // journey it cost a quarter of the journeys' CPU (docs/benchmarks.md), so it is recorded on
    // the retry of a journey that failed (CI retries once), which is the one to read.
    trace: 'on-first-retry',
    // The product stops its animations for people who ask for less motion (the theme's
    // prefers-reduced-motion rule): the journeys ask too, so no spinner or transition keeps the
    // browser drawing frames nobody looks at.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    name: `product ${i}`,
    command: `bash e2e/start-server.sh ${portOf(i)}`,
    url: `http://127.0.0.1:${portOf(i)}/health`,
    reuseExistingServer: false,
    // A bound for a start that hangs, not for a slow one: the start (migrations, the demo seed,
    // two staff accounts, the server) took over 120 s beside the API suite at a load average of
    // 34 on the 2-core CI machine.
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // A signal the product handles: it then stops its embedded PostgreSQL (a SIGKILL would leave
    // that server running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  })),
});
