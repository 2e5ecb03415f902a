import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { clusterDir } from '../../src/db/embedded.js';

// The product run as a child process on the embedded PostgreSQL of a DATA_DIR, for the tests of
// how it starts, crashes and stops.

export interface Product {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: () => string;
}

/** Every product started and not yet exited, for an afterAll to kill. */
export const runningProducts = new Set<ChildProcess>();

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `node <args>` in `cwd` as the product on `dir`, in production mode, without demo data;
 * `env` adds to (or replaces) its environment.
 */
export function startProduct(opts: {
  dir: string;
  port: number;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}): Product {
  const child = spawn(process.execPath, opts.args, {
    cwd: opts.cwd,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: opts.dir,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runningProducts.add(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      runningProducts.delete(child);
      resolve(code);
    }),
  );
  return { child, base: `http://127.0.0.1:${opts.port}`, exited, output: () => out };
}

/** Polls `check` until it holds; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Started when /health answers; fails with the product's output when it exits first. */
export async function healthy(p: Product, ms = 90_000): Promise<void> {
  let gone = false;
  void p.exited.then(() => (gone = true));
  await until(async () => {
    if (gone) throw new Error(`the product exited:\n${p.output()}`);
    return fetch(`${p.base}/health`).then(
      (r) => r.ok,
      () => false,
    );
  }, ms);
}

/** The pid in the DATA_DIR cluster's postmaster.pid, if any. */
export function postmasterPid(dir: string): number | undefined {
  try {
    const pid = Number(
      readFileSync(path.join(clusterDir(dir), 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
