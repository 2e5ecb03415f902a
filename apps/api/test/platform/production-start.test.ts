// The image's start command (the Dockerfile's CMD, `node apps/api/dist/server.js`, in the
// repository's layout, which the image keeps) with NODE_ENV=production, configured only through
// the environment as compose.yaml configures it: on a database of its own on DATABASE_URL's
// server (with REDIS_URL when it is set, as in CI), or on the embedded PostgreSQL without
// DATABASE_URL. It becomes ready, serves the built web app without the development extras, and
// stops cleanly on SIGTERM (docker stop).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, withDatabase } from '../pg-admin.js';
import { withDbName } from '../global-setup.js';
import { freePort, runningProducts, until } from '../db/product-process.js';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const SERVER_URL = process.env.DATABASE_URL;
const database = `camp_prod_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'camp-prod-'));

/** The image's command, read from the Dockerfile's last CMD (exec form). */
function imageCommand(): string[] {
  const cmd = readFileSync(path.join(REPO, 'Dockerfile'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('CMD '))
    .at(-1);
  return JSON.parse(cmd!.slice(4)) as string[];
}

beforeAll(async () => {
  // The product as the image has it: built (a no-op when the build is up to date, as in CI).
  execFileSync(process.execPath, [path.join(REPO, 'scripts/build.mjs')], { stdio: 'ignore' });
  if (SERVER_URL) {
    await withDatabase(adminUrl(SERVER_URL), (c) => c.query(`CREATE DATABASE ${database}`));
  }
}, 600_000);

afterAll(async () => {
  for (const child of runningProducts) child.kill('SIGKILL');
  if (SERVER_URL) {
    await withDatabase(adminUrl(SERVER_URL), (c) =>
      c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    );
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the image start command in production', () => {
  it('gets ready, serves the web app without development extras, and stops on SIGTERM', async () => {
    const [command, ...args] = imageCommand();
    expect(command).toBe('node');
    const port = await freePort();
    const child = spawn(process.execPath, args, {
      cwd: REPO,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JWT_SECRET: randomBytes(32).toString('hex'),
        TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        DATA_ENCRYPTION_KEYS: `prod:${randomBytes(32).toString('hex')}`,
        ...(SERVER_URL ? { DATABASE_URL: withDbName(SERVER_URL, database) } : {}),
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    runningProducts.add(child);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        runningProducts.delete(child);
        resolve(code);
      }),
    );
    let gone = false;
    void exited.then(() => (gone = true));
    const base = `http://127.0.0.1:${port}`;
    const get = (p: string) => fetch(`${base}${p}`);

    // Ready: the database with every migration applied (the start applies them), Redis when
    // configured, the file storage.
    await until(async () => {
      if (gone) throw new Error(`the product exited:\n${output}`);
      return get('/health/ready').then(
        (r) => r.status === 200,
        () => false,
      );
    }, 120_000);
    expect(await (await get('/health/ready')).json()).toEqual({
      status: 'ok',
      checks: {
        database: 'ok',
        migrations: 'ok',
        redis: process.env.REDIS_URL ? 'ok' : 'not_configured',
        storage: 'ok',
      },
    });
    const live = await get('/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });

    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // Production: no development mailbox, no API reference unless asked.
    expect((await get('/api/dev/mailbox')).status).toBe(404);
    expect((await get('/api/docs/json')).status).toBe(404);

    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
  }, 180_000);
});
