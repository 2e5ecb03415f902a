import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorMap } from '../lib/app-error.js';

/**
 * Request bodies follow the spec's Rails-style wrappers ({ parent: {...} }); errors are reported
 * by attribute name, so the wrapper is dropped from the field path.
 */
const WRAPPERS = new Set([
  'parent',
  'camp_director',
  'specialist',
  'auth',
  'activity_provider',
  'activity',
  'itinerary',
  'itinerary_activity',
  'fields',
  'blob',
  'message',
  'user',
]);

export function fieldFromPath(path: readonly PropertyKey[]): string {
  // Array indexes are dropped: `interest_ids/0` reports on `interest_ids`.
  const parts = path.filter(
    (p): p is string => typeof p === 'string' && p !== '' && !/^\d+$/.test(p),
  );
  if (parts.length > 1 && WRAPPERS.has(parts[0]!)) parts.shift();
  return parts.join('.') || '_base';
}

/**
 * For a service that validates in code (merged or dynamic input): the parsed value, or a 422
 * with the same field-keyed body as a failed route schema.
 */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: ErrorMap = {};
  for (const issue of result.error.issues) {
    const list = (errors[fieldFromPath(issue.path)] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  throw new AppError(422, errors, 'validation');
}

export function errorBody(errors: ErrorMap): { errors: ErrorMap; _base?: string[] } {
  // `_base` is kept both inside `errors` (where the spec's clients read it) and at the top level
  // (the shape in DESIGN.md); see docs/decisions/0003-error-shape.md.
  return errors._base ? { errors, _base: errors._base } : { errors };
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(errorBody(err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: ErrorMap = {};
      for (const v of err.validation) {
        const field = fieldFromPath(v.instancePath.split('/'));
        (errors[field] ??= []).push(v.message ?? 'is invalid');
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
      return reply.status(fe.statusCode).send(errorBody({ _base: [fe.message] }));
    }
    request.log.error({ err }, 'unhandled error');
    // 5xx never leaks internals.
    return reply.status(500).send(errorBody({ _base: ['Something went wrong'] }));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
