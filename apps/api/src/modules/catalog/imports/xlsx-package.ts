import yauzl, { type Entry, type ZipFile } from 'yauzl';

// An .xlsx file is a ZIP archive. Before anything parses a worksheet, the upload is opened with
// yauzl and every entry inflated under hard limits, so a decompression bomb (a small file
// declaring or producing gigabytes) is refused in milliseconds instead of exhausting the
// server's memory. yauzl reads the central directory, validates names and local headers, and
// (validateEntrySizes) fails an entry's stream as soon as it inflates past the size the entry
// declared; the limits below are this module's. It also decides "is this an .xlsx" by content:
// a ZIP holding the parts every workbook has, whatever the file is called.

export const ZIP_LIMITS = {
  /** Sum of the entries' uncompressed sizes (declared, and then actually produced). */
  maxUncompressedBytes: 100 * 1024 * 1024,
  /** Workbooks have a few dozen parts; thousands of entries is not a spreadsheet. */
  maxEntries: 2000,
  /**
   * Compression ratio above which a large entry is refused. XML of a real sheet compresses about
   * 10-30x; deflate tops out near 1032x, which only repetitive filler reaches.
   */
  maxRatio: 200,
  /** The ratio rule applies from this size on (tiny parts can have any ratio). */
  ratioFloorBytes: 1024 * 1024,
} as const;

/** The parts every SpreadsheetML package has. */
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'] as const;

export type ZipRejection =
  /** Not a ZIP, or not a workbook. */
  | 'not_xlsx'
  /** A ZIP whose (declared or real) content is far larger than any sheet we accept. */
  | 'too_large';

export class ZipRejected extends Error {
  constructor(
    public readonly reason: ZipRejection,
    detail: string,
  ) {
    super(detail);
    this.name = 'ZipRejected';
  }
}

export interface XlsxPackage {
  /** Inflated parts by name. */
  parts: Map<string, Buffer>;
  /** Sum of the inflated sizes. */
  uncompressedBytes: number;
}

const notXlsx = (detail: string) => new ZipRejected('not_xlsx', detail);
const tooLarge = (detail: string) => new ZipRejected('too_large', detail);

/** The central directory's entries, read without inflating anything. */
async function readEntries(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  for await (const entry of zip.eachEntry()) entries.push(entry);
  return entries;
}

/** Declared sizes first: refuses a bomb before a single byte is inflated. */
function checkDeclaredSizes(entries: readonly Entry[]): void {
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (total > ZIP_LIMITS.maxUncompressedBytes) throw tooLarge('declared size over the limit');
    if (
      e.uncompressedSize >= ZIP_LIMITS.ratioFloorBytes &&
      e.uncompressedSize > Math.max(1, e.compressedSize) * ZIP_LIMITS.maxRatio
    ) {
      throw tooLarge(`entry ${e.fileName} has an absurd compression ratio`);
    }
  }
}

/**
 * One entry's bytes. yauzl's size check fails the stream on the first chunk past the declared
 * size, so a lying header cannot make us produce more than the declared sizes checked above
 * (nor their sum more than maxUncompressedBytes).
 */
async function inflateEntry(zip: ZipFile, e: Entry): Promise<Buffer> {
  let stream;
  try {
    stream = await zip.openReadStreamPromise(e);
  } catch (err) {
    // Encrypted entries, unknown compression methods, bad local headers.
    throw notXlsx(`entry ${e.fileName}: ${(err as Error).message}`);
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  } catch (err) {
    stream.destroy();
    const message = (err as Error).message;
    // yauzl's size check has no error code, only this message (yauzl is pinned; the import test
    // of a lying archive fails if it changes).
    if (message.startsWith('too many bytes in the stream')) {
      throw tooLarge(`entry ${e.fileName} inflates past its declared size`);
    }
    // Not deflate data, or fewer bytes than declared: the spreadsheet would not be what we checked.
    throw notXlsx(`entry ${e.fileName} does not inflate: ${message}`);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads an uploaded file as an .xlsx package: throws ZipRejected('not_xlsx') when it is not a
 * ZIP holding a workbook, ZipRejected('too_large') when it would inflate past the limits.
 */
export async function openXlsxPackage(buf: Buffer): Promise<XlsxPackage> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buf);
  } catch (err) {
    throw notXlsx((err as Error).message);
  }
  try {
    // The count comes from the end record: refused before the directory is even walked.
    if (zip.entryCount > ZIP_LIMITS.maxEntries) throw tooLarge(`${zip.entryCount} entries`);
    let entries: Entry[];
    try {
      entries = await readEntries(zip);
    } catch (err) {
      throw notXlsx(`bad central directory: ${(err as Error).message}`);
    }
    const names = new Set(entries.map((e) => e.fileName));
    for (const part of REQUIRED_PARTS) {
      if (!names.has(part)) throw notXlsx(`missing ${part}`);
    }
    checkDeclaredSizes(entries);
    const parts = new Map<string, Buffer>();
    let uncompressedBytes = 0;
    for (const e of entries) {
      if (e.fileName.endsWith('/')) continue;
      const out = await inflateEntry(zip, e);
      uncompressedBytes += out.length;
      parts.set(e.fileName, out);
    }
    return { parts, uncompressedBytes };
  } finally {
    zip.close();
  }
}
