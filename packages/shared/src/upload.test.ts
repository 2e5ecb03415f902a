import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BULK_UPLOAD_INVALID,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  LOGO_TOO_LARGE,
  LOGO_TYPE_INVALID,
  bulkUploadFileError,
  directUploadSchema,
  logoBlobSchema,
  logoFileError,
} from './upload';
import { fieldErrors } from './test-support';

const md5 = (data: string) => createHash('md5').update(data).digest('base64');

describe('logo rule', () => {
  it('has the spec limits and message', () => {
    expect(LOGO_MAX_BYTES).toBe(1048576);
    expect(LOGO_TOO_LARGE).toBe('Photo size should be not more than 1Mb');
    expect(LOGO_MIME_TYPES).toEqual(['image/jpeg', 'image/png']);
  });
  it('accepts JPEG and PNG up to 1 MB', () => {
    expect(logoFileError({ size: 1048576, type: 'image/jpeg' })).toBeNull();
    expect(logoFileError({ size: 10, type: 'image/png' })).toBeNull();
    expect(logoFileError({ size: 1048577, type: 'image/jpeg' })).toBe(LOGO_TOO_LARGE);
    expect(logoFileError({ size: 10, type: 'image/gif' })).toBe(LOGO_TYPE_INVALID);
  });
});

describe('bulk upload rule', () => {
  it('accepts only .xlsx files', () => {
    expect(bulkUploadFileError({ name: 'activities.xlsx' })).toBeNull();
    expect(bulkUploadFileError({ name: 'Activities.XLSX' })).toBeNull();
    expect(bulkUploadFileError({ name: 'activities.xls' })).toBe(BULK_UPLOAD_INVALID);
    expect(bulkUploadFileError({ name: 'activities.csv' })).toBe('Only .xlsx files are accepted');
  });
});

const blob = {
  filename: ' logo.png ',
  byte_size: 2048,
  content_type: 'Image/PNG',
  checksum: md5('logo bytes'),
};

describe('directUploadSchema', () => {
  it('accepts a blob with a base64 MD5 checksum', () => {
    expect(directUploadSchema.parse({ blob })).toEqual({
      blob: { ...blob, filename: 'logo.png', content_type: 'image/png' },
    });
  });
  it('reports missing fields', () => {
    expect(fieldErrors(directUploadSchema, { blob: {} })).toEqual({
      'blob.filename': ['Filename is required'],
      'blob.byte_size': ['File size is required'],
      'blob.content_type': ['Content type is required'],
      'blob.checksum': ['Checksum is required'],
    });
  });
  it('reports invalid fields', () => {
    expect(
      fieldErrors(directUploadSchema, {
        blob: { filename: 'a'.repeat(256), byte_size: 0, content_type: 'png', checksum: 'abc' },
      }),
    ).toEqual({
      'blob.filename': ['Filename is too long'],
      'blob.byte_size': ['File is empty'],
      'blob.content_type': ['Content type is invalid'],
      'blob.checksum': ['Checksum must be the base64 MD5 of the file'],
    });
    // A SHA-256 in base64 is not an MD5.
    const sha = createHash('sha256').update('x').digest('base64');
    expect(fieldErrors(directUploadSchema, { blob: { ...blob, checksum: sha } })).toEqual({
      'blob.checksum': ['Checksum must be the base64 MD5 of the file'],
    });
    expect(fieldErrors(directUploadSchema, { blob: { ...blob, byte_size: 1.5 } })).toEqual({
      'blob.byte_size': ['File size is invalid'],
    });
  });
  it('accepts a content type with parameters', () => {
    expect(
      fieldErrors(directUploadSchema, {
        blob: { ...blob, content_type: 'text/plain; charset=utf-8' },
      }),
    ).toEqual({});
  });
});

describe('logoBlobSchema', () => {
  it('applies the logo limits to a direct upload', () => {
    expect(fieldErrors(logoBlobSchema, { ...blob, byte_size: LOGO_MAX_BYTES })).toEqual({});
    expect(
      fieldErrors(logoBlobSchema, {
        ...blob,
        byte_size: LOGO_MAX_BYTES + 1,
        content_type: 'image/gif',
      }),
    ).toEqual({ byte_size: [LOGO_TOO_LARGE], content_type: [LOGO_TYPE_INVALID] });
  });
});
