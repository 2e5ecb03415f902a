import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDb } from '../db/client.js';
import { CliError, runCli } from './run.js';

/**
 * Writes the API's OpenAPI document (JSON) to the file named by the first argument. The app is
 * built as the server builds it, on a database address nothing connects to: building the
 * document reads the routes, never the database, Redis or the network.
 */
runCli(async ([out]) => {
  if (!out) throw new CliError('Usage: tsx src/cli/openapi.ts <output.json>');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'camp-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // A closed port: the pool connects on its first query, and there is none.
    DATABASE_URL: 'postgres://postgres@127.0.0.1:1/openapi',
    LOG_LEVEL: 'silent',
    RUN_JOBS: 'false',
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const dbHandle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 1 });
  try {
    const app = await buildApp({ config, dbHandle });
    writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
  } finally {
    await dbHandle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
