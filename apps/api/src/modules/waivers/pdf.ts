import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// The signed copy of a waiver: the document as it was signed (the director's PDF's own pages,
// or the written text laid out on Letter pages) followed by a signature page that states who
// signed, for whom, when, and which version (with its SHA-256).

export interface SignedCopyFacts {
  programName: string;
  title: string;
  version: number;
  documentSha256: string;
  childName: string;
  season: number;
  signerName: string;
  signedOn: string;
  signedAt: Date;
  parentEmail: string;
}

const PAGE: [number, number] = [612, 792];
const MARGIN = 56;
const BODY_SIZE = 11;
const LINE = 15;

/**
 * The standard fonts encode WinAnsi only: any other character (a name in another script, an
 * emoji) is written as '?', so the copy is always made; the stored signature keeps the exact text.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/\t/g, '    '))
    .map((c) => (known.has(c.codePointAt(0)!) ? c : '?'))
    .join('');
}

/** Splits a paragraph into lines that fit `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    // A word longer than the line is cut where it must be.
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/** Writes lines top-down, adding Letter pages as they fill. */
class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  paragraph(text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}) {
    const font = opts.bold ? this.bold : this.font;
    const size = opts.size ?? BODY_SIZE;
    const width = PAGE[0] - 2 * MARGIN;
    for (const line of wrap(font, printable(font, text), size, width)) {
      if (this.y < MARGIN + size) {
        this.page = this.doc.addPage(PAGE);
        this.y = PAGE[1] - MARGIN;
      }
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: rgb(0, 0, 0) });
      this.y -= Math.max(LINE, size + 4);
    }
    this.y -= opts.gap ?? 6;
  }

  text(body: string) {
    for (const para of body.split('\n')) this.paragraph(para === '' ? ' ' : para);
  }
}

function signatureBlock(w: Writer, f: SignedCopyFacts) {
  w.paragraph('Signature', { size: 16, bold: true, gap: 12 });
  w.paragraph(`Program: ${f.programName}`);
  w.paragraph(`Waiver: ${f.title} (version ${f.version})`);
  w.paragraph(`Child: ${f.childName}`);
  w.paragraph(`Season: ${f.season}`);
  w.paragraph(`Signed by: ${f.signerName} (typed name)`, { bold: true });
  w.paragraph(`Date: ${f.signedOn}`, { bold: true, gap: 12 });
  w.paragraph(
    `By typing their name the signer confirmed that they read and agree to this waiver on behalf of the child named above.`,
  );
  w.paragraph(
    `Signed in Camp Concierge at ${f.signedAt.toISOString()} by the account ${f.parentEmail}.`,
  );
  w.paragraph(`SHA-256 of the signed document: ${f.documentSha256}`, { size: 9 });
}

function describe(doc: PDFDocument, f: SignedCopyFacts) {
  doc.setTitle(`${f.title}, signed for ${f.childName} (${f.season})`);
  doc.setSubject(`${f.programName} waiver version ${f.version}`);
  doc.setProducer('Camp Concierge');
  doc.setCreator('Camp Concierge');
  doc.setCreationDate(f.signedAt);
  doc.setModificationDate(f.signedAt);
}

/** The signed copy of a written waiver. */
export async function signedTextCopy(body: string, facts: SignedCopyFacts): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);
  w.paragraph(facts.programName, { size: 10 });
  w.paragraph(facts.title, { size: 18, bold: true, gap: 12 });
  w.text(body);
  signatureBlock(new Writer(doc, font, bold), facts);
  describe(doc, facts);
  return Buffer.from(await doc.save());
}

/** The signed copy of an uploaded waiver: its own pages, then the signature page. */
export async function signedPdfCopy(original: Buffer, facts: SignedCopyFacts): Promise<Buffer> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  signatureBlock(new Writer(doc, font, bold), facts);
  describe(doc, facts);
  return Buffer.from(await doc.save());
}
