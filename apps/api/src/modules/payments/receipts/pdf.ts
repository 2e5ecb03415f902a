import type { Receipt, Statement } from '@camp/shared/receipts';
import { startPdf } from '../../../lib/pdf.js';
import { careDates, longDate, usd } from './view.js';

// Receipts and statements as PDF documents (pdfkit, its built-in Helvetica: no font files to
// ship). US Letter, one column of text and simple ruled tables, so they print and read the same
// everywhere and a screen reader reads them in order.

type Doc = PDFKit.PDFDocument;

const MARGIN = 54;
const INK = '#1f2933';
const MUTED = '#52606d';

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

const open = (title: string, now: Date) => startPdf(title, now, { margin: MARGIN });

const width = (doc: Doc) => doc.page.width - MARGIN * 2;

function heading(doc: Doc, title: string, subtitle: string) {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text('Camp Concierge', MARGIN, MARGIN);
  doc.moveDown(0.2).fontSize(15).text(title);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(subtitle).moveDown(1);
  doc.fillColor(INK);
}

function facts(doc: Doc, rows: [string, string][]) {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, MARGIN, y, { width: 120 });
    const labelEnd = doc.y;
    doc.font('Helvetica').text(value || '—', MARGIN + 125, y, { width: width(doc) - 125 });
    doc.y = Math.max(doc.y, labelEnd);
  }
  doc.moveDown(0.8);
}

/** Starts a new page when `needed` points do not fit on this one. */
function room(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

function row(doc: Doc, columns: Column[], cells: string[], bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
  const heights = columns.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.width - 6 }));
  const h = Math.max(...heights) + 6;
  room(doc, h + 2);
  const y = doc.y;
  let x = MARGIN;
  columns.forEach((c, i) => {
    doc.text(cells[i] ?? '', x, y + 3, { width: c.width - 6, align: c.align ?? 'left' });
    x += c.width;
  });
  doc
    .moveTo(MARGIN, y + h)
    .lineTo(MARGIN + width(doc), y + h)
    .lineWidth(0.5)
    .strokeColor('#cbd2d9')
    .stroke();
  doc.x = MARGIN;
  doc.y = y + h + 1;
}

function table(doc: Doc, columns: Column[], rows: string[][], total?: string[]) {
  row(
    doc,
    columns,
    columns.map((c) => c.label),
    true,
  );
  for (const cells of rows) row(doc, columns, cells);
  if (total) row(doc, columns, total, true);
  doc.moveDown(0.8);
}

/** Columns whose widths add up to the page's text width, the first taking what is left. */
function columns(doc: Doc, first: string, rest: [string, number][]): Column[] {
  const fixed = rest.reduce((s, [, w]) => s + w, 0);
  return [
    { label: first, width: width(doc) - fixed },
    ...rest.map(([label, w]): Column => ({ label, width: w, align: 'right' })),
  ];
}

function footer(doc: Doc, lines: string[]) {
  room(doc, 60);
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  for (const line of lines) doc.text(line, MARGIN, doc.y, { width: width(doc) });
  doc.fillColor(INK);
}

export async function receiptPdf(r: Receipt, now: Date): Promise<Buffer> {
  const { doc, done } = open(`Receipt ${r.number}`, now);
  heading(doc, `Receipt ${r.number}`, `Paid on ${longDate(new Date(r.paid_at))}`);
  facts(doc, [
    ['Paid by', `${r.payer.name} (${r.payer.email})`],
    ['Payment', r.description],
    ['Method', r.method],
  ]);
  if (r.lines.length > 0) {
    const cols = columns(doc, 'Care', [['Amount', 90]]);
    table(
      doc,
      cols,
      r.lines.map((l) => [
        [
          l.description + (l.child_name ? ` for ${l.child_name}` : ''),
          careDates(l.start_date, l.end_date),
          l.provider
            ? `${l.provider.name}, ${l.provider.address}${l.provider.tax_id ? ` (Tax ID ${l.provider.tax_id})` : ''}`
            : '',
        ]
          .filter(Boolean)
          .join('\n'),
        usd(l.amount_cents),
      ]),
    );
  }
  const totals = columns(doc, '', [['', 90]]);
  table(
    doc,
    totals.map((c, i) => ({ ...c, label: i === 0 ? 'Total paid' : usd(r.amount_cents) })),
    [
      ...(r.refunded_cents > 0 ? [['Refunded', `-${usd(r.refunded_cents)}`]] : []),
      ['Net paid', usd(r.net_cents)],
    ],
  );
  footer(doc, [
    'Keep this receipt for your records. The amounts are in US dollars; the net is what was paid less what was refunded.',
  ]);
  doc.end();
  return done;
}

export async function statementPdf(s: Statement, now: Date, childName?: string): Promise<Buffer> {
  const who = childName ? ` for ${childName}` : '';
  const { doc, done } = open(`Care statement ${s.year}${who}`, now);
  heading(
    doc,
    `Statement of care paid in ${s.year}${who}`,
    `January 1 to December 31, ${s.year}. Issued ${longDate(now)}.`,
  );
  facts(doc, [
    ['Paid by', `${s.parent.name} (${s.parent.email})`],
    ['Address', s.parent.address],
  ]);
  if (s.children.length === 0) {
    doc.font('Helvetica').fontSize(10).text(`No care was paid for in ${s.year}.`).moveDown(1);
  }
  for (const child of s.children) {
    room(doc, 90);
    doc.font('Helvetica-Bold').fontSize(13).text(child.child_name, MARGIN).moveDown(0.3);
    for (const p of child.providers) {
      room(doc, 80);
      doc.font('Helvetica-Bold').fontSize(10.5).text(p.name, MARGIN);
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .text(`${p.address}\nTax ID: ${p.tax_id || 'not given'}`)
        .moveDown(0.3);
      const cols = columns(doc, 'Dates of care', [
        ['Paid', 75],
        ['Refunded', 75],
        ['Net', 75],
      ]);
      table(
        doc,
        cols,
        p.lines.map((l) => [
          `${l.description}\n${careDates(l.start_date, l.end_date)}`,
          usd(l.paid_cents),
          l.refunded_cents > 0 ? `-${usd(l.refunded_cents)}` : usd(0),
          usd(l.net_cents),
        ]),
        [`Total ${p.name}`, '', '', usd(p.net_cents)],
      );
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .text(`Total for ${child.child_name}: ${usd(child.net_cents)}`, MARGIN)
      .moveDown(1);
  }
  if (!childName) {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`Total for the family: ${usd(s.net_cents)}`);
    doc.moveDown(1);
  }
  footer(doc, [
    'Amounts paid in the year, less refunds made in the year, in US dollars. The providers named above gave the care; their tax identification numbers are as they gave them to Camp Concierge.',
    'For a dependent-care FSA claim or the child and dependent care credit (IRS Form 2441). Camp Concierge gives no tax advice: ask your plan or a tax adviser what qualifies.',
  ]);
  doc.end();
  return done;
}
