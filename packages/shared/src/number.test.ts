import { describe, expect, it } from 'vitest';
import {
  idField,
  MAX_CENTS_DOLLARS,
  PG_INT_MAX,
  urlIntField,
  idListField,
  numberField,
  optionalNumberField,
  parseNumberInput,
  parseOptionalNumberInput,
  stripThousands,
  toCents,
} from './number';
import { messagesOf } from './test-support';

describe('number parsing', () => {
  it('strips thousands commas', () => {
    expect(stripThousands('1,234,567.5')).toBe('1234567.5');
    expect(parseNumberInput(' 1,200 ')).toBe(1200);
    expect(parseNumberInput('.5')).toBe(0.5);
    expect(parseNumberInput('-3')).toBe(-3);
  });
  it('makes blank missing and text not-a-number', () => {
    expect(parseNumberInput('  ')).toBeUndefined();
    expect(parseNumberInput(null)).toBeUndefined();
    expect(parseNumberInput('12abc')).toBeNaN();
    expect(parseNumberInput('0x10')).toBeNaN();
    expect(parseNumberInput(7)).toBe(7);
  });
  it('makes blank null for optional fields', () => {
    expect(parseOptionalNumberInput('')).toBeNull();
    expect(parseOptionalNumberInput(null)).toBeNull();
    expect(parseOptionalNumberInput(undefined)).toBeUndefined();
    expect(parseOptionalNumberInput('2,000')).toBe(2000);
  });
});

describe('numberField', () => {
  const price = numberField('Price is required', {
    invalid: 'Price must be a number',
    min: [1, 'At least 1'],
    max: [100, 'At most 100'],
    twoDecimals: 'Two decimals',
  });
  it('parses typed text', () => {
    expect(price.parse('99.95')).toBe(99.95);
    expect(price.parse(5)).toBe(5);
  });
  it.each([undefined, null, '', ' '])('requires a value (%j)', (input) => {
    expect(messagesOf(price, input)).toEqual(['Price is required']);
  });
  it('reports each rule', () => {
    expect(messagesOf(price, 'abc')).toEqual(['Price must be a number']);
    expect(messagesOf(price, '0')).toEqual(['At least 1']);
    expect(messagesOf(price, '1,000')).toEqual(['At most 100']);
    expect(messagesOf(price, '1.005')).toEqual(['Two decimals']);
    expect(messagesOf(price, '19.99')).toEqual([]);
  });
  it('checks whole numbers', () => {
    const count = numberField('Count is required', { integer: 'Whole numbers only' });
    expect(messagesOf(count, '2.5')).toEqual(['Whole numbers only']);
    expect(messagesOf(count, Number.POSITIVE_INFINITY)).toEqual(['Must be a number']);
  });
});

describe('optionalNumberField', () => {
  const percent = optionalNumberField({ min: [0, 'Range'], max: [100, 'Range'] });
  it('accepts blank, null and absent', () => {
    expect(percent.parse('')).toBeNull();
    expect(percent.parse(null)).toBeNull();
    expect(percent.parse(undefined)).toBeUndefined();
  });
  it('checks a given value', () => {
    expect(percent.parse('50')).toBe(50);
    expect(messagesOf(percent, '101')).toEqual(['Range']);
    expect(messagesOf(percent, 'x')).toEqual(['Must be a number']);
  });
});

describe('ids', () => {
  it('idField takes positive whole numbers from selects and JSON', () => {
    const id = idField('Activity is required');
    expect(id.parse('12')).toBe(12);
    expect(messagesOf(id, '')).toEqual(['Activity is required']);
    expect(messagesOf(id, 0)).toEqual(['Activity is required']);
    expect(messagesOf(id, 1.5)).toEqual(['Activity is required']);
  });
  it('idListField requires a non-empty list and drops repeats', () => {
    const ids = idListField('Interests is required', 'Choose at least 1 option!');
    expect(ids.parse(['3', 3, 4])).toEqual([3, 4]);
    expect(messagesOf(ids, undefined)).toEqual(['Interests is required']);
    expect(messagesOf(ids, [])).toEqual(['Choose at least 1 option!']);
    expect(messagesOf(ids, ['x'])).toEqual(['Invalid option']);
  });
});

describe('toCents', () => {
  it('rounds away float noise', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1200)).toBe(120000);
  });
});

describe('PostgreSQL integer range', () => {
  it('takes URL ids and pages from 1 to PG_INT_MAX', () => {
    const id = urlIntField('Id is invalid', 'Id is required');
    expect(id.parse('1')).toBe(1);
    expect(id.parse(String(PG_INT_MAX))).toBe(PG_INT_MAX);
    for (const bad of [String(PG_INT_MAX + 1), '0', '-1', '1.5', '99999999999999999999']) {
      expect(id.safeParse(bad).error?.issues[0]?.message, bad).toBe('Id is invalid');
    }
    expect(id.safeParse('abc').error?.issues[0]?.message).toBe('Id is required');
  });

  it('keeps body ids within the column', () => {
    const id = idField('Required', 'Invalid');
    expect(id.parse(PG_INT_MAX)).toBe(PG_INT_MAX);
    expect(id.safeParse(PG_INT_MAX + 1).error?.issues[0]?.message).toBe('Invalid');
    expect(MAX_CENTS_DOLLARS * 100).toBe(PG_INT_MAX);
  });
});
