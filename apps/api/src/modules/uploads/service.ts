import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { PDFDocument } from 'pdf-lib';
import {
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  LOGO_TYPE_INVALID,
  type DirectUploadBlob,
} from '@camp/shared/upload';
import { WAIVER_MESSAGES, WAIVER_PDF_MAX_BYTES } from '@camp/shared/waivers';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyingSecrets } from '../../lib/jwt.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as repo from './repository.js';

// Direct uploads in Active Storage's shape (decision 0014): POST the blob's
// metadata, get { signed_id, direct_upload: { url, headers } }, PUT the bytes to that url.
// Nothing is stored until the PUT: the url carries a short-lived signed token with the declared
// metadata, so a half-finished upload leaves no row behind, and a signed_id exists in
// uploaded_files only once its bytes have been checked and stored.

export const DIRECT_UPLOAD_TTL_SECONDS = 10 * 60;
export const UPLOAD_ERRORS = {
  linkInvalid: 'The upload link is invalid or has expired',
  checksumMismatch: 'The file does not match its checksum',
  sizeMismatch: 'The file size does not match the declared size',
  alreadyUploaded: 'This file has already been uploaded',
} as const;

const TOKEN_AUDIENCE = 'direct-upload';

/**
 * What a direct upload is for, carried in its token: a program logo (JPEG or PNG, 1 MB) or a
 * waiver document (PDF, 5 MB). Each is checked by content against its own kind.
 */
export type UploadKind = 'logo' | 'waiver_pdf';

const KIND_RULES: Record<
  UploadKind,
  {
    maxBytes: number;
    tooLarge: string;
    folder: string;
    sniff: (b: Buffer) => Promise<string | null>;
    invalid: string;
  }
> = {
  logo: {
    maxBytes: LOGO_MAX_BYTES,
    tooLarge: LOGO_TOO_LARGE,
    folder: 'logos',
    sniff: (b) => Promise.resolve(sniffImageType(b)),
    invalid: LOGO_TYPE_INVALID,
  },
  waiver_pdf: {
    maxBytes: WAIVER_PDF_MAX_BYTES,
    tooLarge: WAIVER_MESSAGES.pdfTooLarge,
    folder: 'waivers',
    sniff: async (b) => ((await isReadablePdf(b)) ? 'application/pdf' : null),
    invalid: WAIVER_MESSAGES.pdfUnreadable,
  },
};

/** The largest body any kind of upload may send (the PUT route's body limit). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(KIND_RULES).map((r) => r.maxBytes));

/**
 * The "too large" message for an upload token's kind, read without verifying it: only to word
 * the refusal of a body past every limit (nothing is stored either way).
 */
export function tooLargeMessage(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      kind?: unknown;
    };
    return payload.kind === 'waiver_pdf' ? KIND_RULES.waiver_pdf.tooLarge : LOGO_TOO_LARGE;
  } catch {
    return LOGO_TOO_LARGE;
  }
}

interface UploadClaims {
  /** The signed_id the blob will have. */
  sid: string;
  uid: number;
  filename: string;
  contentType: string;
  byteSize: number;
  /** Base64 MD5 the bytes must match. */
  md5: string;
  /** Absent in links made before waiver documents: a logo. */
  kind?: UploadKind;
}

export interface DirectUploadResponse {
  signed_id: string;
  filename: string;
  content_type: string;
  byte_size: number;
  checksum: string;
  direct_upload: { url: string; headers: Record<string, string> };
}

/**
 * A key of its own for upload tokens, so they can never pass for session tokens or back; derived
 * from `secret`, JWT_SECRET when signing (a link made before a rotation is checked against the
 * previous secret too, verifyingSecrets).
 */
function tokenKey(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('camp:direct-upload:v1').digest();
}

export const blobPath = (signedId: string, filename: string) =>
  `/rails/active_storage/blobs/${encodeURIComponent(signedId)}/${encodeURIComponent(filename)}`;

/** A filename safe to show in a URL and a Content-Disposition header. */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\w.\- ]+/g, '_').trim();
  return cleaned.slice(-120) || 'file';
}

export async function createDirectUpload(
  ctx: AppContext,
  user: CurrentUser,
  blob: DirectUploadBlob,
  kind: UploadKind = 'logo',
): Promise<DirectUploadResponse> {
  const signedId = randomBytes(24).toString('base64url');
  const filename = cleanFilename(blob.filename);
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const claims: UploadClaims = {
    sid: signedId,
    uid: user.id,
    filename,
    contentType: blob.content_type,
    byteSize: blob.byte_size,
    md5: blob.checksum,
    kind,
  };
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + DIRECT_UPLOAD_TTL_SECONDS)
    .sign(tokenKey(ctx.config.JWT_SECRET));
  return {
    signed_id: signedId,
    filename,
    content_type: blob.content_type,
    byte_size: blob.byte_size,
    checksum: blob.checksum,
    direct_upload: {
      url: `/rails/active_storage/disk/${token}`,
      headers: { 'Content-Type': blob.content_type, 'Content-MD5': blob.checksum },
    },
  };
}

async function readToken(ctx: AppContext, token: string): Promise<UploadClaims> {
  for (const secret of verifyingSecrets(ctx.config)) {
    try {
      const { payload } = await jwtVerify(token, tokenKey(secret), {
        algorithms: ['HS256'],
        audience: TOKEN_AUDIENCE,
        currentDate: ctx.now(),
      });
      const p = payload as Partial<UploadClaims>;
      if (
        typeof p.sid === 'string' &&
        typeof p.uid === 'number' &&
        typeof p.filename === 'string' &&
        typeof p.contentType === 'string' &&
        typeof p.byteSize === 'number' &&
        typeof p.md5 === 'string'
      ) {
        return p as UploadClaims;
      }
    } catch {
      // Expired, tampered with or not this secret's: the next secret, then all answer the same.
    }
  }
  throw AppError.notFound(UPLOAD_ERRORS.linkInvalid);
}

/** The image type from the file's first bytes (not its name or declared type). */
export function sniffImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

/**
 * A PDF by content: it starts with the PDF header and pdf-lib reads it, unencrypted, with at
 * least one page (a renamed text or image, or a broken or locked file, is not one).
 */
export async function isReadablePdf(bytes: Buffer): Promise<boolean> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** The PUT of a direct upload: checks the bytes against the token and stores them. */
export async function completeDirectUpload(
  ctx: AppContext,
  token: string,
  bytes: Buffer,
): Promise<void> {
  const claims = await readToken(ctx, token);
  const rules = KIND_RULES[claims.kind ?? 'logo'];
  if (bytes.length > rules.maxBytes) throw new AppError(413, { file: [rules.tooLarge] });
  if (bytes.length !== claims.byteSize) throw AppError.field('file', UPLOAD_ERRORS.sizeMismatch);
  const md5 = createHash('md5').update(bytes).digest('base64');
  if (md5 !== claims.md5) throw AppError.field('file', UPLOAD_ERRORS.checksumMismatch);
  const contentType = await rules.sniff(bytes);
  if (!contentType) throw AppError.field('file', rules.invalid);
  if (await repo.findBySignedId(ctx.db, claims.sid)) {
    throw AppError.conflict(UPLOAD_ERRORS.alreadyUploaded);
  }

  const key = `${rules.folder}/${claims.sid}`;
  await ctx.storage.put(key, bytes, contentType);
  const row = await repo.insertFile(ctx.db, {
    key,
    filename: claims.filename,
    // What the bytes are, whatever was declared.
    contentType,
    byteSize: bytes.length,
    checksum: createHash('sha256').update(bytes).digest('hex'),
    ownerId: claims.uid,
    signedId: claims.sid,
  });
  // A concurrent PUT of the same token won the insert; it stored the same checked bytes.
  if (!row) throw AppError.conflict(UPLOAD_ERRORS.alreadyUploaded);
}

/** A stored file and its bytes, for serving; 404 when either is missing. */
export async function readBlob(
  ctx: AppContext,
  signedId: string,
): Promise<{ file: repo.UploadedFileRow; bytes: Buffer }> {
  const file = await repo.findBySignedId(ctx.db, signedId);
  const bytes = file ? await ctx.storage.get(file.key) : null;
  if (!file || !bytes) throw AppError.notFound();
  return { file, bytes };
}

/**
 * The uploaded file with this signed_id if `ownerId` uploaded it; null otherwise (unknown,
 * not yet uploaded, or someone else's). Forms attach uploads through this only.
 */
export async function findOwnedUpload(
  db: DbOrTx,
  signedId: string,
  ownerId: number,
): Promise<repo.UploadedFileRow | null> {
  const file = await repo.findBySignedId(db, signedId);
  return file && file.ownerId === ownerId ? file : null;
}

export async function findUploadById(db: DbOrTx, id: number): Promise<repo.UploadedFileRow | null> {
  return repo.findById(db, id);
}

/** The bytes of a stored upload, or null when the row or its bytes are missing. */
export async function readUploadBytes(
  ctx: AppContext,
  fileId: number,
): Promise<{ file: repo.UploadedFileRow; bytes: Buffer } | null> {
  const file = await repo.findById(ctx.db, fileId);
  const bytes = file ? await ctx.storage.get(file.key) : null;
  return file && bytes ? { file, bytes } : null;
}
