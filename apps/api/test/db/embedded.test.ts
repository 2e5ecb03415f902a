import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterDir, startEmbedded, type EmbeddedServer } from '../../src/db/embedded.js';
import { withDatabase } from '../pg-admin.js';

describe('startEmbedded', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'camp-emb-'));
  // Run as root, the server's user (postgres) must be able to pass through: mkdtemp made it 0700.
  chmodSync(root, 0o711);
  let server: EmbeddedServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('puts the socket in a short folder when DATA_DIR is too long for a socket path', async () => {
    // A Unix socket path holds about 100 bytes; the cluster folder here is longer than that.
    const dataDir = path.join(root, 'a-data-dir-with-a-long-name'.repeat(4));
    expect(clusterDir(dataDir).length).toBeGreaterThan(100);
    server = await startEmbedded(dataDir);
    const socketDir = new URL(server.url).searchParams.get('host')!;
    expect(socketDir.startsWith(path.join(tmpdir(), 'camp-pg-'))).toBe(true);
    const version = await withDatabase(server.url, async (c) => {
      const { rows } = await c.query<{ v: string }>(
        "SELECT current_setting('server_version_num') AS v",
      );
      return Number(rows[0]!.v);
    });
    expect(version).toBeGreaterThanOrEqual(180000);
    await server.stop();
    server = undefined;
    // The folder goes with the server (PostgreSQL removed its socket).
    expect(existsSync(socketDir)).toBe(false);
  }, 60_000);
});
