import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** The S3_* environment that points the app at this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free port, with one empty bucket; its files in a temp dir. */
export async function startS3Server(bucket = 'camp-test-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'camp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
