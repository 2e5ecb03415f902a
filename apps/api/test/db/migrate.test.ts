import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from '../../src/db/migrate.js';
import type { DbHandle } from '../../src/db/client.js';
import { openTestDb } from '../test-app.js';

describe('migrations', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await openTestDb());
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('can run again on a migrated database without changing anything', async () => {
    const countMigrations = async () => {
      const rows = await handle.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    const before = await countMigrations();
    expect(before).toBeGreaterThanOrEqual(1);
    await migrate(handle);
    await migrate(handle);
    expect(await countMigrations()).toBe(before);
  });

  it('creates the search indexes the catalog relies on', async () => {
    const res = await handle.db.execute<{ indexname: string; indexdef: string }>(
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'activities'`,
    );
    const defs = new Map(
      (res as unknown as { rows: { indexname: string; indexdef: string }[] }).rows.map((r) => [
        r.indexname,
        r.indexdef,
      ]),
    );
    expect(defs.get('activities_name_trgm_idx')).toMatch(/gin .*gin_trgm_ops/i);
    expect(defs.get('activities_search_idx')).toMatch(/gin .*search_vector/i);
    // No index on earthdistance's ll_to_earth: a plain pg_restore could not build it.
    expect(defs.has('activities_earth_idx')).toBe(false);
    expect(defs.get('activities_sku_uq')).toMatch(/UNIQUE/);
  });

  it('has an index starting with every foreign key column', async () => {
    const res = await handle.db.execute<{ tbl: string; col: string }>(sql`
      SELECT c.conrelid::regclass::text AS tbl, a.attname AS col
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f'
        AND NOT EXISTS (
          SELECT 1 FROM pg_index i
          WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1]
        )`);
    expect((res as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
