import fastJson, { type ObjectSchema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's zod response schema as a fast-json-stringify serializer (a route's
 * `serializerCompiler`). fastify-type-provider-zod's serializer re-parses the whole answer with
 * zod and then runs JSON.stringify; for a large answer on a hot path that costs more than the
 * query behind it (docs/decisions/0040-catalog-search-serializer.md). This one writes the JSON
 * from the schema's JSON Schema, as Fastify's own serializer does: only the schema's properties,
 * in its order; a required property missing, or a number that is not one, throws (a 500).
 *
 * Each top-level property is written by its own compiled serializer, so that a value marked
 * with `writtenOnce` (an immutable object the service hands out for many answers) is written
 * once and its JSON reused for as long as the object lives.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = jsonSchemaOf(schema as z.ZodType);
  const required = new Set(json.required ?? []);
  const parts = Object.entries(json.properties ?? {}).map(([key, sub]) => ({
    key,
    prefix: `${JSON.stringify(key)}:`,
    required: required.has(key),
    write: fastJson(sub as ObjectSchema) as (value: unknown) => string,
  }));
  return (data) => {
    if (typeof data !== 'object' || data === null) {
      throw new TypeError('The answer is not an object');
    }
    const answer = data as Record<string, unknown>;
    let out = '';
    for (const part of parts) {
      const value = answer[part.key];
      if (value === undefined) {
        if (part.required) throw new Error(`"${part.key}" is required!`);
        continue;
      }
      out += `${out === '' ? '{' : ','}${part.prefix}${writeOnce(value, part.write)}`;
    }
    return out === '' ? '{}' : `${out}}`;
  };
}

/** JSON already written for objects marked with writtenOnce (collected with them). */
const written = new WeakMap<object, string | null>();

function writeOnce(value: unknown, write: (value: unknown) => string): string {
  if (typeof value !== 'object' || value === null) return write(value);
  const known = written.get(value);
  if (known === undefined) return write(value);
  if (known !== null) return known;
  const text = write(value);
  written.set(value, text);
  return text;
}

/**
 * Freezes `value` deeply and lets the serializer write it once: it cannot change, so neither
 * can its JSON. For an object many answers share (the catalog's filter options, kept a minute).
 */
export function writtenOnce<T extends object>(value: T): T {
  deepFreeze(value);
  if (!written.has(value)) written.set(value, null);
  return value;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

type JsonSchema = Record<string, unknown>;

/** An object schema's output as JSON Schema, with nullables written as fast-json-stringify reads fast. */
export function jsonSchemaOf(schema: z.ZodType): ObjectSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  return nullablesInline(json) as ObjectSchema;
}

/**
 * `anyOf: [X, {type: 'null'}]` and `type: [X, 'null']` (zod's nullable) as `X` with
 * `nullable: true`: fast-json-stringify serializes an anyOf by running a validator on the value
 * to pick the branch, which would be most of the cost for a page of nullable columns.
 */
function nullablesInline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullablesInline);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullablesInline(value);
  const isNull = (s: unknown) =>
    typeof s === 'object' &&
    s !== null &&
    Object.keys(s).length === 1 &&
    'type' in s &&
    s.type === 'null';
  if (Array.isArray(out.anyOf) && out.anyOf.length === 2 && out.anyOf.some(isNull)) {
    const { anyOf, ...rest } = out;
    const other = (anyOf as unknown[]).find((s) => !isNull(s)) as JsonSchema;
    return { ...rest, ...other, nullable: true };
  }
  if (Array.isArray(out.type) && out.type.length === 2 && out.type.includes('null')) {
    out.type = out.type.find((t) => t !== 'null');
    out.nullable = true;
  }
  return out;
}
