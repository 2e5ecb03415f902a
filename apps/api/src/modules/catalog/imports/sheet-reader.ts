import { SaxesParser } from 'saxes';
import type { XlsxPackage } from './xlsx-package.js';

// Cell values of one SpreadsheetML worksheet, read from the parts xlsx-package.ts has inflated
// (under its limits) with saxes, a streaming XML parser: values only, no object model. A full
// spreadsheet library (exceljs's Workbook) built styles and the template's data validations
// expanded per cell, which took seconds for a few thousand rows (docs/benchmarks.md). Formulas
// are read through their cached result, as a spreadsheet shows them.

/** A cell as typed: text, a number, or a date (numbers formatted as dates or times). */
export type Cell = string | number | Date | null;

export interface SheetRow {
  /** 1-based, as Excel numbers rows. */
  rowNumber: number;
  /** 1-based column index → value (empty cells absent). */
  cells: Map<number, Cell>;
}

/** The workbook has no sheet, or a part that is not well-formed XML. */
export class SheetUnreadable extends Error {}

/** The sheet has more rows than the caller's `maxRows`; reading stopped there. */
export class SheetTooLong extends Error {}

/** OOXML's _xHHHH_ escapes (characters XML cannot hold, such as a carriage return). */
const unescapeOoxml = (text: string): string =>
  text.replace(/_x([0-9a-fA-F]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** 'x:row' → 'row': SpreadsheetML may be written with a namespace prefix. */
const localName = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

interface XmlHandlers {
  open(name: string, attrs: Record<string, string>, selfClosing: boolean): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** Parses one part with saxes; element names are local names. Malformed XML: SheetUnreadable. */
function parseXml(xml: string, handlers: XmlHandlers): void {
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (tag) =>
    handlers.open(localName(tag.name), tag.attributes as Record<string, string>, tag.isSelfClosing),
  );
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof SheetTooLong) throw err;
    throw new SheetUnreadable(`malformed XML: ${(err as Error).message}`);
  }
}

const partText = (pkg: XlsxPackage, path: string | undefined): string | undefined =>
  path ? pkg.parts.get(path)?.toString('utf8') : undefined;

/**
 * Text of rich-text runs (<t>) inside elements called `container` (<si>, <is>), phonetic guides
 * (<rPh>) left out: one string per container, in order.
 */
function runTexts(
  container: string,
): Pick<XmlHandlers, 'close' | 'text'> & { open: XmlHandlers['open']; out: string[] } {
  const out: string[] = [];
  let inContainer = false;
  let inPhonetic = false;
  let inText = false;
  let text = '';
  return {
    out,
    open(name, _attrs, selfClosing) {
      if (name === container) {
        if (selfClosing) out.push('');
        else [inContainer, text] = [true, ''];
      } else if (inContainer && name === 'rPh') inPhonetic = !selfClosing;
      else if (inContainer && name === 't' && !inPhonetic) inText = !selfClosing;
    },
    close(name) {
      if (name === container && inContainer) {
        out.push(unescapeOoxml(text));
        inContainer = false;
      } else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text(t) {
      if (inText) text += t;
    },
  };
}

function sharedStrings(pkg: XlsxPackage, path: string | undefined): string[] {
  const xml = partText(pkg, path);
  if (!xml) return [];
  const reader = runTexts('si');
  parseXml(xml, reader);
  return reader.out;
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
  const xml = partText(pkg, path);
  const styles = new Set<number>();
  if (!xml) return styles;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  let index = 0;
  parseXml(xml, {
    open(name, attrs, selfClosing) {
      if (name === 'numFmt') {
        const id = Number(attrs.numFmtId);
        if (Number.isInteger(id) && attrs.formatCode !== undefined) {
          custom.set(id, attrs.formatCode);
        }
      } else if (name === 'cellXfs') inCellXfs = !selfClosing;
      else if (inCellXfs && name === 'xf') {
        const id = Number(attrs.numFmtId ?? 0);
        const code = custom.get(id);
        if (code !== undefined ? isDateFormatCode(code) : BUILTIN_DATE_FORMATS.has(id)) {
          styles.add(index);
        }
        index += 1;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

interface WorkbookInfo {
  /** The sheets in tab order: name and package path. */
  sheets: { name: string; path: string }[];
  date1904: boolean;
}

function workbookInfo(pkg: XlsxPackage): WorkbookInfo {
  const targets = new Map<string, string>();
  const rels = partText(pkg, 'xl/_rels/workbook.xml.rels');
  if (rels) {
    parseXml(rels, {
      open(name, attrs) {
        if (name !== 'Relationship' || !attrs.Id || !attrs.Target) return;
        const target = attrs.Target;
        targets.set(
          attrs.Id,
          target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`,
        );
      },
    });
  }
  const info: WorkbookInfo = { sheets: [], date1904: false };
  parseXml(partText(pkg, 'xl/workbook.xml') ?? '', {
    open(name, attrs) {
      if (name === 'workbookPr') {
        info.date1904 = attrs.date1904 === '1' || attrs.date1904 === 'true';
      } else if (name === 'sheet') {
        // The relationship id is r:id, whatever the prefix is called.
        const relKey = Object.keys(attrs).find((k) => localName(k) === 'id' && k.includes(':'));
        const path = relKey ? targets.get(attrs[relKey]!) : undefined;
        if (path) info.sheets.push({ name: attrs.name ?? '', path });
      }
    },
  });
  return info;
}

/** The parts named in [Content_Types].xml by content type (shared strings, styles). */
function partsByType(pkg: XlsxPackage): (type: string, fallback: string) => string | undefined {
  const overrides: { path: string; type: string }[] = [];
  const xml = partText(pkg, '[Content_Types].xml');
  if (xml) {
    parseXml(xml, {
      open(name, attrs) {
        if (name === 'Override' && attrs.PartName && attrs.ContentType) {
          overrides.push({ path: attrs.PartName.replace(/^\/+/, ''), type: attrs.ContentType });
        }
      },
    });
  }
  return (type, fallback) =>
    overrides.find((o) => o.type.includes(type))?.path ??
    (pkg.parts.has(fallback) ? fallback : undefined);
}

/** 'A' → 1, 'AB' → 28. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** What a cell's raw value is read with: the shared strings, the date styles, the epoch. */
interface CellLookups {
  strings: readonly Cell[];
  dates: ReadonlySet<number>;
  epoch: number;
}

/** A cell's value from the text of its <v>, by its type (t) and style (s). */
function cellValue(raw: string, type: string, style: number, l: CellLookups): Cell {
  switch (type) {
    case 's':
      return l.strings[Number(raw)] ?? null;
    case 'str':
    case 'e':
      return unescapeOoxml(raw);
    case 'b':
      return raw === '1' ? 'TRUE' : 'FALSE';
    case 'd': {
      const d = new Date(raw);
      return Number.isNaN(d.getTime()) ? raw : d;
    }
    default: {
      const n = Number(raw);
      if (!Number.isFinite(n)) return unescapeOoxml(raw);
      return l.dates.has(style) ? new Date(l.epoch + Math.round(n * 86_400) * 1000) : n;
    }
  }
}

/**
 * The rows of the sheet called `preferredName` (else the first sheet) that hold at least one
 * cell. Throws SheetUnreadable when the workbook has no readable sheet, and SheetTooLong as soon
 * as the sheet has more than `maxRows` rows with content, before parsing the rest.
 */
export function readSheet(
  pkg: XlsxPackage,
  preferredName: string,
  opts: { maxRows?: number } = {},
): SheetRow[] {
  const { sheets, date1904 } = workbookInfo(pkg);
  const wanted = preferredName.toLowerCase();
  const sheet = sheets.find((s) => s.name.toLowerCase() === wanted) ?? sheets[0];
  const xml = partText(pkg, sheet?.path);
  if (!xml) throw new SheetUnreadable('no worksheet');

  const partOf = partsByType(pkg);
  const strings = sharedStrings(pkg, partOf('sharedStrings', 'xl/sharedStrings.xml'));
  const dates = dateStyles(pkg, partOf('styles', 'xl/styles.xml'));
  const lookups: CellLookups = {
    strings,
    dates,
    epoch: date1904 ? EPOCH_1904 : EPOCH_1900,
  };
  const maxRows = opts.maxRows ?? Number.POSITIVE_INFINITY;

  const rows: SheetRow[] = [];
  let rowsWithContent = 0;
  let lastRow = 0;
  let row: SheetRow | null = null;
  // The cell being read: its column, type, style, and the text of its <v> or <is>.
  let col = 0;
  let type = 'n';
  let style = -1;
  let value: string | null = null;
  let inValue = false;
  const inline = runTexts('is');

  parseXml(xml, {
    open(name, attrs, selfClosing) {
      if (name === 'row') {
        const rowNumber = Number(attrs.r ?? lastRow + 1);
        lastRow = rowNumber;
        if (selfClosing) return;
        rowsWithContent += 1;
        if (rowsWithContent > maxRows) throw new SheetTooLong(`more than ${maxRows} rows`);
        row = { rowNumber, cells: new Map() };
        col = 0;
      } else if (name === 'c' && row) {
        const letters = attrs.r ? /^[A-Z]+/.exec(attrs.r)?.[0] : undefined;
        col = letters ? columnIndex(letters) : col + 1;
        type = attrs.t ?? 'n';
        style = Number(attrs.s ?? -1);
        value = null;
        inline.out.length = 0;
      } else if (name === 'v' && row && !selfClosing) {
        inValue = true;
        value = '';
      } else if (row) {
        inline.open(name, attrs, selfClosing);
      }
    },
    close(name) {
      if (name === 'v') inValue = false;
      else if (name === 'c' && row) {
        let cell: Cell = null;
        if (type === 'inlineStr') cell = inline.out[0] ?? null;
        else if (value !== null) cell = cellValue(value, type, style, lookups);
        if (cell !== null) row.cells.set(col, cell);
      } else if (name === 'row' && row) {
        if (row.cells.size > 0) rows.push(row);
        row = null;
      } else if (row) inline.close?.(name);
    },
    text(t) {
      if (inValue) value += t;
      else if (row) inline.text?.(t);
    },
  });
  return rows;
}
