import { describe, expect, it } from 'vitest';
import { openDb, trigramGistWorks } from './client.js';

describe('trigramGistWorks (the PGlite instance check at open)', () => {
  const failing = (message: string) => ({
    exec: () => Promise.reject(new Error(message)),
  });

  it('passes on a working instance, which openDb answers', async () => {
    const handle = await openDb({ dataDir: '', inMemory: true });
    try {
      await handle.exec('CREATE TABLE w (word text)');
      await handle.exec('CREATE INDEX ON w USING gist (word gist_trgm_ops)');
      await handle.exec("INSERT INTO w VALUES ('kayak'), ('kayaking')");
      const { rows } = (await handle.db.execute(
        "SELECT word FROM w ORDER BY word <-> 'kayk' LIMIT 1" as never,
      )) as unknown as { rows: { word: string }[] };
      expect(rows).toEqual([{ word: 'kayak' }]);
    } finally {
      await handle.close();
    }
  });

  it('says no when the backend fails, so openDb replaces the instance', async () => {
    expect(
      await trigramGistWorks(
        failing('PGlite backend failed: null function or function signature mismatch'),
      ),
    ).toBe(false);
    expect(await trigramGistWorks({ exec: () => Promise.resolve() })).toBe(true);
  });

  it('lets any other error through', async () => {
    await expect(trigramGistWorks(failing('permission denied'))).rejects.toThrow(
      'permission denied',
    );
  });
});
