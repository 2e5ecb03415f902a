import { parseArgs } from 'node:util';
import { seedBenchCatalog } from '../../db/seed/bench-catalog.js';
import { CliError, describeDb, openCliDb } from '../run.js';

const USAGE = 'Usage: npm run seed -- --activities 100000 [--providers N] [--seed N] [--batch N]';

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
  const activities = positiveInt('activities', values.activities);
  const opts = {
    activities,
    seed: positiveInt('seed', values.seed, 1),
    batchSize: positiveInt('batch', values.batch, 1000),
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
