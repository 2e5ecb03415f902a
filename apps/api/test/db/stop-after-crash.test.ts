import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterDir, isAlive } from '../../src/db/embedded.js';
import {
  freePort,
  healthy,
  postmasterPid,
  runningProducts,
  startProduct,
  until,
  type Product,
} from './product-process.js';

// The built product (`node apps/api/dist/server.js`, as `npm start` runs it) on the embedded
// PostgreSQL of a temporary DATA_DIR: killed with SIGKILL, started again on the same data, and
// sent SIGTERM at each moment of that restart. Whatever the moment, no PostgreSQL of that
// DATA_DIR is left running: it is gone within 5 s of the SIGTERM.

const REPO = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(REPO, 'apps/api/dist/server.js');
const STOP_WITHIN_MS = 5_000;
const dirs: string[] = [];

beforeAll(() => {
  // The product as `npm start` runs it: built (a no-op when the build is up to date).
  execFileSync(process.execPath, [path.join(REPO, 'scripts/build.mjs'), 'api'], {
    stdio: 'ignore',
  });
}, 120_000);

afterAll(async () => {
  for (const child of runningProducts) child.kill('SIGKILL');
  for (const dir of dirs) {
    for (const pid of serverPids(dir)) process.kill(pid, 'SIGINT');
    await until(() => serverPids(dir).length === 0, 30_000);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The built product, as `npm start` runs it. */
const start = (dir: string, port: number): Product => startProduct({ dir, port, args: [SERVER] });

/**
 * Every postmaster of this DATA_DIR's cluster (`postgres -D <dir>/pg`), from the process table.
 * A child the postmaster has just forked carries the same command line until it names itself
 * ("postgres: checkpointer", a backend): it is not a server of its own, so a process whose
 * parent is one of them is left out.
 */
function serverPids(dir: string): number[] {
  const pgdata = clusterDir(dir);
  const candidates = new Map<number, number>();
  for (const entry of readdirProc()) {
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const d = args.indexOf('-D');
      if (path.basename(args[0] ?? '') === 'postgres' && d >= 0 && args[d + 1] === pgdata) {
        if (isAlive(entry)) candidates.set(entry, parentPid(entry));
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return [...candidates].filter(([, parent]) => !candidates.has(parent)).map(([pid]) => pid);
}

/** The parent's pid, from /proc/<pid>/stat (the field after the command's closing parenthesis). */
function parentPid(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function readdirProc(): number[] {
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number);
}

/**
 * True once the process is loading the application's modules: its memory maps a native addon
 * (the password hashing's), which Node itself never loads and the application's modules do.
 */
function loadingTheApp(pid: number): boolean {
  try {
    return /\.node$/m.test(readFileSync(`/proc/${pid}/maps`, 'utf8'));
  } catch {
    return false;
  }
}

/** A product killed with SIGKILL on its DATA_DIR: its server is left running, orphaned. */
async function crashed(opts: { serverToo?: boolean } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'camp-stop-'));
  dirs.push(dir);
  const port = await freePort();
  const first = start(dir, port);
  await healthy(first);
  const orphan = postmasterPid(dir)!;
  first.child.kill('SIGKILL');
  await first.exited;
  expect(serverPids(dir)).toEqual([orphan]);
  if (opts.serverToo) {
    // The machine's crash: the server is killed as well, and the next start recovers from WAL.
    process.kill(orphan, 'SIGKILL');
    await until(() => serverPids(dir).length === 0, 30_000);
  }
  return { dir, port, orphan };
}

/** Sends SIGTERM and measures until no server of `dir` is left and the product has exited. */
async function stopAndMeasure(p: Product, dir: string) {
  const sent = Date.now();
  p.child.kill('SIGTERM');
  await until(() => serverPids(dir).length === 0, 60_000);
  const gone = Date.now() - sent;
  const code = await p.exited;
  return { gone, code };
}

describe.skipIf(process.platform !== 'linux')('SIGTERM after a crash and a restart', () => {
  it('while the restarted product loads its modules: the orphaned server is stopped too', async () => {
    const { dir, port } = await crashed();
    const second = start(dir, port);
    await until(() => loadingTheApp(second.child.pid!), 60_000);
    const { gone, code } = await stopAndMeasure(second, dir);
    expect(gone, second.output()).toBeLessThan(STOP_WITHIN_MS);
    expect(code).toBe(1);
  }, 120_000);

  it('while the restarted product’s own server recovers from the crash', async () => {
    const { dir, port, orphan } = await crashed({ serverToo: true });
    const second = start(dir, port);
    // Its server is starting (crash recovery) once postmaster.pid names a new process.
    await until(() => {
      const pid = postmasterPid(dir);
      return pid !== undefined && pid !== orphan;
    }, 60_000);
    const { gone, code } = await stopAndMeasure(second, dir);
    expect(gone, second.output()).toBeLessThan(STOP_WITHIN_MS);
    expect(code).toBe(1);
  }, 120_000);

  it('once the restarted product serves, and again after a clean start', async () => {
    const { dir, port } = await crashed();
    const second = start(dir, port);
    await healthy(second);
    const { gone, code } = await stopAndMeasure(second, dir);
    expect(gone, second.output()).toBeLessThan(STOP_WITHIN_MS);
    expect(code).toBe(0);

    const third = start(dir, port);
    await healthy(third);
    const { gone: again } = await stopAndMeasure(third, dir);
    expect(again).toBeLessThan(STOP_WITHIN_MS);
  }, 180_000);
});
