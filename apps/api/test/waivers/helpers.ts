import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.js';
import { call, freshIp } from '../auth/helpers.js';

export const WAIVER_DOCUMENTS = '/api/v1/camp_directors/waiver_documents';

/** A real PDF of `pages` pages with the text on each. */
export async function makePdf(text: string, pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    doc.addPage([612, 792]).drawText(`${text} (page ${i + 1})`, { x: 50, y: 700, size: 12, font });
  return Buffer.from(await doc.save());
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');

/** Starts a waiver document's direct upload and PUTs the bytes; answers the PUT's response. */
export async function putPdf(t: TestApp, token: string, bytes: Buffer, filename = 'waiver.pdf') {
  const started = await call(
    t,
    'POST',
    WAIVER_DOCUMENTS,
    {
      blob: {
        filename,
        byte_size: bytes.length,
        content_type: 'application/pdf',
        checksum: md5(bytes),
      },
    },
    { token },
  );
  expect(started.statusCode, started.body).toBe(200);
  const upload = started.json<{
    signed_id: string;
    direct_upload: { url: string; headers: Record<string, string> };
  }>();
  const res = await t.app.inject({
    method: 'PUT',
    url: upload.direct_upload.url,
    payload: bytes,
    headers: upload.direct_upload.headers,
    remoteAddress: freshIp(),
  });
  return { res, signedId: upload.signed_id };
}

/** Uploads a waiver PDF; answers its signed_id. */
export async function uploadPdf(t: TestApp, token: string, bytes: Buffer): Promise<string> {
  const { res, signedId } = await putPdf(t, token, bytes);
  expect(res.statusCode, res.body).toBe(204);
  return signedId;
}
