import { inflateRawSync } from 'node:zlib';

// An .xlsx file is a ZIP archive. Before a spreadsheet library sees an upload, this module reads
// the archive's central directory itself and inflates every entry under a hard output limit, so a
// decompression bomb (a small file declaring or producing gigabytes) is refused in milliseconds
// instead of exhausting the server's memory. It also decides "is this an .xlsx" by content: a
// ZIP holding the parts every workbook has, whatever the file is called.

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
  /** Inflated parts by name (leading '/' removed). */
  parts: Map<string, Buffer>;
  /** Sum of the inflated sizes. */
  uncompressedBytes: number;
}

const EOCD_SIG = 0x06054b50;
const CEN_SIG = 0x02014b50;
const LOC_SIG = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const U32_MAX = 0xffffffff;

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const notXlsx = (detail: string) => new ZipRejected('not_xlsx', detail);
const tooLarge = (detail: string) => new ZipRejected('too_large', detail);

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - EOCD_MIN - MAX_COMMENT);
  for (let i = buf.length - EOCD_MIN; i >= stop; i -= 1) {
    if (buf.readUInt32LE(i) === EOCD_SIG) return i;
  }
  throw notXlsx('no end of central directory record');
}

/** Sizes and offset stored in a ZIP64 extra field for the values saturated at 0xFFFFFFFF. */
function applyZip64(entry: Entry, extra: Buffer): void {
  for (let p = 0; p + 4 <= extra.length;) {
    const id = extra.readUInt16LE(p);
    const size = extra.readUInt16LE(p + 2);
    if (id === 0x0001) {
      let q = p + 4;
      const read = () => {
        if (q + 8 > p + 4 + size) throw notXlsx('truncated ZIP64 field');
        const v = extra.readBigUInt64LE(q);
        q += 8;
        // Anything beyond 2^53 is far over every limit anyway.
        return v > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(v);
      };
      if (entry.uncompressedSize === U32_MAX) entry.uncompressedSize = read();
      if (entry.compressedSize === U32_MAX) entry.compressedSize = read();
      if (entry.localOffset === U32_MAX) entry.localOffset = read();
      return;
    }
    p += 4 + size;
  }
}

function readCentralDirectory(buf: Buffer): Entry[] {
  const eocd = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  // A saturated count or offset means a ZIP64 archive: never needed for a 10 MB workbook.
  if (count === 0xffff || cdOffset === U32_MAX) throw notXlsx('ZIP64 archive');
  if (count > ZIP_LIMITS.maxEntries) throw tooLarge(`${count} entries`);
  if (cdOffset + cdSize > eocd) throw notXlsx('central directory out of bounds');

  const entries: Entry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i += 1) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CEN_SIG) throw notXlsx('bad central directory');
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const end = p + 46 + nameLength + extraLength + commentLength;
    if (end > eocd) throw notXlsx('bad central directory');
    const entry: Entry = {
      name: buf.toString('utf8', p + 46, p + 46 + nameLength).replace(/^\/+/, ''),
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      uncompressedSize: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
    };
    applyZip64(entry, buf.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength));
    entries.push(entry);
    p = end;
  }
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
      throw tooLarge(`entry ${e.name} has an absurd compression ratio`);
    }
  }
}

function inflateEntry(buf: Buffer, e: Entry): Buffer {
  if (e.flags & 0x1) throw notXlsx('encrypted entry');
  const lp = e.localOffset;
  if (lp + 30 > buf.length || buf.readUInt32LE(lp) !== LOC_SIG) throw notXlsx('bad local header');
  const start = lp + 30 + buf.readUInt16LE(lp + 26) + buf.readUInt16LE(lp + 28);
  const end = start + e.compressedSize;
  if (end > buf.length) throw notXlsx('entry out of bounds');
  const data = buf.subarray(start, end);
  if (e.method === 0) {
    if (e.compressedSize !== e.uncompressedSize) throw notXlsx('bad stored entry');
    return data;
  }
  if (e.method !== 8) throw notXlsx(`compression method ${e.method}`);
  let out: Buffer;
  try {
    // The declared size is a promise the data may break: inflate no further than it (so a
    // lying header cannot make us produce more than the limits checked above), and refuse a
    // mismatch, since the spreadsheet library would then read something else than we checked.
    out = inflateRawSync(data, { maxOutputLength: Math.max(1, e.uncompressedSize) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw tooLarge(`entry ${e.name} inflates past its declared size`);
    }
    throw notXlsx(`entry ${e.name} does not inflate`);
  }
  if (out.length !== e.uncompressedSize) throw notXlsx(`entry ${e.name} size mismatch`);
  return out;
}

/**
 * Reads an uploaded file as an .xlsx package: throws ZipRejected('not_xlsx') when it is not a
 * ZIP holding a workbook, ZipRejected('too_large') when it would inflate past the limits.
 */
export function openXlsxPackage(buf: Buffer): XlsxPackage {
  if (buf.length < EOCD_MIN || buf.readUInt32LE(0) !== LOC_SIG) throw notXlsx('not a ZIP');
  const entries = readCentralDirectory(buf);
  const names = new Set(entries.map((e) => e.name));
  for (const part of REQUIRED_PARTS) {
    if (!names.has(part)) throw notXlsx(`missing ${part}`);
  }
  checkDeclaredSizes(entries);
  const parts = new Map<string, Buffer>();
  let uncompressedBytes = 0;
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    const out = inflateEntry(buf, e);
    uncompressedBytes += out.length;
    if (uncompressedBytes > ZIP_LIMITS.maxUncompressedBytes) throw tooLarge('inflated too much');
    parts.set(e.name, out);
  }
  return { parts, uncompressedBytes };
}

/**
 * Upper bound of the rows holding something in the package's worksheets (each sheet counted
 * separately; the largest is returned). Counting `<row>` elements that are not self-closing is
 * cheap, and lets a file with a million rows be refused before it is parsed.
 */
export function maxWorksheetRows(pkg: XlsxPackage): number {
  let max = 0;
  for (const [name, data] of pkg.parts) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    const matches = data.toString('latin1').match(/<(?:\w+:)?row(?:\s[^>]*)?(?<!\/)>/g);
    max = Math.max(max, matches?.length ?? 0);
  }
  return max;
}
