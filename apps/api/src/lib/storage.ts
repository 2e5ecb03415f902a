import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * Where uploaded files live, held in the app context (`ctx.storage`): local disk under DATA_DIR
 * by default (one instance, or instances sharing that disk); an S3-compatible bucket when S3_* is
 * set, so several instances serve the same files (docs/decisions/0034).
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when no file has that key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when files can be stored now; throws otherwise (the readiness probe). */
  check(): Promise<void>;
  /** Releases connections (the app's onClose). */
  close(): void;
}

/** Keys are our own ('logos/<signed id>'); anything else is refused rather than resolved. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.length > 512) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** Files under `root` (DATA_DIR/storage), one file per key, written atomically. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  close(): void {}
}

export interface S3Settings {
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's default credential chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (most S3-compatible servers) rather than in the host name. */
  forcePathStyle: boolean;
}

/** One object per key in an S3-compatible bucket. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      if (!res.Body) return null;
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

export function createStorage(config: {
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}): FileStorage {
  if (!config.S3_BUCKET) return new LocalDiskStorage(path.join(config.DATA_DIR, 'storage'));
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    // config.ts accepts the two only together.
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
