import { describe, expect, it } from 'vitest';
import { boundedCountStatement } from '../../src/modules/catalog/search/count-statement.js';
import {
  catalogSearchStatement,
  wordLookupsStatement,
  type CatalogQuery,
  type MatchProfile,
} from '../../src/modules/catalog/search/repository.js';

// The search's SQL is assembled from text written in the repository, with every value sent as
// a parameter (decisions 0019 and 0040). Each shape it takes is committed next to this test
// (__sql__/*.sql), so a change to the SQL shows in review as a change to SQL, and a value that
// reached the text instead of a parameter would show there too.

const base: CatalogQuery = { today: '2026-06-01', words: [], page: 1, pageSize: 10 };
const word = {
  query: "'socc':* | 'soccer'",
  providerIds: [4],
  skillIds: [7, 8],
  interestIds: [],
};
const profile: MatchProfile = {
  age: 9,
  grade: 4,
  interestIds: [3],
  skillIds: [7],
  ranges: [{ start: '2026-06-10', end: '2026-06-20' }],
  point: { latitude: 35.78, longitude: -78.64 },
  overnightMiles: 100,
  dayMiles: 20,
  budgetCents: 50_000,
};
const scalars: Partial<CatalogQuery> = {
  startDate: '2026-06-05',
  endDate: '2026-08-31',
  minPriceCents: 1000,
  maxPriceCents: 90_000,
  campTypes: ['Day', 'Overnight'],
  ages: [8, 10],
  grades: [3, 5],
  seats: 'available',
};

const shapes: Record<string, Partial<CatalogQuery>> = {
  'no-filters': {},
  'scalar-filters': scalars,
  'words-and-tags': { words: [word], interestIds: [3], skillIds: [7] },
  // A kept count, the page read in the catalog's order.
  'words-and-tags-read-in-order': {
    ...scalars,
    words: [word],
    interestIds: [3],
    skillIds: [7],
    page: 2,
    knownCount: 4213,
    readInOrder: 2_000,
  },
  'no-filters-kept-count': { page: 50, knownCount: 100_000 },
  'every-filter-by-programs': {
    ...scalars,
    words: [word],
    interestIds: [3],
    skillIds: [7],
    providerIds: [4, 5],
    distance: { latitude: 35.78, longitude: -78.64, radiusMiles: 25 },
  },
  'distance-shown-not-filtered': {
    distance: { latitude: 35.78, longitude: -78.64, radiusMiles: null },
  },
  // A program-bounded page with a kept count (or a bound), read in the catalog's order.
  'distance-read-in-order': {
    ...scalars,
    distance: { latitude: 35.78, longitude: -78.64, radiusMiles: 25 },
    knownCount: 101,
    readInOrder: 1_000,
  },
  'match-by-date': { match: profile, sort: 'date' },
  'match-by-score': { match: profile, sort: 'match', words: [word] },
};

describe('the catalog search statements', () => {
  for (const [name, q] of Object.entries(shapes)) {
    it(`${name}: committed SQL, values as parameters`, async () => {
      const s = catalogSearchStatement({ ...base, ...q });
      await expect(`${s.text.trim()}\n`).toMatchFileSnapshot(`__sql__/${name}.sql`);
      // Every placeholder has its value and every value its placeholder.
      const used = new Set([...s.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
      expect(used).toEqual(new Set(s.values.map((_, i) => i + 1)));
    });
  }

  // A first search's count up to a bound (decision 0122).
  const counted: Record<string, Partial<CatalogQuery>> = {
    'bounded-count-word': { ...scalars, words: [word] },
    'bounded-count-tags': { ...scalars, interestIds: [3] },
    'bounded-count-by-programs': {
      ...scalars,
      words: [word],
      distance: { latitude: 35.78, longitude: -78.64, radiusMiles: 25 },
    },
  };
  for (const [name, q] of Object.entries(counted)) {
    it(`${name}: committed SQL, values as parameters`, async () => {
      const s = boundedCountStatement({ ...base, ...q }, 100)!;
      await expect(`${s.text.trim()}\n`).toMatchFileSnapshot(`__sql__/${name}.sql`);
      const used = new Set([...s.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
      expect(used).toEqual(new Set(s.values.map((_, i) => i + 1)));
    });
  }

  it('a bound is not used where it saves nothing: the match order, an intersection of words', () => {
    expect(boundedCountStatement({ ...base, match: profile, sort: 'match' }, 100)).toBeUndefined();
    expect(boundedCountStatement({ ...base, words: [word, word] }, 100)).toBeUndefined();
    expect(boundedCountStatement({ ...base, words: [word], skillIds: [7] }, 100)).toBeUndefined();
    expect(boundedCountStatement({ ...base, words: [word] }, 100)).toBeDefined();
  });

  it('word-lookups: committed SQL, the words as one parameter', async () => {
    const s = wordLookupsStatement(["o'brien", 'socer']);
    await expect(`${s.text.trim()}\n`).toMatchFileSnapshot('__sql__/word-lookups.sql');
    expect(s.values).toEqual([["o'brien", 'socer']]);
    expect(s.text).not.toContain('brien');
  });
});
