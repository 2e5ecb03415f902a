import { describe, expect, it } from 'vitest';
import { readSheet, SheetTooLong, SheetUnreadable } from './sheet-reader.js';
import type { XlsxPackage } from './xlsx-package.js';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

function pkg(parts: Record<string, string>): XlsxPackage {
  const map = new Map(Object.entries(parts).map(([k, v]) => [k, Buffer.from(v)]));
  return { parts: map, uncompressedBytes: 0 };
}

function workbook(
  sheets: { name: string; xml: string }[],
  extra: Record<string, string> = {},
  workbookPr = '',
) {
  return pkg({
    'xl/workbook.xml': `<workbook ${NS} ${REL}>${workbookPr}<sheets>${sheets
      .map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships>${sheets
      .map(
        (_s, i) =>
          `<Relationship Id="rId${i + 1}" Type="worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join('')}</Relationships>`,
    ...Object.fromEntries(sheets.map((s, i) => [`xl/worksheets/sheet${i + 1}.xml`, s.xml])),
    ...extra,
  });
}

const sheetXml = (rows: string) => `<worksheet ${NS}><sheetData>${rows}</sheetData></worksheet>`;

describe('readSheet', () => {
  it('decodes entities, character references and OOXML escapes, leaving phonetic guides out', () => {
    const strings = `<sst ${NS}><si><t>Arts &amp; Crafts &lt;3 &#233;t&#xE9; _x000D_</t></si>
      <si><r><t>Kan</t></r><r><t xml:space="preserve"> ji</t></r><rPh><t>kana</t></rPh></si></sst>`;
    const row =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>' +
      '<c r="C1" t="inlineStr"><is><t>a&amp;b_x000A_</t></is></c></row>';
    const book = workbook([{ name: 'Activities', xml: sheetXml(row) }], {
      'xl/sharedStrings.xml': strings,
    });
    expect(readSheet(book, 'Activities')[0]!.cells).toEqual(
      new Map([
        [1, 'Arts & Crafts <3 été \r'],
        [2, 'Kan ji'],
        [3, 'a&b\n'],
      ]),
    );
  });

  it('refuses a sheet that is not well-formed XML, and a workbook without sheets', () => {
    const broken = workbook([{ name: 'Activities', xml: sheetXml('<row r="1"><c r="A1">') }]);
    expect(() => readSheet(broken, 'Activities')).toThrow(SheetUnreadable);
    expect(() => readSheet(workbook([]), 'Activities')).toThrow(SheetUnreadable);
  });

  it('stops reading at the first row past maxRows (empty rows not counted)', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_v, i) => `<row r="${i + 1}"><c><v>${i}</v></c></row>`).join('');
    const three = workbook([{ name: 'Activities', xml: sheetXml(`${rows(3)}<row r="9"/>`) }]);
    expect(readSheet(three, 'Activities', { maxRows: 3 })).toHaveLength(3);
    expect(() => readSheet(three, 'Activities', { maxRows: 2 })).toThrow(SheetTooLong);
  });

  it('prefers the named sheet, else reads the first one', () => {
    const book = workbook([
      {
        name: 'Notes',
        xml: sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>n</t></is></c></row>'),
      },
      { name: 'activities', xml: sheetXml('<row r="1"><c r="B1"><v>7</v></c></row>') },
    ]);
    expect(readSheet(book, 'Activities')).toEqual([{ rowNumber: 1, cells: new Map([[2, 7]]) }]);
    expect(readSheet(book, 'Other')[0]!.cells.get(1)).toBe('n');
  });

  it('turns numbers into dates only under date or time formats', () => {
    const styles = `<styleSheet ${NS}><numFmts count="3">
      <numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/>
      <numFmt numFmtId="165" formatCode="[Red]0.00"/>
      <numFmt numFmtId="166" formatCode="&quot;Day &quot;0"/>
      </numFmts><cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="166"/><xf numFmtId="21"/></cellXfs></styleSheet>`;
    const row =
      '<row r="2"><c r="A2" s="1"><v>47646</v></c><c r="B2" s="2"><v>12.5</v></c>' +
      '<c r="C2" s="3"><v>3</v></c><c r="D2" s="4"><v>0.5</v></c><c r="E2"><v>47646</v></c></row>';
    const [read] = readSheet(
      workbook([{ name: 'Activities', xml: sheetXml(row) }], { 'xl/styles.xml': styles }),
      'Activities',
    );
    expect(read!.cells.get(1)).toEqual(new Date('2030-06-12T00:00:00Z'));
    expect(read!.cells.get(2)).toBe(12.5);
    expect(read!.cells.get(3)).toBe(3);
    expect(read!.cells.get(4)).toEqual(new Date('1899-12-30T12:00:00Z'));
    expect(read!.cells.get(5)).toBe(47646);
  });

  it('honours the 1904 date system', () => {
    const styles = `<styleSheet ${NS}><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`;
    const book = workbook(
      [{ name: 'Activities', xml: sheetXml('<row r="1"><c r="A1" s="1"><v>0</v></c></row>') }],
      { 'xl/styles.xml': styles },
      '<workbookPr date1904="1"/>',
    );
    expect(readSheet(book, 'Activities')[0]!.cells.get(1)).toEqual(
      new Date('1904-01-01T00:00:00Z'),
    );
  });

  it('reads booleans, errors, cached formula results and cells without references', () => {
    const row =
      '<row><c t="b"><v>1</v></c><c t="e"><v>#N/A</v></c><c><f>1+1</f><v>2</v></c>' +
      '<c t="str"><f>A1&amp;"x"</f><v>TRUEx</v></c><c/></row><row r="5"><c r="C5"><v>1</v></c></row>';
    const rows = readSheet(workbook([{ name: 'Activities', xml: sheetXml(row) }]), 'Activities');
    expect(rows).toEqual([
      {
        rowNumber: 1,
        cells: new Map<number, unknown>([
          [1, 'TRUE'],
          [2, '#N/A'],
          [3, 2],
          [4, 'TRUEx'],
        ]),
      },
      { rowNumber: 5, cells: new Map([[3, 1]]) },
    ]);
  });
});
