import { describe, expect, it } from 'vitest';
import { withProgramInterests } from './interests';

describe('withProgramInterests', () => {
  const options = [{ id: 1, name: 'Leadership' }];

  it('adds the program’s retired interests, marked, after the offered ones', () => {
    expect(
      withProgramInterests(options, {
        interests: [
          { id: 1, name: 'Leadership' },
          { id: 4, name: 'Patience' },
        ],
      }),
    ).toEqual([
      { id: 1, name: 'Leadership' },
      { id: 4, name: 'Patience (retired)' },
    ]);
  });

  it('answers the options alone when the program has no retired interest', () => {
    expect(withProgramInterests(options, { interests: [{ id: 1, name: 'Leadership' }] })).toBe(
      options,
    );
  });
});
