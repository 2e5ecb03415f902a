import {
  catalogSearchParams,
  catalogSearchQuerySchema,
  DISTANCE_RADIUS_MAX,
  parseCatalogPage,
  parseCatalogSort,
  readCatalogSearchParams,
  type CatalogSearchFilters,
  type CatalogSearchVars,
  type CatalogSort,
} from '@camp/shared/catalog-search';
import { GRADE_LEVELS } from '@camp/shared/enums';
import { formatPrice } from '../../lib/format';

/** The page's own parameter beside the filters: the itinerary being planned. */
export const ITINERARY_PARAM = 'itinerary_id';
/** The results' order ('match' only means something with an itinerary). */
export const SORT_PARAM = 'sort';

export type Filters = CatalogSearchFilters;
export type FilterKey = keyof Filters;

const FILTER_KEYS: readonly FilterKey[] = [
  'by_search',
  'by_start_date',
  'by_end_date',
  'by_min_price',
  'by_max_price',
  'by_camp_type',
  'by_age_level',
  'by_grade_level',
  'by_distance',
  'by_activity_provider',
  'by_interests',
  'by_skill_development',
  'by_avaible_seats',
  'by_unavaible_seats',
];

/**
 * The filters, page and order of the URL. A filter the schema refuses (an edited or stale
 * link) is dropped on its own, so one bad value does not lose the others; an unknown order
 * reads as the default.
 */
export function readSearch(params: URLSearchParams): {
  filters: Filters;
  page: number;
  sort: CatalogSort;
} {
  const raw: Record<string, unknown> = readCatalogSearchParams(params);
  delete raw[ITINERARY_PARAM];
  delete raw[SORT_PARAM];
  const sort = parseCatalogSort(params.get(SORT_PARAM));
  for (let attempt = 0; attempt <= FILTER_KEYS.length; attempt += 1) {
    const parsed = catalogSearchQuerySchema.safeParse(raw);
    if (parsed.success) {
      const { page, ...filters } = parsed.data;
      return { filters: compact(filters), page, sort };
    }
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return { filters: {}, page: parseCatalogPage(params.get('page')), sort };
}

/**
 * The URL's query string for these filters and page, keeping the itinerary id and, with an
 * itinerary, the order (the match order needs one).
 */
export function writeSearch(
  filters: Filters,
  page: number,
  itineraryId: number | null,
  sort: CatalogSort = 'date',
): URLSearchParams {
  return catalogSearchParams({
    ...filters,
    page,
    ...(itineraryId !== null && { itinerary_id: itineraryId, sort }),
  });
}

/** Filters without absent, empty or false entries (what the URL would keep). */
export function compact(filters: Filters): Filters {
  const out: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === false || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as Filters;
}

/** One canonical spelling, so two filter states can be compared. */
export const filtersKey = (filters: Filters): string => catalogSearchParams(filters).toString();
/** Whether two sets of filters search the same. */
export const sameFilters = (a: Filters, b: Filters) => filtersKey(a) === filtersKey(b);

export const hasFilters = (filters: Filters): boolean => filtersKey(filters) !== '';

export interface FilterChip {
  id: string;
  label: string;
  /** The filters without this one. */
  without: (filters: Filters) => Filters;
}

const gradeName = (value: number) =>
  GRADE_LEVELS.find((g) => g.value === value)?.label ?? String(value);

const dropKey =
  (...keys: FilterKey[]) =>
  (filters: Filters): Filters => {
    const next = { ...filters };
    for (const key of keys) delete next[key];
    return next;
  };

const dropItem =
  (
    key: 'by_camp_type' | 'by_activity_provider' | 'by_interests' | 'by_skill_development',
    item: unknown,
  ) =>
  (filters: Filters): Filters => {
    const list = (filters[key] ?? []) as unknown[];
    return compact({ ...filters, [key]: list.filter((v) => v !== item) });
  };

const range = ([min, max]: readonly [number, number], name: (n: number) => string) =>
  min === max ? name(min) : `${name(min)}–${name(max)}`;

/** One chip per active filter (one per chosen option of a list), in the form's order. */
export function filterChips(filters: Filters, vars: CatalogSearchVars | undefined): FilterChip[] {
  const chips: FilterChip[] = [];
  const f = filters;
  if (f.by_search)
    chips.push({ id: 'search', label: `“${f.by_search}”`, without: dropKey('by_search') });
  if (f.by_start_date) {
    chips.push({
      id: 'start',
      label: `From ${f.by_start_date}`,
      without: dropKey('by_start_date'),
    });
  }
  if (f.by_end_date) {
    chips.push({ id: 'end', label: `Until ${f.by_end_date}`, without: dropKey('by_end_date') });
  }
  if (f.by_min_price !== undefined || f.by_max_price !== undefined) {
    const lo = f.by_min_price !== undefined ? formatPrice(f.by_min_price) : null;
    const hi = f.by_max_price !== undefined ? formatPrice(f.by_max_price) : null;
    const label = lo && hi ? `${lo}–${hi}` : lo ? `From ${lo}` : `Up to ${hi}`;
    chips.push({ id: 'price', label, without: dropKey('by_min_price', 'by_max_price') });
  }
  for (const id of f.by_activity_provider ?? []) {
    const name = vars?.activity_providers[String(id)] ?? `Provider ${id}`;
    chips.push({
      id: `provider-${id}`,
      label: name,
      without: dropItem('by_activity_provider', id),
    });
  }
  for (const id of f.by_interests ?? []) {
    const name = vars?.interests.find((i) => i.id === id)?.name ?? `Interest ${id}`;
    chips.push({ id: `interest-${id}`, label: name, without: dropItem('by_interests', id) });
  }
  const skills = vars?.skill_development.flatMap((g) => g.skills) ?? [];
  for (const id of f.by_skill_development ?? []) {
    const name = skills.find((s) => s.id === id)?.name ?? `Skill ${id}`;
    chips.push({ id: `skill-${id}`, label: name, without: dropItem('by_skill_development', id) });
  }
  if (f.by_age_level) {
    chips.push({
      id: 'age',
      label: `Age ${range(f.by_age_level, String)}`,
      without: dropKey('by_age_level'),
    });
  }
  if (f.by_grade_level) {
    chips.push({
      id: 'grade',
      label: `Grade ${range(f.by_grade_level, gradeName)}`,
      without: dropKey('by_grade_level'),
    });
  }
  for (const type of f.by_camp_type ?? []) {
    chips.push({ id: `type-${type}`, label: type, without: dropItem('by_camp_type', type) });
  }
  if (f.by_avaible_seats) {
    chips.push({ id: 'seats-yes', label: 'Seats: Yes', without: dropKey('by_avaible_seats') });
  }
  if (f.by_unavaible_seats) {
    chips.push({ id: 'seats-no', label: 'Seats: No', without: dropKey('by_unavaible_seats') });
  }
  if (f.by_distance && f.by_distance.radius < DISTANCE_RADIUS_MAX) {
    chips.push({
      id: 'distance',
      label: `Within ${f.by_distance.radius} mi`,
      without: dropKey('by_distance'),
    });
  }
  return chips;
}

/**
 * A result count as shown: the first search of a set of filters counts up to a bound, and a
 * count that is that bound (more match) says "+".
 */
export const countText = (count: number, exact = true) => (exact ? `${count}` : `${count}+`);
