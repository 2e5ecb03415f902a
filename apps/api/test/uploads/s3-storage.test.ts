// Uploaded files in an S3-compatible bucket (S3_* set; docs/decisions/0034), against s3rver
// running here: the adapter itself, a logo uploaded and read back through the API, and two
// instances with their own disks serving the same logo.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage, createStorage, LocalDiskStorage } from '../../src/lib/storage.js';
import { loadConfig } from '../../src/config.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { startS3Server, type S3TestServer } from '../platform/s3-server.js';
import { call, freshIp, makeUser, signIn } from '../auth/helpers.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

function s3Storage(): S3Storage {
  const config = loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32), ...s3.env });
  const storage = createStorage(config);
  expect(storage).toBeInstanceOf(S3Storage);
  return storage as S3Storage;
}

describe('S3Storage', () => {
  it('stores, reads back and deletes by key; a missing key reads as null', async () => {
    const storage = s3Storage();
    try {
      await storage.put('logos/abc', PNG, 'image/png');
      expect(await storage.get('logos/abc')).toEqual(PNG);
      expect(await storage.get('logos/missing')).toBeNull();
      await storage.delete('logos/abc');
      expect(await storage.get('logos/abc')).toBeNull();
      // Deleting what is not there is not an error.
      await storage.delete('logos/abc');
    } finally {
      storage.close();
    }
  });

  it('refuses keys that are not ours before sending anything', async () => {
    const storage = s3Storage();
    try {
      for (const bad of ['../etc/passwd', 'logos/../x', '/abs', 'a b', '']) {
        await expect(storage.put(bad, PNG, 'image/png')).rejects.toThrow('unsafe storage key');
      }
    } finally {
      storage.close();
    }
  });

  it('is the local disk when no bucket is configured', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/camp-x', JWT_SECRET: 'x'.repeat(32) });
    expect(createStorage(config)).toBeInstanceOf(LocalDiskStorage);
  });
});

describe('logos in the bucket', () => {
  // Two instances on one bucket; most tests use the first.
  let two: TestApps;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    two = await createTestApps(2, s3.env);
    t = two.apps[0]!;
    const director = await makeUser(t, { role: 'CampDirector' });
    token = (await signIn(t, 'CampDirector', director)).token;
  }, 60_000);
  afterAll(async () => {
    await two?.close();
  });

  /** A logo uploaded through `t`: its public URL. */
  async function uploadLogo(): Promise<string> {
    const started = await call(
      t,
      'POST',
      '/rails/active_storage/direct_uploads',
      {
        blob: {
          filename: 'logo.png',
          byte_size: PNG.length,
          content_type: 'image/png',
          checksum: md5(PNG),
        },
      },
      { token },
    );
    expect(started.statusCode, started.body).toBe(200);
    const { signed_id, direct_upload } = started.json<{
      signed_id: string;
      direct_upload: { url: string; headers: Record<string, string> };
    }>();
    const put = await t.app.inject({
      method: 'PUT',
      url: direct_upload.url,
      payload: PNG,
      headers: direct_upload.headers,
      remoteAddress: freshIp(),
    });
    expect(put.statusCode, put.body).toBe(204);
    return `/rails/active_storage/blobs/${signed_id}/logo.png`;
  }

  it('uploads into the bucket, not DATA_DIR, and serves it back', async () => {
    const url = await uploadLogo();
    expect(existsSync(path.join(t.config.DATA_DIR, 'storage'))).toBe(false);
    const res = await t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload).toEqual(PNG);
  });

  describe('two instances', () => {
    it('serve the same logo, each with a DATA_DIR of its own', async () => {
      const b = two.apps[1]!;
      const url = await uploadLogo();
      expect(b.app.ctx.config.DATA_DIR).not.toBe(t.config.DATA_DIR);
      const res = await b.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(PNG);
    });
  });
});
