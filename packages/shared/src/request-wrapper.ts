import { z } from 'zod';

/**
 * The spec wraps many request bodies Rails-style (`{ parent: { email, ... } }`) but reports
 * errors by attribute name (`{ errors: { email: [...] } }`). A body schema records here which of
 * its top-level keys are such wrappers; the API's error handler reads it from the route's body
 * schema and drops the wrapper from every field path (see docs/ARCHITECTURE.md).
 *
 * A registry of its own rather than `.meta()`: global metadata would be copied into the OpenAPI
 * document's JSON Schema, and this is a server-side naming rule, not part of the contract.
 */
export const requestWrappers = z.registry<{ wrappers: readonly string[] }>();

/** Declares which top-level keys of `schema` are wrappers; returns the same schema. */
export function withWrappers<S extends z.ZodType>(schema: S, wrappers: readonly string[]): S {
  requestWrappers.add(schema, { wrappers });
  return schema;
}

/** `{ [key]: schema }`, with `key` declared as the body's wrapper. */
export function wrapped<K extends string, S extends z.ZodType>(key: K, schema: S) {
  return withWrappers(z.object({ [key]: schema } as { [P in K]: S }), [key]);
}

/**
 * Accepts a body either flat or inside its wrapper (`{ camp_director: { ... } }`), as the spec
 * shows both for some calls. Field errors carry the attribute name either way.
 */
export function flatOrWrapped<S extends z.ZodType>(key: string, schema: S) {
  return withWrappers(
    z.preprocess((body) => {
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        const inner = (body as Record<string, unknown>)[key];
        if (inner && typeof inner === 'object' && !Array.isArray(inner)) return inner;
      }
      return body;
    }, schema),
    [key],
  );
}

/** The wrappers `schema` declares (none for any other value, a schema-less route's included). */
export function wrappersOf(schema: unknown): readonly string[] {
  if (!(schema instanceof z.ZodType)) return [];
  return requestWrappers.get(schema)?.wrappers ?? [];
}
