import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler, writtenOnce } from '../../src/lib/fast-serializer.js';

// The catalog search's serializer (decision 0040): fast-json-stringify compiled from the route's
// zod response schema. The search's own tests compare its output with JSON.stringify on real
// answers; these pin down what it does with answers that do not fit the schema.

const schema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  ages: z.tuple([z.number().int(), z.number().int()]).nullable(),
  grade: z.number().int().nullable(),
  match: z.object({ score: z.number().int() }).optional(),
  names: z.record(z.string(), z.string()),
});
const write = fastSerializerCompiler({ schema });

const row = {
  id: 1,
  name: 'A "quoted" \u2028 name',
  note: null,
  ages: [5, 9],
  grade: null,
  names: { '3': 'x' },
};

describe('the schema serializer', () => {
  it('writes what JSON.stringify writes for an answer that fits the schema', () => {
    expect(write(row)).toBe(JSON.stringify(row));
    // In the schema's order: the serializer writes properties in that order.
    const { names, ...head } = row;
    const full = { ...head, note: 'n', ages: null, grade: 4, match: { score: 80 }, names };
    expect(write(full)).toBe(JSON.stringify(full));
  });

  it('leaves out what the schema does not declare', () => {
    expect(JSON.parse(write({ ...row, secret: 'hash' }))).toEqual(row);
  });

  it('refuses an answer missing a required property or with a non-number', () => {
    const { name: _, ...nameless } = row;
    expect(() => write(nameless)).toThrow(/name/);
    expect(() => write({ ...row, grade: 'high' })).toThrow();
  });

  it('writes an object marked writtenOnce once, frozen so that its JSON cannot go stale', () => {
    const shared = writtenOnce({ '3': 'x', '4': 'y' });
    expect(Object.isFrozen(shared)).toBe(true);
    expect(() => {
      (shared as Record<string, string>)['5'] = 'z';
    }).toThrow(TypeError);
    const a = { ...row, names: shared };
    expect(write(a)).toBe(JSON.stringify(a));
    // The same object in another answer: the same JSON, with the answer's own properties.
    const b = { ...row, id: 2, names: shared };
    expect(write(b)).toBe(JSON.stringify(b));
  });

  it('refuses an answer that is not an object', () => {
    expect(() => write(null)).toThrow();
    expect(() => write('{"id":1}')).toThrow();
  });
});
