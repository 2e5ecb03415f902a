import { parseArgs } from 'node:util';
import { seedBenchCatalog } from '../../db/seed/bench-catalog.js';
import { formatDemoAccounts, seedDemoIfEmpty } from '../../db/seed/demo.js';
import { loadConfig } from '../../config.js';
import { CliError, describeDb, openCliDb } from '../run.js';

const USAGE =
  'Usage: npm run seed -- --activities 100000 [--providers N] [--seed N] [--batch N] [--parallel N]\n' +
  '       npm run seed -- --demo   (demo catalog and accounts, into a database without users)';

function positiveInt(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined) {
    if (fallback === undefined) throw new CliError(`--${name} is required.\n${USAGE}`);
    return fallback;
  }
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1) {
    throw new CliError(
      `--${name} must be a whole number of at least 1 (got "${value}").\n${USAGE}`,
    );
  }
  return n;
}

/** `seed`: add a large synthetic catalog for benchmarks. */
export async function seedCommand(argv: string[]): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        activities: { type: 'string' },
        providers: { type: 'string' },
        seed: { type: 'string' },
        batch: { type: 'string' },
        parallel: { type: 'string' },
        demo: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.demo) return seedDemo();
  const activities = positiveInt('activities', values.activities);
  const opts = {
    activities,
    seed: positiveInt('seed', values.seed, 1),
    batchSize: positiveInt('batch', values.batch, 1000),
    // Four transactions at once: the server's cores index while the next batches are built.
    parallel: positiveInt('parallel', values.parallel, 4),
    ...(values.providers ? { providers: positiveInt('providers', values.providers) } : {}),
  };
  const handle = await openCliDb();
  try {
    const started = Date.now();
    let lastLog = 0;
    const result = await seedBenchCatalog(handle.db, {
      ...opts,
      onProgress: (done, total) => {
        if (done === total || Date.now() - lastLog > 2000) {
          lastLog = Date.now();
          console.log(`  ${done} / ${total} activities`);
        }
      },
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Added ${result.providers} programs and ${result.activities} activities to ${describeDb(handle)} in ${seconds.toFixed(1)} s (${Math.round(result.activities / seconds)} activities/s).`,
    );
  } finally {
    await handle.close();
  }
}

/**
 * `seed --demo`: what the first start does, for scripts that need the demo passwords before the
 * server runs (the Playwright journeys). Prints the accounts once, like the server would.
 */
async function seedDemo(): Promise<void> {
  const handle = await openCliDb();
  try {
    // The key the server will read (DATA_DIR's, generated now if need be).
    const totpKey = loadConfig(process.env).TOTP_ENCRYPTION_KEY;
    const accounts = await seedDemoIfEmpty({ db: handle.db, totpKey });
    if (!accounts) throw new CliError(`${describeDb(handle)} already has users: nothing seeded.`);
    console.log(formatDemoAccounts(accounts, true));
  } finally {
    await handle.close();
  }
}
