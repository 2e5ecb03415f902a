import { test as base } from '@playwright/test';
import { portOf } from './servers';

// Everything else as @playwright/test has it (its `test` is replaced by the one below).
export * from '@playwright/test';

/**
 * The journeys' `test`: its baseURL is the product of the worker running it (e2e/servers.ts),
 * and every page, request and context made in a test (browser.newContext too) goes there.
 */
export const test = base.extend<object, { productURL: string }>({
  productURL: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await use(`http://127.0.0.1:${portOf(workerInfo.parallelIndex)}`);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ productURL }, use) => {
    await use(productURL);
  },
});
