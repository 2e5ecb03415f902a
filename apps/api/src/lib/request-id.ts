import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// A request's id: the load balancer's X-Request-Id when it sends a well-formed one, otherwise a
// new UUID. The response carries it in the same header, every log line written while the
// request is served carries it as `reqId`, and every trace span made for it as `request.id`. This module
// loads only Node's built-ins: the tracing set-up reads it before the product loads.

export const REQUEST_ID_HEADER = 'x-request-id';
/** The key of the request id in log lines: Fastify's (its default `requestIdLogLabel`). */
export const REQUEST_ID_LOG_KEY = 'reqId';
/** The attribute of the request id on every span of a request (HTTP, Fastify, queries, ...). */
export const REQUEST_ID_ATTRIBUTE = 'request.id';

const WELL_FORMED = /^[\w-]{1,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}
