import path from 'node:path';

// The journeys run on as many Playwright workers as products: worker i (its parallel index, 0
// to WORKERS - 1) drives the product e2e/start-server.sh started on port E2E_PORT + i, with its
// own embedded database and its own accounts file. A journey therefore only ever sees the data
// of the journeys that ran before it on the same worker.

/** The first product's port. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3200);

/** Workers, so products (E2E_WORKERS=1: one product, the journeys one after another). */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The port of the product of the worker with this parallel index. */
export const portOf = (parallelIndex: number) => FIRST_PORT + parallelIndex;

/**
 * The port of this worker's product, read where no fixture reaches (a module's top level):
 * Playwright sets TEST_PARALLEL_INDEX in every worker process.
 */
export const workerPort = () => portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** The accounts file e2e/start-server.sh writes for the product on `port`. */
export const accountsFile = (port: number) => path.join(import.meta.dirname, `.staff-${port}.json`);

/**
 * The admins' authenticator keys on the product on `port`, and the last 30-second step each
 * answered with (e2e/support.ts): the journeys on one product share it, one after another.
 */
export const totpFile = (port: number) => path.join(import.meta.dirname, `.totp-${port}.json`);
