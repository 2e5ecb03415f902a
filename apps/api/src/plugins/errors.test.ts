import { describe, expect, it } from 'vitest';
import { errorBody, fieldFromPath } from './errors.js';

describe('validation error field names', () => {
  it('drops the request wrapper and array indexes', () => {
    expect(fieldFromPath('/parent/email'.split('/'))).toBe('email');
    expect(fieldFromPath('/activity_provider/interest_ids/0'.split('/'))).toBe('interest_ids');
    expect(fieldFromPath('/password'.split('/'))).toBe('password');
  });

  it('keeps nested names that are not wrappers', () => {
    expect(fieldFromPath('/special_needs/dietary'.split('/'))).toBe('special_needs.dietary');
  });

  it('reports an error about the whole body under _base', () => {
    expect(fieldFromPath(['', ''])).toBe('_base');
    expect(fieldFromPath(['parent'])).toBe('parent');
  });

  it('mirrors _base beside errors only when present', () => {
    expect(errorBody({ email: ['Invalid email'] })).toEqual({ errors: { email: ['Invalid email'] } });
    expect(errorBody({ _base: ['Nope'] })).toEqual({ errors: { _base: ['Nope'] }, _base: ['Nope'] });
  });
});
