import { z } from 'zod';
import { AGE_MAX, AGE_MIN } from './enums';
import {
  ACTIVITY_MESSAGES,
  CAMP_TYPE_NAME_MAX,
  GRADE_LEVEL_MAX,
  GRADE_LEVEL_MIN,
  isIsoDate,
} from './activity';
import { directorActivitySchema } from './director-activity';
import { programDiscountsSchema } from './discounts';
import { MAX_CENTS_DOLLARS, PG_INT_MAX, stripThousands } from './number';
import { collapseText } from './text';

// The specialist's catalog search:
// GET /api/v1/specialists/activities. The same query schema parses the API's query string and
// the search page's URL, and `catalogSearchParams` writes both, so a filter has one spelling.
//
// Query string: single values as `key=value`; lists as `key=a,b` (repeated keys and `key[]=`
// are read too). `by_distance=lat,lng,radius`; `by_age_level` and `by_grade_level` take one
// value or a `min,max` pair. The spec's spellings `by_avaible_seats` / `by_unavaible_seats` are
// the contract.

/** Results per page (the spec leaves it open; the product's other lists show 10). */
export const CATALOG_SEARCH_PAGE_SIZE = 10;
/** Distance radius slider, in miles: 500 means no distance filter. */
export const DISTANCE_RADIUS_MIN = 1;
export const DISTANCE_RADIUS_MAX = 500;
export const METERS_PER_MILE = 1609.344;
/** Price slider step in dollars; its bounds come from the response's `vars`. */
export const PRICE_SLIDER_STEP = 10;
/** Filter changes are debounced before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_TEXT_MAX = 100;
/** Words of `by_search` that count; more would only slow the query down. */
export const SEARCH_WORDS_MAX = 8;

export const CATALOG_SEARCH_MESSAGES = {
  searchTooLong: `Search must be at most ${SEARCH_TEXT_MAX} characters`,
  dateInvalid: ACTIVITY_MESSAGES.dateInvalid,
  dateOrder: ACTIVITY_MESSAGES.dateOrder,
  priceInvalid: ACTIVITY_MESSAGES.priceInvalid,
  priceNegative: "Price can't be negative",
  priceOrder: 'Minimum price must not be above maximum price',
  campTypeInvalid: ACTIVITY_MESSAGES.campTypeInvalid,
  ageLevelRange: ACTIVITY_MESSAGES.ageLevelRange,
  ageLevelOrder: ACTIVITY_MESSAGES.ageLevelOrder,
  gradeLevelInvalid: ACTIVITY_MESSAGES.gradeLevelInvalid,
  gradeLevelOrder: ACTIVITY_MESSAGES.gradeLevelOrder,
  distanceInvalid: 'Distance must be a latitude, a longitude and a radius',
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeInvalid: 'Longitude must be between -180 and 180',
  radiusInvalid: `Radius must be between ${DISTANCE_RADIUS_MIN} and ${DISTANCE_RADIUS_MAX} miles`,
  idsInvalid: 'Choose options from the list',
  booleanInvalid: 'Must be true or false',
  itineraryInvalid: 'Itinerary not found',
  sortInvalid: 'Sort by date or match',
  matchNeedsItinerary: 'Sorting by match needs an itinerary',
} as const;

/**
 * Result orders: 'date' (start date, then id; the default) and 'match' (how well an activity
 * fits the questionnaire of the itinerary being planned; needs `itinerary_id`).
 */
export const CATALOG_SORTS = ['date', 'match'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/**
 * Points an activity earns for each part of the child's questionnaire it fits; they add up to
 * 100 (docs/decisions/0025-match-sort.md). Missing answers or activity data earn nothing.
 */
export const MATCH_WEIGHTS = {
  age: 20,
  grade: 10,
  interests: 20,
  skills: 5,
  dates: 25,
  distance: 10,
  budget: 10,
} as const;
export type MatchPart = keyof typeof MATCH_WEIGHTS;

// --- Reading raw query values --------------------------------------------------------------

/** A query value as HTTP frameworks and URLSearchParams hand it over. */
type RawValue = string | readonly string[] | undefined;

/** Every non-blank item of a list parameter (`a,b`, repeated keys, or both). */
function listItems(raw: unknown): string[] {
  const parts = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return parts
    .flatMap((p) => String(p).split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A single-valued parameter: the last one sent wins; blank means absent. */
function singleValue(raw: unknown): string | undefined {
  const last: unknown = Array.isArray(raw) ? raw.at(-1) : raw;
  if (last === undefined || last === null) return undefined;
  const text = String(last).trim();
  return text === '' ? undefined : text;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const toNumber = (text: string) => (NUMBER.test(text) ? Number(text) : Number.NaN);

/**
 * `page`: invalid or below 1 becomes 1; the server lowers it to the last page. A
 * page past PG_INT_MAX is past the last page too: it reads as PG_INT_MAX, which the database
 * can hold, and is lowered from there.
 */
export function parseCatalogPage(raw: unknown): number {
  const text = singleValue(raw);
  const n = text === undefined ? Number.NaN : toNumber(text);
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, PG_INT_MAX) : 1;
}

/** The page a list of `count` results can show: 1 to its last page. */
export function clampCatalogPage(page: number, count: number): { page: number; pages: number } {
  const pages = Math.max(Math.ceil(count / CATALOG_SEARCH_PAGE_SIZE), 1);
  return { page: Math.min(Math.max(page, 1), pages), pages };
}

// --- Field schemas ---------------------------------------------------------------------------

const isoDate = z.preprocess(
  singleValue,
  z.string().refine(isIsoDate, CATALOG_SEARCH_MESSAGES.dateInvalid).optional(),
);

const price = z.preprocess(
  (raw) => {
    const text = singleValue(raw);
    return text === undefined ? undefined : toNumber(stripThousands(text));
  },
  z
    .number({ error: CATALOG_SEARCH_MESSAGES.priceInvalid })
    .min(0, CATALOG_SEARCH_MESSAGES.priceNegative)
    // Compared with a cents column: beyond what it holds is not a price.
    .max(MAX_CENTS_DOLLARS, CATALOG_SEARCH_MESSAGES.priceInvalid)
    .optional(),
);

const idList = z.preprocess(
  (raw) => {
    const items = listItems(raw);
    return items.length === 0 ? undefined : items.map(toNumber);
  },
  z
    .array(
      z
        .number({ error: CATALOG_SEARCH_MESSAGES.idsInvalid })
        .int(CATALOG_SEARCH_MESSAGES.idsInvalid)
        .min(1, CATALOG_SEARCH_MESSAGES.idsInvalid)
        .max(PG_INT_MAX, CATALOG_SEARCH_MESSAGES.idsInvalid),
    )
    .transform((ids) => [...new Set(ids)])
    .optional(),
);

const campTypes = z.preprocess(
  (raw) => {
    const items = listItems(raw);
    return items.length === 0 ? undefined : items;
  },
  z
    // Names; the API answers an unknown one (the camp types are data) with campTypeInvalid.
    .array(
      z
        .string({ error: CATALOG_SEARCH_MESSAGES.campTypeInvalid })
        .trim()
        .min(1, CATALOG_SEARCH_MESSAGES.campTypeInvalid)
        .max(CAMP_TYPE_NAME_MAX, CATALOG_SEARCH_MESSAGES.campTypeInvalid),
    )
    .transform((types) => [...new Set(types)])
    .optional(),
);

/** One value or a `min,max` pair of whole numbers within [lo, hi] → [min, max]; one message. */
function levelRange(lo: number, hi: number, messages: { range: string; order: string }) {
  return z.preprocess(
    (raw) => {
      const items = listItems(raw);
      if (items.length === 0) return undefined;
      const nums = items.map(toNumber);
      return nums.length === 1 ? [nums[0], nums[0]] : nums;
    },
    z
      .array(z.number().or(z.nan()))
      .transform((nums, ctx): [number, number] => {
        const inRange = (n: number) => Number.isInteger(n) && n >= lo && n <= hi;
        const [min, max] = nums as [number, number];
        if (nums.length !== 2 || !inRange(min) || !inRange(max)) {
          ctx.addIssue({ code: 'custom', message: messages.range, input: nums });
          return z.NEVER;
        }
        if (min > max) {
          ctx.addIssue({ code: 'custom', message: messages.order, input: nums });
          return z.NEVER;
        }
        return [min, max];
      })
      .optional(),
  );
}

const distance = z.preprocess(
  (raw) => {
    const items = listItems(raw);
    return items.length === 0 ? undefined : items.map(toNumber);
  },
  z
    .tuple(
      [
        z
          .number({ error: CATALOG_SEARCH_MESSAGES.latitudeInvalid })
          .min(-90, CATALOG_SEARCH_MESSAGES.latitudeInvalid)
          .max(90, CATALOG_SEARCH_MESSAGES.latitudeInvalid),
        z
          .number({ error: CATALOG_SEARCH_MESSAGES.longitudeInvalid })
          .min(-180, CATALOG_SEARCH_MESSAGES.longitudeInvalid)
          .max(180, CATALOG_SEARCH_MESSAGES.longitudeInvalid),
        z
          .number({ error: CATALOG_SEARCH_MESSAGES.radiusInvalid })
          .min(DISTANCE_RADIUS_MIN, CATALOG_SEARCH_MESSAGES.radiusInvalid)
          .max(DISTANCE_RADIUS_MAX, CATALOG_SEARCH_MESSAGES.radiusInvalid),
      ],
      { error: CATALOG_SEARCH_MESSAGES.distanceInvalid },
    )
    .transform(([latitude, longitude, radius]) => ({
      coordinates: [latitude, longitude] as [number, number],
      radius,
    }))
    .optional(),
);

const flag = z.preprocess(
  (raw) => {
    const text = singleValue(raw)?.toLowerCase();
    if (text === undefined) return undefined;
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    return text;
  },
  z.boolean({ error: CATALOG_SEARCH_MESSAGES.booleanInvalid }).optional(),
);

/** `itinerary_id`: the itinerary being planned (a record id; 422 when it cannot be one). */
const itineraryId = z.preprocess(
  (raw) => {
    const text = singleValue(raw);
    return text === undefined ? undefined : toNumber(text);
  },
  z
    .number({ error: CATALOG_SEARCH_MESSAGES.itineraryInvalid })
    .int(CATALOG_SEARCH_MESSAGES.itineraryInvalid)
    .min(1, CATALOG_SEARCH_MESSAGES.itineraryInvalid)
    .max(PG_INT_MAX, CATALOG_SEARCH_MESSAGES.itineraryInvalid)
    .optional(),
);

/** `sort`: absent means 'date' (left out rather than defaulted, so a parsed query stays small). */
const sort = z.preprocess(
  (raw) => singleValue(raw)?.toLowerCase(),
  z.enum(CATALOG_SORTS, { error: CATALOG_SEARCH_MESSAGES.sortInvalid }).optional(),
);

/** The URL's `sort` as the page reads it: anything but 'match' is the default order. */
export const parseCatalogSort = (raw: unknown): CatalogSort =>
  singleValue(raw)?.toLowerCase() === 'match' ? 'match' : 'date';

const searchText = z.preprocess((raw) => {
  const text = singleValue(raw);
  return text === undefined ? undefined : collapseText(text);
}, z.string().max(SEARCH_TEXT_MAX, CATALOG_SEARCH_MESSAGES.searchTooLong).optional());

/** `key[]` (Rails-style arrays) is read as `key`. */
function normalizeKeys(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const prev = out[name];
    out[name] = prev === undefined ? value : [...listItems(prev), ...listItems(value)];
  }
  return out;
}

/**
 * The search query: every filter of the search page, all optional, plus `page`. Filters are strict
 * (a bad value is a 422 with the field's message); `page` is lenient, as the spec parses it.
 * Our addition: `itinerary_id` (each result then carries its `match` with that itinerary's
 * questionnaire) and `sort` ('match' needs `itinerary_id`).
 */
export const catalogSearchQuerySchema = z.preprocess(
  normalizeKeys,
  z
    .object({
      page: z.unknown().optional().transform(parseCatalogPage),
      by_search: searchText,
      by_start_date: isoDate,
      by_end_date: isoDate,
      by_min_price: price,
      by_max_price: price,
      by_camp_type: campTypes,
      by_age_level: levelRange(AGE_MIN, AGE_MAX, {
        range: CATALOG_SEARCH_MESSAGES.ageLevelRange,
        order: CATALOG_SEARCH_MESSAGES.ageLevelOrder,
      }),
      by_grade_level: levelRange(GRADE_LEVEL_MIN, GRADE_LEVEL_MAX, {
        range: CATALOG_SEARCH_MESSAGES.gradeLevelInvalid,
        order: CATALOG_SEARCH_MESSAGES.gradeLevelOrder,
      }),
      by_distance: distance,
      by_activity_provider: idList,
      by_interests: idList,
      by_skill_development: idList,
      by_avaible_seats: flag,
      by_unavaible_seats: flag,
      itinerary_id: itineraryId,
      sort,
    })
    .superRefine((q, ctx) => {
      if (q.sort === 'match' && q.itinerary_id === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: CATALOG_SEARCH_MESSAGES.matchNeedsItinerary,
          path: ['sort'],
          input: q.sort,
        });
      }
      if (q.by_start_date && q.by_end_date && q.by_end_date < q.by_start_date) {
        ctx.addIssue({
          code: 'custom',
          message: CATALOG_SEARCH_MESSAGES.dateOrder,
          path: ['by_end_date'],
          input: q.by_end_date,
        });
      }
      if (
        q.by_min_price !== undefined &&
        q.by_max_price !== undefined &&
        q.by_min_price > q.by_max_price
      ) {
        ctx.addIssue({
          code: 'custom',
          message: CATALOG_SEARCH_MESSAGES.priceOrder,
          path: ['by_max_price'],
          input: q.by_max_price,
        });
      }
    }),
);
export type CatalogSearchQuery = z.output<typeof catalogSearchQuerySchema>;
/** The filters alone: what the page's form edits (not the page, the itinerary or the order). */
export type CatalogSearchFilters = Omit<CatalogSearchQuery, 'page' | 'itinerary_id' | 'sort'>;

/** URLSearchParams (the page's location, a form) as the record the schema reads. */
export function readCatalogSearchParams(params: URLSearchParams): Record<string, RawValue> {
  const out: Record<string, string[]> = {};
  params.forEach((value, key) => {
    (out[key] ??= []).push(value);
  });
  return out;
}

/**
 * The canonical query string of a search (for the API call and the page's URL). Absent,
 * empty and false filters are left out; page 1 and the default order are left out.
 */
export function catalogSearchParams(query: Partial<CatalogSearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  const list = (key: string, values: readonly (string | number)[] | undefined) => {
    if (values && values.length > 0) params.set(key, values.join(','));
  };
  const range = (key: string, pair: readonly [number, number] | undefined) => {
    if (pair) params.set(key, pair[0] === pair[1] ? String(pair[0]) : pair.join(','));
  };
  set('by_search', query.by_search);
  set('by_start_date', query.by_start_date);
  set('by_end_date', query.by_end_date);
  set('by_min_price', query.by_min_price);
  set('by_max_price', query.by_max_price);
  list('by_camp_type', query.by_camp_type);
  range('by_age_level', query.by_age_level);
  range('by_grade_level', query.by_grade_level);
  if (query.by_distance) {
    const { coordinates, radius } = query.by_distance;
    params.set('by_distance', [coordinates[0], coordinates[1], radius].join(','));
  }
  list('by_activity_provider', query.by_activity_provider);
  list('by_interests', query.by_interests);
  list('by_skill_development', query.by_skill_development);
  if (query.by_avaible_seats) params.set('by_avaible_seats', 'true');
  if (query.by_unavaible_seats) params.set('by_unavaible_seats', 'true');
  set('itinerary_id', query.itinerary_id);
  if (query.sort === 'match') params.set('sort', 'match');
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The search words of `by_search`: letters and digits, lowercased, each once, at most 8. */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

// --- Response --------------------------------------------------------------------------------

const named = z.object({ id: z.number().int(), name: z.string() });

/**
 * How well an activity fits the child's questionnaire (with `itinerary_id` only): the points of
 * MATCH_WEIGHTS it earns (0-100) and one short sentence per part it fits, in the weights' order.
 */
export const catalogMatchSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
});
export type CatalogMatch = z.infer<typeof catalogMatchSchema>;

/** A search result: the activity card's fields. */
export const catalogActivitySchema = directorActivitySchema
  .omit({
    has_duplicates: true,
    parent_sku: true,
    parent_activity_id: true,
    unpublished_at: true,
  })
  .extend({
    /** The specialists' note on the activity, and on its program. */
    specialist_notes: z.string().nullable(),
    provider_specialist_notes: z.string().nullable(),
    /** The program's discounts for families (decision 0106); null when it offers none. */
    discounts: programDiscountsSchema.nullable(),
    /** Miles from `by_distance`'s point to the program's address; null without by_distance. */
    distance: z.number().nullable(),
    /** Present exactly when the search names an itinerary (`itinerary_id`). */
    match: catalogMatchSchema.optional(),
  });
export type CatalogActivity = z.infer<typeof catalogActivitySchema>;

/** The filters' options and bounds (search metadata). */
export const catalogSearchVarsSchema = z.object({
  /** Price slider bounds in dollars over the searchable catalog; null when it is empty. */
  min_price: z.number().nullable(),
  max_price: z.number().nullable(),
  /** The offered camp types, in list order. */
  camp_types: z.array(z.string()),
  /** Program id → name, for programs with searchable activities. */
  activity_providers: z.record(z.string(), z.string()),
  /** Activity interests (skill groups). */
  interests: z.array(named),
  /** Skills grouped by their interest, in the interests' order. */
  skill_development: z.array(named.extend({ skills: z.array(named) })),
});
export type CatalogSearchVars = z.infer<typeof catalogSearchVarsSchema>;

export const catalogSearchResponseSchema = z.object({
  activities: z.array(catalogActivitySchema),
  /**
   * The matches' count when `count_exact`; otherwise more than this many match (a search's
   * first answer counts up to a bound, 100 or the asked page's last row).
   */
  count: z.number().int(),
  /** Whether `count` is every match's count rather than a "more than" bound. */
  count_exact: z.boolean(),
  /** The pages known to hold results: every page when `count_exact`. */
  pages: z.number().int(),
  /** The page answered (a page past the last answers the last). */
  page: z.number().int(),
  vars: catalogSearchVarsSchema,
});
export type CatalogSearchResponse = z.infer<typeof catalogSearchResponseSchema>;
