import { describe, expect, it } from 'vitest';
import { errorBody, fieldFromPath, findUnstorableText, hasMalformedQuery } from './errors.js';

describe('validation error field names', () => {
  it('drops the declared request wrapper and array indexes', () => {
    expect(fieldFromPath('/parent/email'.split('/'), ['parent'])).toBe('email');
    expect(
      fieldFromPath('/activity_provider/interest_ids/0'.split('/'), ['activity_provider']),
    ).toBe('interest_ids');
    expect(fieldFromPath('/password'.split('/'), ['parent'])).toBe('password');
  });

  it('keeps nested names that are not declared wrappers', () => {
    expect(fieldFromPath('/special_needs/dietary'.split('/'), ['parent'])).toBe(
      'special_needs.dietary',
    );
    expect(fieldFromPath('/parent/email'.split('/'))).toBe('parent.email');
  });

  it('reports an error about the whole body under _base', () => {
    expect(fieldFromPath(['', ''])).toBe('_base');
    expect(fieldFromPath(['parent'], ['parent'])).toBe('parent');
  });

  it('mirrors _base beside errors only when present', () => {
    expect(errorBody({ email: ['Invalid email'] })).toEqual({
      errors: { email: ['Invalid email'] },
    });
    expect(errorBody({ _base: ['Nope'] })).toEqual({
      errors: { _base: ['Nope'] },
      _base: ['Nope'],
    });
  });
});

describe('input PostgreSQL cannot take', () => {
  it('finds a NUL or a lone surrogate anywhere, keys included, and names its field', () => {
    expect(findUnstorableText({ parent: { email: 'a@b.c', name: 'A\u0000' } })).toEqual([
      'parent',
      'name',
    ]);
    expect(findUnstorableText({ list: ['ok', '\ud800'] })).toEqual(['list', 1]);
    expect(findUnstorableText({ 'k\u0000': 1 })).toEqual([]);
    expect(findUnstorableText('\udc00x')).toEqual([]);
  });

  it('lets through text PostgreSQL stores, emoji and other control characters included', () => {
    expect(
      findUnstorableText({ a: 'tab\tnew\nline\u0001', b: '😀 \ud83d\ude00', c: [1, null] }),
    ).toBeNull();
  });

  it('walks deeply nested bodies without recursion', () => {
    let v: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) v = [v];
    expect(findUnstorableText(v)).toHaveLength(100_000);
  });

  it('finds query strings whose escapes do not decode', () => {
    for (const url of ['/a?x=%', '/a?x=%zz', '/a?x=%E0%A4', '/a?%G0=1', '/a?x=1&y=%']) {
      expect(hasMalformedQuery(url), url).toBe(true);
    }
    for (const url of ['/a', '/a?x=1', '/a?x=%20%C3%A9', '/a?x=a+b', '/%zz']) {
      expect(hasMalformedQuery(url), url).toBe(false);
    }
  });
});
