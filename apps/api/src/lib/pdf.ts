import PDFDocument from 'pdfkit';

/**
 * A new US Letter PDF document (pdfkit, its built-in Helvetica: no font files to ship) titled
 * for readers and screen readers, in English, and the bytes it will have once `doc.end()` is
 * called.
 */
export function startPdf(
  title: string,
  now: Date,
  options: { margin: number; layout?: 'portrait' | 'landscape' },
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: options.layout ?? 'portrait',
    margin: options.margin,
    info: { Title: title, Author: 'Camp Concierge', CreationDate: now },
    lang: 'en-US',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
