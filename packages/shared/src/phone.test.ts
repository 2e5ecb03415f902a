import { describe, expect, it } from 'vitest';
import {
  PHONE_INVALID,
  PHONE_REQUIRED,
  formatUsPhone,
  normalizeUsPhone,
  optionalPhoneSchema,
  phoneSchema,
} from './phone';
import { messagesOf } from './test-support';

describe('normalizeUsPhone', () => {
  it.each([
    '(919) 555-0123',
    '919-555-0123',
    '919.555.0123',
    '9195550123',
    '+1 919 555 0123',
    '+19195550123',
    '1-919-555-0123',
    '1 (919) 555-0123',
    '  919 555 0123  ',
  ])('normalises %j to E.164', (input) => {
    expect(normalizeUsPhone(input)).toBe('+19195550123');
  });

  it.each([
    ['too short', '919-555-012'],
    ['too long', '919-555-01234'],
    ['area code starting with 0', '019-555-0123'],
    ['area code starting with 1', '119-555-0123'],
    ['exchange starting with 0', '919-055-0123'],
    ['exchange starting with 1', '919-155-0123'],
    ['N11 area code', '911-555-0123'],
    ['N11 exchange', '919-411-0123'],
    ['N9X area code', '296-555-0123'],
    ['another country code', '+44 20 7946 0958'],
    ['plus without country code', '+919 555 0123'],
    ['letters', '919-555-CAMP'],
    ['plus in the middle', '919+5550123'],
    ['12 digits', '119195550123'],
  ])('refuses %s', (_case, input) => {
    expect(normalizeUsPhone(input)).toBeNull();
  });
});

describe('formatUsPhone', () => {
  it('formats a stored number and leaves anything else', () => {
    expect(formatUsPhone('+19195550123')).toBe('(919) 555-0123');
    expect(formatUsPhone('n/a')).toBe('n/a');
  });
});

describe('phoneSchema', () => {
  it('outputs E.164 with the plus', () => {
    expect(phoneSchema.parse('(919) 555-0123')).toBe('+19195550123');
  });
  it('has the spec messages', () => {
    expect(PHONE_REQUIRED).toBe('Phone number is required');
    expect(PHONE_INVALID).toBe('Phone number is invalid');
  });
  it.each([undefined, null, '', '   '])('requires a number (%j)', (input) => {
    expect(messagesOf(phoneSchema, input)).toEqual(['Phone number is required']);
  });
  it.each(['555-0123', '(011) 555-0123', 'call me'])('refuses %j', (input) => {
    expect(messagesOf(phoneSchema, input)).toEqual(['Phone number is invalid']);
  });
});

describe('optionalPhoneSchema', () => {
  it('accepts nothing, normalises the rest', () => {
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneSchema.parse('919 555 0123')).toBe('+19195550123');
    expect(messagesOf(optionalPhoneSchema, '123')).toEqual(['Phone number is invalid']);
  });
});
