import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ZIP_LIMITS,
  ZipRejected,
  openXlsxPackage,
} from '../../src/modules/catalog/imports/xlsx-package.js';
import { WORKBOOK_PARTS, makeZip } from './helpers.js';

async function rejection(buf: Buffer): Promise<string> {
  try {
    await openXlsxPackage(buf);
  } catch (err) {
    if (err instanceof ZipRejected) return err.reason;
    throw err;
  }
  return 'accepted';
}

/** The reason and which bound gave it. */
async function refusal(buf: Buffer): Promise<string> {
  try {
    await openXlsxPackage(buf);
  } catch (err) {
    if (err instanceof ZipRejected) return `${err.reason}: ${err.message}`;
    throw err;
  }
  return 'accepted';
}

describe('openXlsxPackage', () => {
  it('inflates the parts of a workbook (deflated and stored)', async () => {
    const sheet = Buffer.from(
      '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="2"/></sheetData></worksheet>',
    );
    const pkg = await openXlsxPackage(
      makeZip([...WORKBOOK_PARTS, { name: 'xl/worksheets/sheet1.xml', data: sheet, method: 0 }]),
    );
    expect(pkg.parts.get('xl/worksheets/sheet1.xml')).toEqual(sheet);
    expect(pkg.parts.get('xl/workbook.xml')?.toString()).toContain('<workbook/>');
    expect(pkg.uncompressedBytes).toBe(
      sheet.length + WORKBOOK_PARTS.reduce((n, p) => n + p.data.length, 0),
    );
  });

  it('refuses what is not a ZIP holding a workbook', async () => {
    expect(await rejection(Buffer.from('PK\u0003\u0004 but nothing else at all'))).toBe('not_xlsx');
    expect(await rejection(makeZip([WORKBOOK_PARTS[0]!]))).toBe('not_xlsx');
    // A stored entry whose sizes disagree, and a deflated one that is not deflate data.
    const bad = { name: 'xl/a.xml', data: Buffer.from('abc'), method: 0 as const, declaredSize: 4 };
    expect(await rejection(makeZip([...WORKBOOK_PARTS, bad]))).toBe('not_xlsx');
    const garbage = {
      name: 'xl/b.xml',
      data: Buffer.alloc(10),
      compressed: Buffer.from([0xff, 0xff, 0xff]),
    };
    expect(await rejection(makeZip([...WORKBOOK_PARTS, garbage]))).toBe('not_xlsx');
  });

  it('refuses an absurd compression ratio before inflating anything', async () => {
    const size = ZIP_LIMITS.ratioFloorBytes * 4;
    const zeros = deflateRawSync(Buffer.alloc(size));
    expect(size / zeros.length).toBeGreaterThan(ZIP_LIMITS.maxRatio);
    const entry = {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.alloc(0),
      compressed: zeros,
      declaredSize: size,
    };
    expect(await refusal(makeZip([...WORKBOOK_PARTS, entry]))).toBe(
      'too_large: entry xl/worksheets/sheet1.xml has an absurd compression ratio',
    );
  });

  it('refuses more entries than a workbook has', async () => {
    const many = Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_v, i) => ({
      name: `xl/media/${i}.bin`,
      data: Buffer.from('x'),
      method: 0 as const,
    }));
    // Refused on the end record's count, before the central directory is walked.
    expect(await refusal(makeZip([...WORKBOOK_PARTS, ...many]))).toBe(
      `too_large: ${WORKBOOK_PARTS.length + many.length} entries`,
    );
  });
});
