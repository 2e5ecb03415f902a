import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterDir, isAlive } from '../../src/db/embedded.js';
import { withDatabase } from '../pg-admin.js';
import {
  freePort,
  healthy,
  postmasterPid,
  runningProducts,
  startProduct,
  until,
  type Product,
} from './product-process.js';

// The product as a user starts it (`node` on src/server.ts, no DATABASE_URL), on the embedded
// PostgreSQL of its DATA_DIR: stopped, killed and started again, and two side by side.

const API_DIR = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];

afterAll(async () => {
  for (const child of runningProducts) child.kill('SIGKILL');
  // Servers orphaned by a failed assertion: stop them before their folders go.
  for (const dir of dirs) {
    const pid = postmasterPid(dir);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGINT');
    await until(() => !pid || !isAlive(pid));
    rmSync(dir, { recursive: true, force: true });
  }
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'camp-life-'));
  dirs.push(dir);
  return dir;
}

/** The product from its sources, as `npm run dev` runs it (or a CLI command, by its entry). */
async function start(dir: string, entry = 'src/server.ts'): Promise<Product> {
  return startProduct({
    dir,
    port: await freePort(),
    args: ['--import', 'tsx', entry],
    cwd: API_DIR,
  });
}

/** The product's database, through the socket in the cluster folder. */
const dbUrl = (dir: string) =>
  `postgresql://postgres@localhost:5432/camp?host=${encodeURIComponent(clusterDir(dir))}`;

const notes = (dir: string) =>
  withDatabase(dbUrl(dir), async (c) => {
    const { rows } = await c.query<{ note: string }>('SELECT note FROM probe ORDER BY note');
    return rows.map((r) => r.note);
  });

const write = (dir: string, note: string) =>
  withDatabase(dbUrl(dir), async (c) => {
    await c.query('CREATE TABLE IF NOT EXISTS probe (note text)');
    await c.query('INSERT INTO probe VALUES ($1)', [note]);
  });

describe('the embedded PostgreSQL under the product', () => {
  it('survives kill -9 of the product, and stops with it', async () => {
    const dir = dataDir();
    const first = await start(dir);
    await healthy(first);
    await write(dir, 'before the kill');
    const orphan = postmasterPid(dir)!;

    first.child.kill('SIGKILL');
    await first.exited;
    // The killed product could not stop its server: it is still running, holding the cluster.
    expect(isAlive(orphan)).toBe(true);

    const second = await start(dir);
    await healthy(second);
    expect(await notes(dir)).toEqual(['before the kill']);
    expect(isAlive(orphan)).toBe(false);
    const server = postmasterPid(dir)!;
    expect(server).not.toBe(orphan);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(isAlive(server)).toBe(false);
    expect(existsSync(path.join(clusterDir(dir), 'postmaster.pid'))).toBe(false);

    // A clean restart finds everything, as after the kill.
    const third = await start(dir);
    await healthy(third);
    expect(await notes(dir)).toEqual(['before the kill']);
    // A CLI command beside the running product uses its server and leaves it running.
    const serving = postmasterPid(dir)!;
    const cli = await start(dir, 'src/cli/migrate.ts');
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('Database is up to date');
    expect(postmasterPid(dir)).toBe(serving);
    expect((await fetch(`${third.base}/health`)).ok).toBe(true);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 120_000);

  it('runs two products with different DATA_DIRs side by side', async () => {
    const [a, b] = [dataDir(), dataDir()];
    const [pa, pb] = await Promise.all([start(a), start(b)]);
    await Promise.all([healthy(pa), healthy(pb)]);
    await write(a, 'in a');
    await write(b, 'in b');
    expect(await notes(a)).toEqual(['in a']);
    expect(await notes(b)).toEqual(['in b']);
    pa.child.kill('SIGTERM');
    pb.child.kill('SIGTERM');
    expect(await Promise.all([pa.exited, pb.exited]), pa.output() + pb.output()).toEqual([0, 0]);
  }, 120_000);

  it('refuses a DATA_DIR holding the database of an earlier version, and changes nothing', async () => {
    // The earlier embedded engine kept a PostgreSQL data folder in a subfolder of DATA_DIR
    // (decision 0033 names it); any such folder other than ours is refused.
    const dir = dataDir();
    mkdirSync(path.join(dir, 'earlier-db'));
    writeFileSync(path.join(dir, 'earlier-db', 'PG_VERSION'), '18\n');
    writeFileSync(path.join(dir, 'jwt-secret'), 'kept from the earlier version');
    const before = readdirSync(dir, { recursive: true }).sort();

    const p = await start(dir);
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain(
      `holds a database this version cannot open: ${path.join(dir, 'earlier-db')}`,
    );
    expect(p.output()).toContain('Nothing was changed');
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual(before);
  }, 60_000);
});
