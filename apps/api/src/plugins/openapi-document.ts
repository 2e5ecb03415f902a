import { isDeepStrictEqual } from 'node:util';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from './errors.js';

/*
 * The parts of the OpenAPI document no route schema states, derived the same way for every
 * route: an operationId, who may call it (`security`), the refusals it answers in the error
 * shape, and the server. Only the document changes; the routes answer as they always did.
 */

/** The OpenAPI version of the document; its schemas are JSON Schema 2020-12 (type arrays, no `nullable`). */
export const OPENAPI_VERSION = '3.1.0';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  parameters?: { in: string }[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};

const ERROR_SCHEMA = 'ErrorResponse';

/** The answers every refused request may get, by status; each one is the error shape. */
const ERROR_RESPONSES = {
  BadRequest: 'The request is malformed (its address, query, body or characters)',
  Unauthorized: 'No valid session: sign in first',
  Forbidden: 'The session may not do this (another role, or an account not yet allowed)',
  UnprocessableEntity: 'The input is invalid; the messages are keyed by field',
  TooManyRequests: 'Too many requests from this client; try again later',
  Error: 'Refused; the messages say why',
} as const;

const errorRef = (name: keyof typeof ERROR_RESPONSES) => ({
  $ref: `#/components/responses/${name}`,
});

/** The error shape, from the schema the error handler's bodies are typed by. */
export function errorComponents(): { schemas: Json; responses: Json } {
  const schema = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' }) as Json;
  delete schema.$schema;
  const content = {
    'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } },
  };
  return {
    schemas: { [ERROR_SCHEMA]: schema },
    responses: Object.fromEntries(
      Object.entries(ERROR_RESPONSES).map(([name, description]) => [
        name,
        { description, content },
      ]),
    ),
  };
}

/**
 * `getParentsQuestionnairesById` for GET /api/v1/parents/questionnaires/{id}: the method and
 * the path's words, a parameter as `By` its name; the /api/v1 prefix every API path has is left
 * out. A route may name its own (`schema.operationId`).
 */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1(?=\/|$)/, '')
    .replace(/\{([^}]+)\}/g, ' by $1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** `METHOD /path/{param}` of a route, as the document names it. */
function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

/** `METHOD /path/{param}` of the operations whose route has a rate limit (may answer 429). */
export type RateLimited = Set<string>;

/** Notes what the document needs of a route that only its options say (its rate limit). */
export function noteRoute(
  rateLimited: RateLimited,
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
): void {
  if (!(route.config as { rateLimit?: unknown } | undefined)?.rateLimit) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) rateLimited.add(routeKey(method, route.url));
}

/** A route whose address ends in a wildcard is a URL handed out to clients, never built by them. */
export const isWildcardRoute = (url: string) => url.endsWith('*');

/** The 4xx answers an operation documents, all in the error shape. */
function errorResponses(
  rateLimited: RateLimited,
  method: string,
  path: string,
  op: Operation,
): Record<string, unknown> {
  const responses: Record<string, unknown> = { 400: errorRef('BadRequest') };
  if (op.security?.length) {
    responses[401] = errorRef('Unauthorized');
    responses[403] = errorRef('Forbidden');
  }
  if (op.parameters?.length || op.requestBody) responses[422] = errorRef('UnprocessableEntity');
  if (rateLimited.has(routeKey(method, path))) responses[429] = errorRef('TooManyRequests');
  responses['4XX'] = errorRef('Error');
  return responses;
}

/**
 * Identical branches of an `anyOf`/`oneOf` (a union of schemas that document the same way, e.g.
 * two string formats) are one: a single branch is the schema itself.
 */
function mergeDuplicateBranches(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(mergeDuplicateBranches);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  for (const value of Object.values(schema)) mergeDuplicateBranches(value);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    const distinct = branches.filter(
      (b, i) => branches.findIndex((other) => isDeepStrictEqual(other, b)) === i,
    );
    if (distinct.length === 1 && Object.keys(schema).length === 1) {
      delete schema[key];
      Object.assign(schema, distinct[0]);
    } else {
      schema[key] = distinct;
    }
  }
}

/**
 * Completes the generated document: every operation gets an operationId, its security (a bearer
 * token when a guard protects the route, none otherwise) and its 4xx answers; the error shape
 * is a component; the server is the one serving the document.
 */
export function completeDocument<T extends Json>(doc: T, rateLimited: RateLimited): T {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  const ids = new Map<string, string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${path}`;
      op.operationId ??= operationIdFor(method, path);
      const other = ids.get(op.operationId);
      if (other) throw new Error(`${where} and ${other} have one operationId ${op.operationId}`);
      ids.set(op.operationId, where);
      op.security ??= [];
      op.responses = { ...op.responses, ...errorResponses(rateLimited, method, path, op) };
    }
  }
  mergeDuplicateBranches(paths);
  const components = (doc.components ?? {}) as { schemas?: Json; responses?: Json };
  mergeDuplicateBranches(components.schemas);
  const errors = errorComponents();
  return {
    ...doc,
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: {
      ...components,
      schemas: { ...components.schemas, ...errors.schemas },
      responses: { ...components.responses, ...errors.responses },
    },
  };
}
