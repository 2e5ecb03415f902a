import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  LOGO_TYPE_INVALID,
  UPLOAD_MESSAGES,
} from '@camp/shared/upload';
import { PROGRAM_LOGO_INVALID } from '@camp/shared/director-program';
import { interests } from '../../src/db/schema/interests.js';
import { uploadedFiles } from '../../src/db/schema/uploaded-files.js';
import { UPLOAD_ERRORS } from '../../src/modules/uploads/service.js';
import { UPLOAD_RATE_LIMITS } from '../../src/modules/uploads/routes.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, freshIp, makeUser, signIn } from '../auth/helpers.js';

const DIRECT_UPLOADS = '/rails/active_storage/direct_uploads';

// A real 1×1 PNG and the head of a JPEG (SOI + JFIF APP0): the server looks at content only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');

let t: TestApp;
let token: string;
let directorId: number;
let otherToken: string;
let programInterestId: number;

interface DirectUpload {
  signed_id: string;
  filename: string;
  content_type: string;
  byte_size: number;
  checksum: string;
  direct_upload: { url: string; headers: Record<string, string> };
}

beforeAll(async () => {
  t = await createTestApp();
  // Active (validated, payment ready): it also creates programs. Uploads themselves are not
  // gated, which `other` (a new director) shows.
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  directorId = director.id;
  token = (await signIn(t, 'CampDirector', director)).token;
  const other = await makeUser(t, { role: 'CampDirector' });
  otherToken = (await signIn(t, 'CampDirector', other)).token;
  const [interest] = await t.db
    .select({ id: interests.id })
    .from(interests)
    .where(eq(interests.kind, 'program'))
    .orderBy(asc(interests.id))
    .limit(1);
  programInterestId = interest!.id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function fileCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(uploadedFiles);
  return row!.n;
}

function storedFiles(): string[] {
  const dir = path.join(t.config.DATA_DIR, 'storage', 'logos');
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function start(
  blob: Partial<{ filename: string; byte_size: number; content_type: string; checksum: string }>,
  as = token,
) {
  return call(t, 'POST', DIRECT_UPLOADS, { blob }, { token: as });
}

async function startFor(
  bytes: Buffer,
  filename = 'logo.png',
  contentType = 'image/png',
  as = token,
) {
  const res = await start(
    { filename, byte_size: bytes.length, content_type: contentType, checksum: md5(bytes) },
    as,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DirectUpload>();
}

function put(upload: DirectUpload, bytes: Buffer, url = upload.direct_upload.url) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: bytes,
    headers: upload.direct_upload.headers,
    remoteAddress: freshIp(),
  });
}

async function upload(bytes: Buffer, filename?: string, contentType?: string, as = token) {
  const started = await startFor(bytes, filename, contentType, as);
  const res = await put(started, bytes);
  expect(res.statusCode, res.body).toBe(204);
  return started;
}

function programBody(logo: string) {
  return {
    activity_provider: {
      name: 'Logo Camp',
      email: 'info@logo.example',
      website: 'logo.example',
      address: '1 Main St',
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27601',
      phone_number: '919-555-0123',
      interest_ids: [programInterestId],
      tax_id: '12-3456789',
      cancellation_policy: 'None.',
      logo,
    },
  };
}

describe('POST /rails/active_storage/direct_uploads', () => {
  it('answers a signed_id and where to PUT the bytes, storing nothing yet', async () => {
    const before = await fileCount();
    const started = await startFor(PNG);
    expect(started).toMatchObject({
      filename: 'logo.png',
      content_type: 'image/png',
      byte_size: PNG.length,
      checksum: md5(PNG),
      direct_upload: {
        headers: { 'Content-Type': 'image/png', 'Content-MD5': md5(PNG) },
      },
    });
    expect(started.signed_id).toMatch(/^[\w-]{20,}$/);
    expect(started.direct_upload.url).toMatch(/^\/rails\/active_storage\/disk\/[\w.-]+$/);
    expect(await fileCount()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const res = await call(t, 'POST', DIRECT_UPLOADS, {
      blob: { filename: 'a.png', byte_size: 1, content_type: 'image/png', checksum: md5(PNG) },
    });
    expect(res.statusCode).toBe(401);
  });

  const good = { filename: 'a.png', byte_size: 10, content_type: 'image/png', checksum: md5(PNG) };
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['more than 1 MB', { byte_size: LOGO_MAX_BYTES + 1 }, 'byte_size', LOGO_TOO_LARGE],
    ['an empty file', { byte_size: 0 }, 'byte_size', UPLOAD_MESSAGES.fileEmpty],
    ['a PDF', { content_type: 'application/pdf' }, 'content_type', LOGO_TYPE_INVALID],
    ['a bad checksum', { checksum: 'abc' }, 'checksum', UPLOAD_MESSAGES.checksumInvalid],
    ['no filename', { filename: '' }, 'filename', UPLOAD_MESSAGES.filenameRequired],
  ];
  for (const [label, overrides, field, message] of cases) {
    it(`refuses ${label} with '${message}'`, async () => {
      const res = await start({ ...good, ...overrides });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    });
  }

  it('accepts exactly 1 MB', async () => {
    expect((await start({ ...good, byte_size: LOGO_MAX_BYTES })).statusCode).toBe(200);
  });
});

describe('PUT of the bytes', () => {
  it('stores a valid PNG and serves it at a stable URL with its type and nosniff', async () => {
    const before = await fileCount();
    const started = await upload(PNG, 'My Logo.png');
    const [row] = await t.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.signedId, started.signed_id));
    expect(row).toMatchObject({
      filename: 'My Logo.png',
      contentType: 'image/png',
      byteSize: PNG.length,
      checksum: createHash('sha256').update(PNG).digest('hex'),
      ownerId: directorId,
    });
    expect(await fileCount()).toBe(before + 1);

    const res = await t.app.inject({
      method: 'GET',
      url: `/rails/active_storage/blobs/${started.signed_id}/My%20Logo.png`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores a valid JPEG, typed by its content even when declared otherwise', async () => {
    const started = await upload(JPEG, 'photo.jpg', 'image/png');
    const [row] = await t.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.signedId, started.signed_id));
    expect(row!.contentType).toBe('image/jpeg');
    const res = await t.app.inject({
      method: 'GET',
      url: `/rails/active_storage/blobs/${started.signed_id}/photo.jpg`,
    });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(JPEG)).toBe(true);
  });

  it('refuses bytes that do not match the declared MD5, storing nothing', async () => {
    const before = await fileCount();
    const files = storedFiles().length;
    const other = Buffer.from(PNG);
    other.writeUInt8(other.readUInt8(other.length - 1) ^ 1, other.length - 1);
    const started = await startFor(PNG);
    const res = await put(started, other);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { file: [UPLOAD_ERRORS.checksumMismatch] } });
    expect(await fileCount()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it('refuses a text file named .png and declared image/png, storing nothing', async () => {
    const before = await fileCount();
    const text = Buffer.from('<svg onload="alert(1)"></svg> definitely not a PNG');
    const started = await startFor(text, 'evil.png', 'image/png');
    const res = await put(started, text);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { file: [LOGO_TYPE_INVALID] } });
    expect(await fileCount()).toBe(before);
  });

  it('refuses more than 1 MB with the spec’s message, storing nothing', async () => {
    const before = await fileCount();
    const started = await startFor(PNG);
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const res = await put(started, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: { file: [LOGO_TOO_LARGE] } });
    expect(await fileCount()).toBe(before);
  });

  it('refuses bytes of another size than declared', async () => {
    const started = await startFor(PNG);
    const res = await put(started, PNG.subarray(0, PNG.length - 1));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { file: [UPLOAD_ERRORS.sizeMismatch] } });
  });

  it('refuses a tampered or expired link, and a second PUT of the same upload', async () => {
    const before = await fileCount();
    const started = await startFor(PNG);
    const url = started.direct_upload.url;
    const tampered = url.slice(0, -2) + (url.endsWith('AA') ? 'BB' : 'AA');
    expect((await put(started, PNG, tampered)).json()).toEqual({
      errors: { _base: [UPLOAD_ERRORS.linkInvalid] },
      _base: [UPLOAD_ERRORS.linkInvalid],
    });
    expect((await put(started, PNG, tampered)).statusCode).toBe(404);
    t.advance(11 * 60_000);
    expect((await put(started, PNG)).statusCode).toBe(404);
    t.advance(-11 * 60_000);
    expect(await fileCount()).toBe(before);

    expect((await put(started, PNG)).statusCode).toBe(204);
    const again = await put(started, PNG);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ _base: string[] }>()._base).toEqual([UPLOAD_ERRORS.alreadyUploaded]);
    expect(await fileCount()).toBe(before + 1);
  });

  it('answers 404 for an unknown blob', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/rails/active_storage/blobs/no-such-blob/logo.png',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('attaching an upload as a program logo', () => {
  it('attaches the uploader’s own signed_id', async () => {
    const started = await upload(PNG);
    const res = await call(
      t,
      'POST',
      '/api/v1/camp_directors/activity_providers',
      programBody(started.signed_id),
      {
        token,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const program = res.json<{ activity_provider: { logo: string; logo_url: string } }>();
    expect(program.activity_provider.logo).toBe(started.signed_id);
    const image = await t.app.inject({ method: 'GET', url: program.activity_provider.logo_url });
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses someone else’s signed_id, and one whose bytes never arrived', async () => {
    const theirs = await upload(PNG, 'theirs.png', 'image/png', otherToken);
    const pending = await startFor(PNG);
    for (const signedId of [theirs.signed_id, pending.signed_id]) {
      const res = await call(
        t,
        'POST',
        '/api/v1/camp_directors/activity_providers',
        programBody(signedId),
        {
          token,
        },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { logo: [PROGRAM_LOGO_INVALID] } });
    }
  });
});

describe('rate limits', () => {
  it('limits starting uploads per client address', async () => {
    const ip = freshIp();
    const blob = {
      filename: 'a.png',
      byte_size: 10,
      content_type: 'image/png',
      checksum: md5(PNG),
    };
    for (let i = 0; i < UPLOAD_RATE_LIMITS.create.max; i += 1) {
      expect((await call(t, 'POST', DIRECT_UPLOADS, { blob }, { token, ip })).statusCode).toBe(200);
    }
    const limited = await call(t, 'POST', DIRECT_UPLOADS, { blob }, { token, ip });
    expect(limited.statusCode).toBe(429);
  });
});
