import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { wrappersOf } from '@camp/shared/request-wrapper';
import { AppError, type ErrorMap } from '../lib/app-error.js';

/**
 * The attribute name an error reports for a value at `path`: the body's wrapper (`parent` in
 * `{ parent: {...} }`, declared by the route's body schema, `@camp/shared/request-wrapper`) and
 * array indexes are dropped, nested names are joined with dots.
 */
export function fieldFromPath(
  path: readonly PropertyKey[],
  wrappers: readonly string[] = [],
): string {
  // Array indexes are dropped: `interest_ids/0` reports on `interest_ids`.
  const parts = path.filter(
    (p): p is string => typeof p === 'string' && p !== '' && !/^\d+$/.test(p),
  );
  if (parts.length > 1 && wrappers.includes(parts[0]!)) parts.shift();
  return parts.join('.') || '_base';
}

/** The wrappers the route's body schema declares (none for a route without one). */
function bodyWrappers(request: FastifyRequest): readonly string[] {
  return wrappersOf(request.routeOptions.schema?.body);
}

/**
 * For a service that validates in code (merged or dynamic input): the parsed value, or a 422
 * with the same field-keyed body as a failed route schema.
 */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: ErrorMap = {};
  const wrappers = wrappersOf(schema);
  for (const issue of result.error.issues) {
    const list = (errors[fieldFromPath(issue.path, wrappers)] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  throw new AppError(422, errors, 'validation');
}

const bodyFieldErrors = new WeakMap<FastifyRequest, ErrorMap>();

/**
 * Field errors a route's own check of the body found before the schema's validation (a check
 * that needs the database, which a schema cannot ask). A 422 of the schema's validation answers
 * them with its own, so that the request's every error comes in one answer; when the body is
 * valid the route's handler must refuse them itself.
 */
export function addBodyFieldErrors(request: FastifyRequest, errors: ErrorMap): void {
  if (Object.keys(errors).length > 0) bodyFieldErrors.set(request, errors);
}

const messages = z.array(z.string()).min(1);

/**
 * The body of every error answer: messages keyed by field, `_base` for the request as a whole
 * (kept inside `errors` and repeated beside it).
 */
export const errorBodySchema = z
  .object({
    errors: z
      .record(z.string(), messages)
      .describe('Messages keyed by the field they are about; `_base` for the request as a whole'),
    _base: messages.optional().describe('The messages about the request as a whole, again'),
  })
  .describe('An error answer');

export function errorBody(errors: ErrorMap): z.infer<typeof errorBodySchema> {
  // `_base` is kept both inside `errors` (where the spec's clients read it) and at the top level
  // (the documented error shape); see docs/decisions/0003-error-shape.md.
  return errors._base ? { errors, _base: errors._base } : { errors };
}

/** Messages of the errors the framework raises before a route runs (decision 0031). */
export const REQUEST_MESSAGES = {
  badUrl: 'The request address is malformed.',
  badQuery: 'The query string is malformed.',
  longParam: 'A part of the request address is too long.',
  headersTooLarge: 'The request address or headers are too large.',
  malformed: 'The request is malformed.',
  badJson: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large.',
  mediaType: 'This content type is not accepted here.',
  badCharacters: 'contains characters that are not allowed',
  notFound: 'Not found',
} as const;

/** Messages for Fastify's own request errors, by code; anything else keeps Fastify's message. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: REQUEST_MESSAGES.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: REQUEST_MESSAGES.badJson,
  FST_ERR_CTP_BODY_TOO_LARGE: REQUEST_MESSAGES.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: REQUEST_MESSAGES.mediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: REQUEST_MESSAGES.malformed,
  FST_ERR_BAD_URL: REQUEST_MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: REQUEST_MESSAGES.longParam,
};

/**
 * Fastify's `frameworkErrors`: a path that does not decode (400) or a route parameter over the
 * router's length limit (414) are found before any route or hook runs; answer them in the shape.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = FASTIFY_MESSAGES[error.code] ?? REQUEST_MESSAGES.badUrl;
  void reply.status(status).send(errorBody({ _base: [message] }));
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (a malformed request
 * line, a URL or header over the size limit) before Fastify saw it, so the answer is written on
 * the socket. Same shape as every other error.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, REQUEST_MESSAGES.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long.']
        : [400, REQUEST_MESSAGES.malformed];
  const body = JSON.stringify(errorBody({ _base: [message] }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** A query string whose percent-encoding does not decode (`%zz`, `%E0%A4`, a lone `%`). */
export function hasMalformedQuery(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return false;
  const query = url.slice(q + 1);
  if (!query.includes('%')) return false;
  for (const part of query.split('&')) {
    try {
      decodeURIComponent(part);
    } catch {
      return true;
    }
  }
  return false;
}

// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first string in `value` (keys included) that PostgreSQL cannot store: a NUL (refused in
 * text, and as \u0000 in jsonb) or a lone UTF-16 surrogate (refused in jsonb, silently replaced
 * in text). Returns the field path of the value, or null. Iterative: bodies may nest deeply.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const bad = (s: string) => UNSTORABLE.test(s);
  // Each entry links to its parent instead of copying the path, so a body nested n deep costs
  // O(n), not O(n²); the path is built only for the value found.
  interface Entry {
    v: unknown;
    key: string | number | null;
    parent: Entry | null;
  }
  const pathOf = (e: Entry) => {
    const path: (string | number)[] = [];
    for (let at: Entry | null = e; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ v: value, key: null, parent: null }];
  while (stack.length) {
    const entry = stack.pop()!;
    const { v } = entry;
    if (typeof v === 'string') {
      if (bad(v)) return pathOf(entry);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ v: item, key: i, parent: entry }));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (bad(k)) return pathOf(entry);
        stack.push({ v: item, key: k, parent: entry });
      }
    }
  }
  return null;
}

async function errorsPlugin(app: FastifyInstance) {
  // Refused before anything reads the query: Fastify's parser keeps malformed escapes as text.
  app.addHook('onRequest', async (request) => {
    if (hasMalformedQuery(request.url)) throw AppError.badRequest(REQUEST_MESSAGES.badQuery);
  });

  // One check for every route (schema or not, signed in or not): text PostgreSQL would refuse
  // is a 400 naming the field, never a database error.
  app.addHook('preValidation', async (request) => {
    const parts = [
      [request.params, []],
      [request.query, []],
      [request.body, bodyWrappers(request)],
    ] as const;
    for (const [part, wrappers] of parts) {
      if (part === undefined || part === null || Buffer.isBuffer(part)) continue;
      const path = findUnstorableText(part);
      if (path) {
        throw new AppError(
          400,
          { [fieldFromPath(path, wrappers)]: [REQUEST_MESSAGES.badCharacters] },
          'bad_request',
        );
      }
    }
  });

  // API answers are per user and per moment: no cache (browser or shared) may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(errorBody(err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: ErrorMap = {};
      const wrappers = err.validationContext === 'body' ? bodyWrappers(request) : [];
      for (const v of err.validation) {
        const field = fieldFromPath(v.instancePath.split('/'), wrappers);
        (errors[field] ??= []).push(v.message ?? 'is invalid');
      }
      for (const [field, messages] of Object.entries(bodyFieldErrors.get(request) ?? {})) {
        errors[field] = [...new Set([...(errors[field] ?? []), ...messages])];
      }
      return reply.status(422).send(errorBody(errors));
    }
    const fe = err as FastifyError;
    if (fe.statusCode === 429) {
      return reply
        .status(429)
        .send(errorBody({ _base: ['Too many requests. Please try again later.'] }));
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const message =
        (fe.code && FASTIFY_MESSAGES[fe.code]) ||
        fe.message ||
        STATUS_CODES[fe.statusCode] ||
        REQUEST_MESSAGES.malformed;
      return reply.status(fe.statusCode).send(errorBody({ _base: [message] }));
    }
    request.log.error({ err }, 'unhandled error');
    // 5xx never leaks internals.
    return reply.status(500).send(errorBody({ _base: ['Something went wrong'] }));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
