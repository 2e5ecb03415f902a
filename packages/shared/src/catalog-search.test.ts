import { describe, expect, it } from 'vitest';
import {
  CATALOG_SEARCH_MESSAGES,
  catalogSearchParams,
  catalogSearchQuerySchema,
  clampCatalogPage,
  MATCH_WEIGHTS,
  parseCatalogPage,
  parseCatalogSort,
  readCatalogSearchParams,
  searchWords,
  type CatalogSearchQuery,
} from './catalog-search';
import { fieldErrors } from './test-support';

const parse = (qs: string) =>
  catalogSearchQuerySchema.parse(readCatalogSearchParams(new URLSearchParams(qs)));
const errors = (qs: string) =>
  fieldErrors(catalogSearchQuerySchema, readCatalogSearchParams(new URLSearchParams(qs)));

describe('page', () => {
  it('reads an invalid or too small page as 1', () => {
    for (const raw of [undefined, '', 'abc', '0', '-2', '1.5', '1e3', '99999999999999999999']) {
      expect(parseCatalogPage(raw), String(raw)).toBe(1);
    }
    expect(parseCatalogPage('7')).toBe(7);
    expect(parseCatalogPage(['2', '3'])).toBe(3);
  });

  it('lowers a page past the last to the last', () => {
    expect(clampCatalogPage(9, 25)).toEqual({ page: 3, pages: 3 });
    expect(clampCatalogPage(2, 25)).toEqual({ page: 2, pages: 3 });
    expect(clampCatalogPage(4, 0)).toEqual({ page: 1, pages: 1 });
  });
});

describe('catalogSearchQuerySchema', () => {
  it('reads every filter', () => {
    expect(
      parse(
        'by_search= Soccer   camp &by_start_date=2027-06-01&by_end_date=2027-08-31&by_min_price=1,000&by_max_price=2000.5' +
          '&by_camp_type=Day,Overnight&by_age_level=8&by_grade_level=-1,2&by_distance=35.77,-78.64,25' +
          '&by_activity_provider=3,3,7&by_interests=2&by_skill_development=5,6' +
          '&by_avaible_seats=true&by_unavaible_seats=0&page=2&unknown=x',
      ),
    ).toEqual({
      page: 2,
      by_search: 'Soccer camp',
      by_start_date: '2027-06-01',
      by_end_date: '2027-08-31',
      by_min_price: 1000,
      by_max_price: 2000.5,
      by_camp_type: ['Day', 'Overnight'],
      by_age_level: [8, 8],
      by_grade_level: [-1, 2],
      by_distance: { coordinates: [35.77, -78.64], radius: 25 },
      by_activity_provider: [3, 7],
      by_interests: [2],
      by_skill_development: [5, 6],
      by_avaible_seats: true,
      by_unavaible_seats: false,
    });
  });

  it('treats blank values as absent and reads key[] and repeated keys as lists', () => {
    expect(parse('by_search=%20&by_start_date=&by_camp_type=')).toEqual({ page: 1 });
    expect(parse('by_camp_type[]=Day&by_camp_type[]=Classes').by_camp_type).toEqual([
      'Day',
      'Classes',
    ]);
    expect(parse('by_interests=1&by_interests=4,5').by_interests).toEqual([1, 4, 5]);
  });

  it('answers the field and its message for each bad value', () => {
    expect(errors('by_start_date=2027-13-01')).toEqual({
      by_start_date: [CATALOG_SEARCH_MESSAGES.dateInvalid],
    });
    expect(errors('by_start_date=2027-06-02&by_end_date=2027-06-01')).toEqual({
      by_end_date: [CATALOG_SEARCH_MESSAGES.dateOrder],
    });
    expect(errors('by_min_price=5&by_max_price=4')).toEqual({
      by_max_price: [CATALOG_SEARCH_MESSAGES.priceOrder],
    });
    expect(errors('by_min_price=-1')).toEqual({
      by_min_price: [CATALOG_SEARCH_MESSAGES.priceNegative],
    });
    // Which names are camp types is the API's check (they are data); this can be no name.
    expect(errors(`by_camp_type=${'C'.repeat(81)}`)).toEqual({
      'by_camp_type.0': [CATALOG_SEARCH_MESSAGES.campTypeInvalid],
    });
    expect(errors('by_age_level=19')).toEqual({
      by_age_level: [CATALOG_SEARCH_MESSAGES.ageLevelRange],
    });
    expect(errors('by_age_level=x')).toEqual({
      by_age_level: [CATALOG_SEARCH_MESSAGES.ageLevelRange],
    });
    expect(errors('by_grade_level=-2')).toEqual({
      by_grade_level: [CATALOG_SEARCH_MESSAGES.gradeLevelInvalid],
    });
    expect(errors('by_grade_level=5,1')).toEqual({
      by_grade_level: [CATALOG_SEARCH_MESSAGES.gradeLevelOrder],
    });
    expect(errors('by_distance=1,2,3,4')).toEqual({
      by_distance: [CATALOG_SEARCH_MESSAGES.distanceInvalid],
    });
    expect(errors('by_distance=1,200,3')).toEqual({
      'by_distance.1': [CATALOG_SEARCH_MESSAGES.longitudeInvalid],
    });
    expect(errors('by_distance=1,2,0.5')).toEqual({
      'by_distance.2': [CATALOG_SEARCH_MESSAGES.radiusInvalid],
    });
    expect(errors('by_interests=a')).toEqual({
      'by_interests.0': [CATALOG_SEARCH_MESSAGES.idsInvalid],
    });
    expect(errors('by_unavaible_seats=yes')).toEqual({
      by_unavaible_seats: [CATALOG_SEARCH_MESSAGES.booleanInvalid],
    });
    expect(errors(`by_search=${'x'.repeat(101)}`)).toEqual({
      by_search: [CATALOG_SEARCH_MESSAGES.searchTooLong],
    });
  });
});

describe('itinerary_id and sort (the match with an itinerary)', () => {
  it('reads them; the date order is the default and is left out', () => {
    expect(parse('itinerary_id=12&sort=match')).toEqual({
      page: 1,
      itinerary_id: 12,
      sort: 'match',
    });
    expect(parse('itinerary_id=12&sort=Date')).toEqual({ page: 1, itinerary_id: 12, sort: 'date' });
    expect(parse('itinerary_id=12')).toEqual({ page: 1, itinerary_id: 12 });
    const params = catalogSearchParams({
      by_search: 'art',
      itinerary_id: 12,
      sort: 'match',
      page: 2,
    });
    expect(params.toString()).toBe('by_search=art&itinerary_id=12&sort=match&page=2');
    expect(catalogSearchParams({ itinerary_id: 12, sort: 'date' }).toString()).toBe(
      'itinerary_id=12',
    );
  });

  it('refuses a bad id, an unknown order and a match order without an itinerary', () => {
    for (const id of ['abc', '0', '-4', '2.5', '99999999999']) {
      expect(errors(`itinerary_id=${id}`), id).toEqual({
        itinerary_id: [CATALOG_SEARCH_MESSAGES.itineraryInvalid],
      });
    }
    expect(errors('itinerary_id=3&sort=best')).toEqual({
      sort: [CATALOG_SEARCH_MESSAGES.sortInvalid],
    });
    expect(errors('sort=match')).toEqual({ sort: [CATALOG_SEARCH_MESSAGES.matchNeedsItinerary] });
  });

  it('reads the page URL’s order leniently', () => {
    expect(parseCatalogSort('match')).toBe('match');
    expect(parseCatalogSort(['date', 'MATCH'])).toBe('match');
    for (const raw of [undefined, '', 'date', 'best']) expect(parseCatalogSort(raw)).toBe('date');
  });

  it('weighs the parts of a match to 100 in all', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('catalogSearchParams', () => {
  it('writes a query the schema reads back as the same query', () => {
    const query: CatalogSearchQuery = {
      page: 3,
      by_search: 'pottery',
      by_start_date: '2027-06-01',
      by_end_date: '2027-06-30',
      by_min_price: 10,
      by_max_price: 300,
      by_camp_type: ['Track-Out', 'Night-Out'],
      by_age_level: [6, 9],
      by_grade_level: [0, 0],
      by_distance: { coordinates: [35.7796, -78.6382], radius: 500 },
      by_activity_provider: [4],
      by_interests: [1, 2],
      by_skill_development: [9],
      by_avaible_seats: true,
    };
    const params = catalogSearchParams(query);
    expect(params.get('by_distance')).toBe('35.7796,-78.6382,500');
    expect(params.get('by_grade_level')).toBe('0');
    expect(catalogSearchQuerySchema.parse(readCatalogSearchParams(params))).toEqual(query);
  });

  it('leaves out absent filters, false flags and page 1', () => {
    expect(catalogSearchParams({ page: 1, by_unavaible_seats: false }).toString()).toBe('');
  });
});

describe('searchWords', () => {
  it('splits on anything but letters and digits, lowercases, keeps each word once', () => {
    expect(searchWords("Hip-Hop  & hip hop, Kids' 3D")).toEqual(['hip', 'hop', 'kids', '3d']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
