import { describe, expect, it } from 'vitest';
import { editDistance, isTypoOf } from '../../src/modules/catalog/search/typos.js';
import { wordTerms } from '../../src/modules/catalog/search/service.js';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one each', () => {
    expect(editDistance('soccer', 'soccer')).toBe(0);
    expect(editDistance('socer', 'soccer')).toBe(1);
    expect(editDistance('soccer', 'socer')).toBe(1);
    expect(editDistance('soccar', 'soccer')).toBe(1);
    expect(editDistance('scocer', 'soccer')).toBe(1);
    expect(editDistance('sccoer', 'soccer')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('isTypoOf', () => {
  it('allows none under 4 letters, 1 up to 5, 2 from 6', () => {
    expect(isTypoOf('art', 'arc')).toBe(false);
    expect(isTypoOf('bale', 'ball')).toBe(true);
    expect(isTypoOf('bale', 'bell')).toBe(false);
    expect(isTypoOf('potteri', 'poteri')).toBe(true);
    expect(isTypoOf('lacoss', 'lacross')).toBe(true);
    expect(isTypoOf('lacoss', 'across')).toBe(true);
    expect(isTypoOf('robot', 'rocket')).toBe(false);
  });
});

describe('wordTerms', () => {
  const lookup = { providerIds: [4], skillIds: [], interestIds: [7] };

  it('ors the stem as a prefix with the near catalog words that are typos of it', () => {
    expect(
      wordTerms({ stems: ['socer'], nearWords: ['soccer', 'socerx', 'sober', 'cover'], ...lookup }),
    ).toEqual({
      // 'socerx' already matches the prefix; 'cover' is two edits away ('sober' is one: a
      // five-letter word may carry one typo).
      query: "'socer':* | 'soccer' | 'sober'",
      providerIds: [4],
      skillIds: [],
      interestIds: [7],
    });
  });

  it('drops a stop word', () => {
    expect(wordTerms({ stems: [], nearWords: [], ...lookup })).toBeNull();
  });

  it('quotes what the tsquery syntax would read', () => {
    expect(wordTerms({ stems: ["o'neil"], nearWords: [], ...lookup })?.query).toBe("'o\\'neil':*");
  });
});
