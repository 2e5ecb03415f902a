import { parseEnv } from '../config.js';
import { openDb, type DbHandle } from '../db/client.js';
import { clusterDir } from '../db/embedded.js';
import { migrate } from '../db/migrate.js';
import { seedReference } from '../db/seed/reference.js';

/** An error whose message is for the person at the terminal (no stack trace). */
export class CliError extends Error {}

export type Command = (argv: string[]) => Promise<void>;

/** Run a command as the process's whole job: clear message and exit code 1 on failure. */
export function runCli(command: Command, argv = process.argv.slice(2)): void {
  command(argv).then(
    () => process.exit(0),
    (err: unknown) => {
      if (
        err instanceof CliError ||
        (err instanceof Error && (err.name === 'ConfigError' || err.name === 'EmbeddedDbError'))
      ) {
        console.error(err.message);
      } else {
        console.error(err);
      }
      process.exit(1);
    },
  );
}

/**
 * Open the database the server would use (DATABASE_URL, or the embedded server of DATA_DIR),
 * migrated and with reference data. The embedded server may be running for the product: the
 * command then uses it and leaves it running; otherwise it starts it and stops it at the end.
 */
export async function openCliDb(env: NodeJS.ProcessEnv = process.env): Promise<DbHandle> {
  const parsed = parseEnv(env);
  const handle = await openDb({
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    poolSize: 4,
  });
  try {
    await migrate(handle);
    await seedReference(handle.db);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

export function describeDb(handle: DbHandle, env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) return 'PostgreSQL (DATABASE_URL)';
  return `the embedded PostgreSQL in ${clusterDir(parseEnv(env).DATA_DIR)}`;
}
