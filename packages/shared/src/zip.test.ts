import { describe, expect, it } from 'vitest';
import { ZIP_INVALID, ZIP_REQUIRED, normalizeZip, zipCodeSchema } from './zip';
import { messagesOf } from './test-support';

describe('normalizeZip', () => {
  it.each([
    ['27601', '27601'],
    [' 27601 ', '27601'],
    ['27601-1234', '27601-1234'],
    ['27601 1234', '27601-1234'],
    ['276011234', '27601-1234'],
    ['00501', '00501'],
  ])('%j → %j', (input, output) => {
    expect(normalizeZip(input)).toBe(output);
  });
  it.each(['2760', '276012', '27601-123', 'ABCDE', '00000', '27601-12345'])(
    'refuses %j',
    (input) => {
      expect(normalizeZip(input)).toBeNull();
    },
  );
});

describe('zipCodeSchema', () => {
  it('uses the default or the given required message', () => {
    expect(ZIP_REQUIRED).toBe('Zip Code is required');
    expect(messagesOf(zipCodeSchema(), '')).toEqual(['Zip Code is required']);
    expect(messagesOf(zipCodeSchema('Zip Code required'), undefined)).toEqual([
      'Zip Code required',
    ]);
  });
  it('reports an invalid code and normalises a valid one', () => {
    expect(ZIP_INVALID).toBe('Zip Code is invalid');
    expect(messagesOf(zipCodeSchema(), '1234')).toEqual(['Zip Code is invalid']);
    expect(zipCodeSchema().parse('27601 1234')).toBe('27601-1234');
  });
});
