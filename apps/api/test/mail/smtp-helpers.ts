import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** How many RCPT TO commands were answered (accepted or not). */
  attempts: () => number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 and a random port. `rejectFirst` answers the first n
 * recipients with a temporary failure (451), as a busy or greylisting server does.
 */
export async function startSmtpServer(
  opts: { rejectFirst?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      attempts += 1;
      if (attempts <= (opts.rejectFirst ?? 0)) {
        const err = Object.assign(new Error('Mailbox busy, try again later'), {
          responseCode: 451,
        });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedMail {
  headers: Map<string, string>;
  /** Decoded bodies by content type ('text/plain', 'text/html'). */
  parts: Map<string, string>;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

/** Decoded body with SMTP's CRLF line ends turned into \n. */
function decodeBody(body: string, encoding: string | undefined): string {
  return decodeTransfer(body, encoding).replace(/\r\n/g, '\n');
}

function decodeTransfer(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function splitHead(raw: string): [string, string] {
  const m = /\r?\n\r?\n/.exec(raw);
  if (!m) return [raw, ''];
  return [raw.slice(0, m.index), raw.slice(m.index + m[0].length)];
}

/** Just enough MIME for the messages nodemailer writes (one level of multipart). */
export function parseMail(raw: string): ParsedMail {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const parts = new Map<string, string>();
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) {
    parts.set(
      contentType.split(';')[0]!.trim(),
      decodeBody(body, headers.get('content-transfer-encoding')),
    );
    return { headers, parts };
  }
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const [partHead, partBody] = splitHead(chunk.replace(/^\r?\n/, ''));
    const partHeaders = parseHeaders(partHead);
    const type = (partHeaders.get('content-type') ?? 'text/plain').split(';')[0]!.trim();
    parts.set(
      type,
      decodeBody(partBody.replace(/\r?\n$/, ''), partHeaders.get('content-transfer-encoding')),
    );
  }
  return { headers, parts };
}
