import fastJson, { type ObjectSchema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's zod response schema as a fast-json-stringify serializer (a route's
 * `serializerCompiler`). fastify-type-provider-zod's serializer re-parses the whole answer with
 * zod and then runs JSON.stringify; for a large answer on a hot path that costs more than the
 * query behind it (docs/decisions/0040-catalog-search-serializer.md). This one writes the JSON
 * from the schema's JSON Schema, as Fastify's own serializer does: only the schema's properties,
 * in its order; a required property missing, or a number that is not one, throws (a 500).
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const write = fastJson(jsonSchemaOf(schema as z.ZodType));
  return (data) => write(data as object);
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
