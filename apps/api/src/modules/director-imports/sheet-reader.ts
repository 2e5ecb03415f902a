import type { XlsxPackage } from './xlsx-zip.js';

// A small reader of SpreadsheetML worksheets: cell values of one sheet, nothing else. The import
// needs values only, and a general spreadsheet library built a full object model (styles, data
// validations expanded per cell) that took seconds for a few thousand rows; this reads the
// already-inflated XML with a few regular expressions in tens of milliseconds. Formulas are
// read through their cached result, as a spreadsheet shows them.

/** A cell as typed: text, a number, or a date (numbers formatted as dates or times). */
export type Cell = string | number | Date | null;

export interface SheetRow {
  /** 1-based, as Excel numbers rows. */
  rowNumber: number;
  /** 1-based column index → value (empty cells absent). */
  cells: Map<number, Cell>;
}

export class SheetUnreadable extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character references and entities, then OOXML's _xHHHH_ escapes. */
export function decodeXmlText(raw: string): string {
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, ref: string) => {
      if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? '';
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const attrPatterns = new Map<string, RegExp>();

/** The value of attribute `name` in a tag's attribute text. */
function attr(attrs: string, name: string): string | undefined {
  let re = attrPatterns.get(name);
  if (!re) {
    re = new RegExp(`(?:^|\\s)${name}="([^"]*)"`);
    attrPatterns.set(name, re);
  }
  return re.exec(attrs)?.[1];
}

/** Text of <t> runs, phonetic guides (<rPh>) left out. */
function runText(xml: string): string {
  const body = xml.replace(/<(\w+:)?rPh\b[\s\S]*?<\/(\w+:)?rPh>/g, '');
  let text = '';
  for (const m of body.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)) {
    text += m[1];
  }
  return decodeXmlText(text);
}

function sharedStrings(pkg: XlsxPackage, path: string | undefined): string[] {
  const xml = path ? pkg.parts.get(path)?.toString('utf8') : undefined;
  if (!xml) return [];
  const out: string[] = [];
  for (const m of xml.matchAll(/<(?:\w+:)?si(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g)) {
    out.push(m[1] ? runText(m[1]) : '');
  }
  return out;
}

/** Built-in number formats that show dates or times (ECMA-376 18.8.30, with locale variants). */
const BUILTIN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

function isDateFormatCode(code: string): boolean {
  // Drop quoted literals, escaped characters and [colour]/[condition] sections before looking
  // for date or time letters ([h] and [mm] elapsed-time sections count as time).
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, '');
  return /[dmyhs]/i.test(bare);
}

/** Which cell style indexes (the `s` attribute) format numbers as dates or times. */
function dateStyles(pkg: XlsxPackage, path: string | undefined): Set<number> {
  const xml = path ? pkg.parts.get(path)?.toString('utf8') : undefined;
  const styles = new Set<number>();
  if (!xml) return styles;
  const custom = new Map<number, string>();
  for (const m of xml.matchAll(/<(?:\w+:)?numFmt\b([^>]*)>/g)) {
    const id = Number(attr(m[1]!, 'numFmtId'));
    const code = attr(m[1]!, 'formatCode');
    if (Number.isInteger(id) && code !== undefined) custom.set(id, decodeXmlText(code));
  }
  const xfs = /<(?:\w+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cellXfs>/.exec(xml)?.[1] ?? '';
  let index = 0;
  for (const m of xfs.matchAll(/<(?:\w+:)?xf\b([^>]*)>/g)) {
    const id = Number(attr(m[1]!, 'numFmtId') ?? 0);
    const code = custom.get(id);
    if (code !== undefined ? isDateFormatCode(code) : BUILTIN_DATE_FORMATS.has(id)) {
      styles.add(index);
    }
    index += 1;
  }
  return styles;
}

/** The package paths of the workbook's sheets, in tab order, with their names. */
function sheetPaths(pkg: XlsxPackage): { name: string; path: string }[] {
  const workbook = pkg.parts.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const rels = pkg.parts.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  const targets = new Map<string, string>();
  for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    const id = attr(m[1]!, 'Id');
    const target = attr(m[1]!, 'Target');
    if (!id || !target) continue;
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    targets.set(id, path);
  }
  const sheets: { name: string; path: string }[] = [];
  for (const m of workbook.matchAll(/<(?:\w+:)?sheet\b([^>]*)>/g)) {
    const name = decodeXmlText(attr(m[1]!, 'name') ?? '');
    const relId = /\s\w+:id="([^"]*)"/.exec(m[1]!)?.[1];
    const path = relId ? targets.get(relId) : undefined;
    if (path) sheets.push({ name, path });
  }
  return sheets;
}

/** 'A' → 1, 'AB' → 28. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/**
 * The rows of the sheet called `preferredName` (else the first sheet) that hold at least one
 * cell. Throws SheetUnreadable when the workbook has no readable sheet.
 */
export function readSheet(pkg: XlsxPackage, preferredName: string): SheetRow[] {
  const sheets = sheetPaths(pkg);
  const wanted = preferredName.toLowerCase();
  const sheet = sheets.find((s) => s.name.toLowerCase() === wanted) ?? sheets[0];
  const xml = sheet ? pkg.parts.get(sheet.path)?.toString('utf8') : undefined;
  if (!xml) throw new SheetUnreadable('no worksheet');

  const contentTypes = pkg.parts.get('[Content_Types].xml')?.toString('utf8') ?? '';
  const partOf = (type: string, fallback: string) => {
    const m = new RegExp(`PartName="/([^"]+)"[^>]*ContentType="[^"]*${type}[^"]*"`).exec(
      contentTypes,
    );
    return m?.[1] ?? (pkg.parts.has(fallback) ? fallback : undefined);
  };
  const strings = sharedStrings(pkg, partOf('sharedStrings', 'xl/sharedStrings.xml'));
  const dates = dateStyles(pkg, partOf('styles', 'xl/styles.xml'));
  const workbook = pkg.parts.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const epoch = /<(?:\w+:)?workbookPr\b[^>]*\sdate1904="(?:1|true)"/.test(workbook)
    ? EPOCH_1904
    : EPOCH_1900;

  const rows: SheetRow[] = [];
  let lastRow = 0;
  const rowRe = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
  const cellRe = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
  for (const rm of xml.matchAll(rowRe)) {
    const rowNumber = Number(attr(rm[1]!, 'r') ?? lastRow + 1);
    lastRow = rowNumber;
    const body = rm[2];
    if (!body) continue;
    const cells = new Map<number, Cell>();
    let lastCol = 0;
    for (const cm of body.matchAll(cellRe)) {
      const attrs = cm[1]!;
      const ref = attr(attrs, 'r');
      const col = ref ? columnIndex(/^[A-Z]+/.exec(ref)?.[0] ?? '') : lastCol + 1;
      lastCol = col;
      const inner = cm[2];
      if (!inner) continue;
      const type = attr(attrs, 't') ?? 'n';
      const v = /<(?:\w+:)?v>([\s\S]*?)<\/(?:\w+:)?v>/.exec(inner)?.[1];
      let value: Cell = null;
      if (type === 'inlineStr') {
        const is = /<(?:\w+:)?is>([\s\S]*?)<\/(?:\w+:)?is>/.exec(inner)?.[1];
        value = is === undefined ? null : runText(is);
      } else if (v === undefined) {
        value = null;
      } else if (type === 's') {
        value = strings[Number(v)] ?? null;
      } else if (type === 'str' || type === 'e') {
        value = decodeXmlText(v);
      } else if (type === 'b') {
        value = v === '1' ? 'TRUE' : 'FALSE';
      } else if (type === 'd') {
        const d = new Date(decodeXmlText(v));
        value = Number.isNaN(d.getTime()) ? decodeXmlText(v) : d;
      } else {
        const n = Number(v);
        if (!Number.isFinite(n)) value = decodeXmlText(v);
        else if (dates.has(Number(attr(attrs, 's') ?? -1))) {
          value = new Date(epoch + Math.round(n * 86_400) * 1000);
        } else value = n;
      }
      if (value !== null) cells.set(col, value);
    }
    if (cells.size > 0) rows.push({ rowNumber, cells });
  }
  return rows;
}
