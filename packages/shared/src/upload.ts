import { z } from 'zod';
import { whenMissing } from './text';
import { wrapped } from './request-wrapper';

// File uploads (POST /rails/active_storage/direct_uploads with
// { blob: { filename, byte_size, content_type, checksum } }, then PUT of the file; yields a
// signed_id), the program logo rule and the bulk-upload rule.

// --- Logo ------------------------------------------------------------------------------------

export const LOGO_MAX_BYTES = 1048576;
export const LOGO_TOO_LARGE = 'Photo size should be not more than 1Mb';
/** The spec names JPEG and PNG in one place and .jpg/.jpeg in another; both formats are taken. */
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const LOGO_HINT = 'Upload a .jpg/.jpeg or .png image, not more than 1Mb';
export const LOGO_TYPE_INVALID = 'Photo should be a .jpg/.jpeg or .png image';

const isLogoType = (type: string) => (LOGO_MIME_TYPES as readonly string[]).includes(type);

/** The message for a picked logo file (a browser File fits), or null when it is acceptable. */
export function logoFileError(file: { size: number; type: string }): string | null {
  if (!isLogoType(file.type.toLowerCase())) return LOGO_TYPE_INVALID;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}

// --- Bulk upload -------------------------------------------------------------------------------

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const BULK_UPLOAD_ACCEPT = `.xlsx,${XLSX_MIME_TYPE}`;
export const BULK_UPLOAD_INVALID = 'Only .xlsx files are accepted';

/** Bulk activity upload accepts only .xlsx files: the message, or null when acceptable. */
export function bulkUploadFileError(file: { name: string }): string | null {
  return /\.xlsx$/i.test(file.name.trim()) ? null : BULK_UPLOAD_INVALID;
}

// --- Direct upload -----------------------------------------------------------------------------

export const UPLOAD_MESSAGES = {
  filenameRequired: 'Filename is required',
  filenameTooLong: 'Filename is too long',
  byteSizeRequired: 'File size is required',
  byteSizeInvalid: 'File size is invalid',
  fileEmpty: 'File is empty',
  contentTypeRequired: 'Content type is required',
  contentTypeInvalid: 'Content type is invalid',
  checksumRequired: 'Checksum is required',
  checksumInvalid: 'Checksum must be the base64 MD5 of the file',
} as const;

/** Base64 of the 16 bytes of an MD5 digest: 22 characters and '=='. */
const BASE64_MD5 = /^[A-Za-z0-9+/]{21}[AQgw]==$/;
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(?:\s*;.*)?$/;

export const directUploadBlobSchema = z.object({
  filename: z
    .string({ error: whenMissing(UPLOAD_MESSAGES.filenameRequired) })
    .trim()
    .min(1, UPLOAD_MESSAGES.filenameRequired)
    .max(255, UPLOAD_MESSAGES.filenameTooLong),
  byte_size: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? UPLOAD_MESSAGES.byteSizeRequired
          : UPLOAD_MESSAGES.byteSizeInvalid,
    })
    .int(UPLOAD_MESSAGES.byteSizeInvalid)
    .positive(UPLOAD_MESSAGES.fileEmpty),
  content_type: z
    .string({ error: whenMissing(UPLOAD_MESSAGES.contentTypeRequired) })
    .trim()
    .toLowerCase()
    .min(1, UPLOAD_MESSAGES.contentTypeRequired)
    .max(255, UPLOAD_MESSAGES.contentTypeInvalid)
    .refine((v) => v === '' || MIME_TYPE.test(v), UPLOAD_MESSAGES.contentTypeInvalid),
  checksum: z
    .string({ error: whenMissing(UPLOAD_MESSAGES.checksumRequired) })
    .trim()
    .min(1, UPLOAD_MESSAGES.checksumRequired)
    .refine((v) => v === '' || BASE64_MD5.test(v), UPLOAD_MESSAGES.checksumInvalid),
});
export type DirectUploadBlob = z.output<typeof directUploadBlobSchema>;

/** The request body of POST /rails/active_storage/direct_uploads. */
export const directUploadSchema = wrapped('blob', directUploadBlobSchema);

/** A blob that may become a program logo: the direct-upload blob within the logo limits. */
export const logoBlobSchema = directUploadBlobSchema.extend({
  byte_size: directUploadBlobSchema.shape.byte_size.max(LOGO_MAX_BYTES, LOGO_TOO_LARGE),
  content_type: directUploadBlobSchema.shape.content_type.refine(
    (v) => v === '' || isLogoType(v),
    LOGO_TYPE_INVALID,
  ),
});
