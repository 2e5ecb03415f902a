import {
  CATALOG_SEARCH_PAGE_SIZE,
  DISTANCE_RADIUS_MAX,
  type CatalogSearchQuery,
} from '@camp/shared/catalog-search';
import { toCents } from '@camp/shared/number';
import type * as repo from './repository.js';
import { isTypoOf } from './typos.js';

// A search as the repository runs it: the words' terms and the filters, from the request.

/** Today's date (UTC): activities that ended before it are not searchable. */
export const catalogToday = (now: Date) => now.toISOString().slice(0, 10);

/** A lexeme as a tsquery operand (quoted; stems and catalog words are single words). */
const operand = (lexeme: string) => `'${lexeme.replace(/[\\']/g, (c) => `\\${c}`)}'`;

/**
 * A word's terms: its stem as a prefix (search as you type), or'ed with the catalog words it
 * may be a misspelling of. A stop word has no stem and drops out of the search.
 */
export function wordTerms(lookup: repo.WordLookup): repo.WordTerms | null {
  const stem = lookup.stems[0];
  if (stem === undefined) return null;
  const corrections = lookup.nearWords.filter(
    (word) => !word.startsWith(stem) && isTypoOf(stem, word),
  );
  return {
    query: [...lookup.stems.map((s) => `${operand(s)}:*`), ...corrections.map(operand)].join(' | '),
    providerIds: lookup.providerIds,
    skillIds: lookup.skillIds,
    interestIds: lookup.interestIds,
  };
}

/**
 * The search in database terms, from the search words' lookups (typo candidates, programs and
 * tags named by each word), which come first so that a stop word drops out and the search's
 * plan sees real values.
 */
export function toCatalogQuery(
  lookups: readonly repo.WordLookup[],
  now: Date,
  query: CatalogSearchQuery,
): repo.CatalogQuery {
  const distance = query.by_distance;
  // Yes and No together, like neither, leave seats unfiltered.
  const seats =
    query.by_avaible_seats === query.by_unavaible_seats
      ? undefined
      : query.by_avaible_seats
        ? 'available'
        : 'full';
  return {
    today: catalogToday(now),
    words: lookups.map(wordTerms).filter((t) => t !== null),
    startDate: query.by_start_date,
    endDate: query.by_end_date,
    minPriceCents: query.by_min_price === undefined ? undefined : toCents(query.by_min_price),
    maxPriceCents: query.by_max_price === undefined ? undefined : toCents(query.by_max_price),
    campTypes: query.by_camp_type,
    ages: query.by_age_level,
    grades: query.by_grade_level,
    providerIds: query.by_activity_provider,
    interestIds: query.by_interests,
    skillIds: query.by_skill_development,
    seats,
    distance: distance && {
      latitude: distance.coordinates[0],
      longitude: distance.coordinates[1],
      // The slider's top (500 miles) means no distance filter; distances are still shown.
      radiusMiles: distance.radius >= DISTANCE_RADIUS_MAX ? null : distance.radius,
    },
    page: query.page,
    pageSize: CATALOG_SEARCH_PAGE_SIZE,
  };
}

/** How long an instance serves the filters' options from memory before reading them again. */
