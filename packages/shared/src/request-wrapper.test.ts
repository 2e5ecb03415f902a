import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flatOrWrapped, withWrappers, wrapped, wrappersOf } from './request-wrapper';

describe('request wrappers', () => {
  const inner = z.object({ email: z.string() });

  it('wraps a schema under its key and declares the key', () => {
    const body = wrapped('parent', inner);
    expect(body.parse({ parent: { email: 'a@b.c' } })).toEqual({ parent: { email: 'a@b.c' } });
    expect(body.safeParse({ email: 'a@b.c' }).success).toBe(false);
    expect(wrappersOf(body)).toEqual(['parent']);
  });

  it('accepts a flat or a wrapped body when the spec shows both', () => {
    const body = flatOrWrapped('camp_director', inner);
    expect(body.parse({ camp_director: { email: 'x' } })).toEqual({ email: 'x' });
    expect(body.parse({ email: 'y' })).toEqual({ email: 'y' });
    expect(wrappersOf(body)).toEqual(['camp_director']);
  });

  it('declares several wrappers beside flat fields', () => {
    const body = withWrappers(z.object({ fields: inner, submit: z.boolean() }), ['fields']);
    expect(wrappersOf(body)).toEqual(['fields']);
  });

  it('declares nothing for an undeclared schema or a value that is not a schema', () => {
    expect(wrappersOf(z.object({ parent: inner }))).toEqual([]);
    expect(wrappersOf(undefined)).toEqual([]);
    expect(wrappersOf({ parent: {} })).toEqual([]);
  });

  it('keeps each declaration on its own schema', () => {
    const a = flatOrWrapped('parent', inner);
    const b = flatOrWrapped('camp_director', inner);
    expect([wrappersOf(a), wrappersOf(b), wrappersOf(inner)]).toEqual([
      ['parent'],
      ['camp_director'],
      [],
    ]);
  });
});
