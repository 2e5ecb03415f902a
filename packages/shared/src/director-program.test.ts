import { describe, expect, it } from 'vitest';
import { formatProgramLocation } from './director-program';

describe('formatProgramLocation', () => {
  it('joins street, second line, city, state and ZIP code', () => {
    expect(
      formatProgramLocation({
        address: '100 Main St',
        address2: 'Suite 2',
        city: 'Raleigh',
        state: 'NC',
        zip_code: '27601',
      }),
    ).toBe('100 Main St, Suite 2, Raleigh, NC 27601');
  });

  it('leaves out a blank second line', () => {
    for (const address2 of [null, undefined, '', '  ']) {
      expect(
        formatProgramLocation({
          address: '100 Main St',
          address2,
          city: 'Raleigh',
          state: 'NC',
          zip_code: '27601-1234',
        }),
      ).toBe('100 Main St, Raleigh, NC 27601-1234');
    }
  });
});
