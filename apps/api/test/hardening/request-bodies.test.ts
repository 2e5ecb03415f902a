import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_MULTIPART } from '../../src/lib/multipart.js';
import { REQUEST_MESSAGES } from '../../src/plugins/errors.js';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE } from '@camp/shared/upload';
import { WAIVER_PDF_MAX_BYTES } from '@camp/shared/waivers';
import { createTestApp, type TestApp } from '../test-app.js';
import { freshIp, makeUser, signIn } from '../auth/helpers.js';
import { makeProgram } from '../director-activities/helpers.js';

/*
 * Bodies the server cannot take: a multipart body that is not well-formed is a 400, and a body
 * over the limit is a 413 that the client receives even while it is still sending, in pieces,
 * over a real socket.
 */

let t: TestApp;
let port: number;
let director: string;
let programId: number;

beforeAll(async () => {
  // Behind a proxy, so each request can come from its own address (rate limits count per IP).
  t = await createTestApp({ TRUST_PROXY: 'true' });
  const user = await makeUser(t, { role: 'CampDirector', director: 'active' });
  director = (await signIn(t, 'CampDirector', user)).token;
  programId = (await makeProgram(t, user.id)).id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function errorsOf(body: string): Record<string, string[]> {
  const parsed = JSON.parse(body) as { errors: Record<string, string[]> };
  expect(Object.keys(parsed).every((k) => k === 'errors' || k === '_base')).toBe(true);
  return parsed.errors;
}

describe('a malformed multipart body', () => {
  it.each([
    ['no closing boundary', 'str'],
    ['a part header cut short', '--b\r\nContent-Disposition: form-data; name="file"'],
    [
      'a file that never ends',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
    ],
  ])('is a 400 in the error shape (%s)', async (_what, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/camp_directors/activity_providers/${programId}/imports`,
      headers: {
        authorization: `Bearer ${director}`,
        'content-type': 'multipart/form-data; boundary=b',
        'x-forwarded-for': freshIp(),
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorsOf(res.body)._base).toEqual([MALFORMED_MULTIPART]);
  });
});

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  error?: string;
}

/** The response at the start of `raw`, once all of it has arrived (it has a Content-Length). */
function parseResponse(raw: Buffer): Answer | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length']);
  const body = raw.subarray(end + 4);
  if (!(body.length >= length)) return null;
  return {
    status: Number(statusLine!.split(' ')[1]),
    headers,
    body: body.subarray(0, length).toString(),
  };
}

/**
 * A client on a socket of its own that sends `total` bytes of body in pieces, each after the
 * previous one has been handed to the system, with its length declared or chunked; resolves
 * with the answer once it has arrived whole, or with the error the client saw instead.
 */
function sendInPieces(
  method: string,
  path: string,
  headers: Record<string, string>,
  total: number,
  declared: boolean,
): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const settle = (answer: Answer) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const answer = parseResponse(received);
      if (answer) settle(answer);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => settle({ error: err.code ?? err.message }));
    socket.on('close', () => settle({ error: 'closed before the whole answer arrived' }));
    const head = Object.entries({
      host: `127.0.0.1:${port}`,
      ...headers,
      ...(declared ? { 'content-length': String(total) } : { 'transfer-encoding': 'chunked' }),
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
    const piece = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const next = (err?: Error | null) => {
      if (err || settled) return;
      if (sent >= total) {
        if (!declared) socket.write('0\r\n\r\n');
        return;
      }
      const n = Math.min(piece.length, total - sent);
      sent += n;
      const data = piece.subarray(0, n);
      const framed = declared
        ? data
        : Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
      socket.write(framed, (e) => setImmediate(next, e));
    };
    next();
  });
}

describe('a body over the limit, sent in pieces over a socket', () => {
  const TRIES = 40;
  const cases = [
    {
      name: 'JSON to the payment webhook',
      method: 'POST',
      path: '/api/v1/payment/webhooks',
      headers: { 'content-type': 'application/json' },
      total: 1024 * 1024 + 300 * 1024,
      field: '_base',
      message: REQUEST_MESSAGES.tooLarge,
    },
    {
      name: 'a logo to the disk upload',
      method: 'PUT',
      path: '/rails/active_storage/disk/some-key',
      headers: { 'content-type': 'image/png' },
      // Past the route's limit, the largest of any upload's (a waiver PDF's 5 MB); a link that
      // cannot be read is answered as a logo's.
      total: Math.max(LOGO_MAX_BYTES, WAIVER_PDF_MAX_BYTES) + 300 * 1024,
      field: 'file',
      message: LOGO_TOO_LARGE,
    },
  ];

  for (const c of cases) {
    for (const declared of [true, false]) {
      it(`answers 413 in the error shape every time (${c.name}, ${declared ? 'with its length' : 'chunked'})`, async () => {
        const answers: Answer[] = [];
        for (let i = 0; i < TRIES; i += 1) {
          answers.push(
            await sendInPieces(
              c.method,
              c.path,
              { ...c.headers, 'x-forwarded-for': freshIp() },
              c.total,
              declared,
            ),
          );
        }
        const wrong = answers.filter((a) => a.status !== 413);
        expect(wrong, JSON.stringify(wrong.slice(0, 3))).toEqual([]);
        for (const a of answers) {
          expect(a.headers!['content-type']).toMatch(/^application\/json/);
          expect(errorsOf(a.body!)[c.field]).toEqual([c.message]);
        }
      }, 120_000);
    }
  }
});
