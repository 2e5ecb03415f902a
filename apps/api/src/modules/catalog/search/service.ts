import {
  CATALOG_SEARCH_MESSAGES,
  CATALOG_SEARCH_PAGE_SIZE,
  searchWords,
  type CatalogActivity,
  type CatalogSearchQuery,
  type CatalogSearchResponse,
  type CatalogSearchVars,
} from '@camp/shared/catalog-search';
import { activityDurationDays } from '@camp/shared/director-activity';
import { programDiscounts } from '@camp/shared/discounts';
import type { AppContext } from '../../../context.js';
import { listCampTypes } from '../../../data/catalog/camp-types.js';
import { AppError } from '../../../lib/app-error.js';
import { availableSeats } from '../../../data/catalog/seats.js';
import { BoundedMap } from '../../../lib/bounded-map.js';
import { writtenOnce } from '../../../lib/fast-serializer.js';
import { itineraryForMatch } from '../../itineraries/index.js';
import { newCatalogCounts, searchCatalog, type CatalogCounts } from './counts.js';
import { matchOf, toMatchProfile, type MatchTags } from './match.js';
import { cardMeetingDays } from './meeting-days.js';
import * as repo from './repository.js';
import { catalogToday, toCatalogQuery } from './query.js';

export { catalogToday, toCatalogQuery, wordTerms } from './query.js';

const dollars = (cents: number) => cents / 100;

export const OPTIONS_TTL_MS = 60_000;

/**
 * How long an instance keeps what the catalog knows of a search word. The lookup (stems, typo
 * candidates, programs and tags named by the word) cost more than the search itself in the
 * benchmark, and the same words come back with every page, filter change and specialist; what
 * it reads changes as seldom as the options (a new program name, a dictionary rebuild), so it is
 * kept as long (docs/decisions/0019-catalog-search.md).
 */
export const WORD_LOOKUP_TTL_MS = OPTIONS_TTL_MS;
/** Words kept at most per instance (the oldest go first). */
export const WORD_LOOKUP_MAX_WORDS = 5_000;

interface WordEntry {
  expiresAt: number;
  lookup: repo.WordLookup;
}

const wordCache = new WeakMap<AppContext, BoundedMap<string, WordEntry>>();
const countsCache = new WeakMap<AppContext, CatalogCounts>();

/** The lookups of `words`, in order: from memory when fresh, the others in one statement. */
export async function lookUpWords(
  ctx: AppContext,
  words: readonly string[],
): Promise<repo.WordLookup[]> {
  if (words.length === 0) return [];
  const now = ctx.now().getTime();
  let cache = wordCache.get(ctx);
  if (!cache) wordCache.set(ctx, (cache = new BoundedMap(WORD_LOOKUP_MAX_WORDS)));
  const fresh = (word: string) => {
    const entry = cache.get(word);
    return entry && entry.expiresAt > now ? entry.lookup : undefined;
  };
  const missing = [...new Set(words.filter((w) => fresh(w) === undefined))];
  if (missing.length) {
    const found = await repo.lookUpWords(ctx.db, missing);
    missing.forEach((word, i) =>
      cache.set(word, { expiresAt: now + WORD_LOOKUP_TTL_MS, lookup: found[i]! }),
    );
  }
  return words.map((w) => cache.get(w)!.lookup);
}

interface OptionsEntry {
  today: string;
  expiresAt: number;
  value: Promise<LoadedOptions>;
}

interface LoadedOptions extends MatchTags {
  vars: CatalogSearchVars;
  /** The planner's estimate of the catalog's size, read with the options. */
  catalogSize: number;
  /** Every camp type's name, retired ones too. */
  campTypeNames: ReadonlySet<string>;
}

// Per app (tests build many): the options are catalog-wide and change rarely (a new program,
// the price bounds), so each instance reads them at most once a minute.
const optionsCache = new WeakMap<AppContext, OptionsEntry>();

const offered = <T extends { retired: boolean }>(list: T[]) => list.filter((e) => !e.retired);

async function loadOptions(ctx: AppContext, today: string): Promise<LoadedOptions> {
  const options = await repo.findOptions(ctx.db, today);
  const interests = new Map<number, { id: number; name: string; order: number }>();
  const skills = new Map<number, { id: number; name: string; order: number }>();
  const interestIdByName = new Map<string, number>();
  const skillIdByName = new Map<string, number>();
  for (const group of options.groups) {
    interests.set(group.id, { id: group.id, name: group.name, order: interests.size });
    interestIdByName.set(group.name, group.id);
    for (const skill of group.skills) {
      skills.set(skill.id, { id: skill.id, name: skill.name, order: skills.size });
      skillIdByName.set(`${group.name}/${skill.name}`, skill.id);
    }
  }
  const vars: CatalogSearchVars = {
    min_price: options.minPriceCents === null ? null : dollars(options.minPriceCents),
    max_price: options.maxPriceCents === null ? null : dollars(options.maxPriceCents),
    // Retired camp types are not offered as filters (their activities are still found).
    camp_types: offered(options.campTypes).map((c) => c.name),
    activity_providers: options.providers,
    // Retired interests and skills are not offered as filters (they are still matched).
    interests: offered(options.groups).map(({ id, name }) => ({ id, name })),
    skill_development: offered(options.groups).map(({ id, name, skills: list }) => ({
      id,
      name,
      skills: offered(list).map((k) => ({ id: k.id, name: k.name })),
    })),
  };
  return {
    // The same object answers every search for the minute: the route's serializer writes it
    // once (frozen, so its JSON cannot go stale; docs/decisions/0040-catalog-search-serializer.md).
    vars: writtenOnce(vars),
    catalogSize: options.catalogSize,
    campTypeNames: new Set(options.campTypes.map((c) => c.name)),
    interests,
    skills,
    interestIdByName,
    skillIdByName,
  };
}

function cachedOptions(ctx: AppContext, today: string): Promise<LoadedOptions> {
  const now = ctx.now().getTime();
  const entry = optionsCache.get(ctx);
  if (entry && entry.today === today && entry.expiresAt > now) return entry.value;
  const value = loadOptions(ctx, today);
  optionsCache.set(ctx, { today, expiresAt: now + OPTIONS_TTL_MS, value });
  // A failed read is not kept: the next search tries again.
  value.catch(() => {
    if (optionsCache.get(ctx)?.value === value) optionsCache.delete(ctx);
  });
  return value;
}

/** Ids to named tags in display order (interests, then skills by interest). */
function named(
  ids: readonly number[],
  index: LoadedOptions['interests'],
): { id: number; name: string }[] {
  return ids
    .map((id) => index.get(id))
    .filter((t) => t !== undefined)
    .sort((a, b) => a.order - b.order)
    .map(({ id, name }) => ({ id, name }));
}

function toActivity(
  r: repo.CatalogRow,
  tags: LoadedOptions,
  match: repo.MatchProfile | undefined,
): CatalogActivity {
  const interests = named(r.interest_ids, tags.interests);
  const skills = named(r.skill_ids, tags.skills);
  const meetingDays = cardMeetingDays(r.meeting_days);
  return {
    id: r.id,
    activity_provider_id: r.provider_id,
    provider_name: r.provider_name,
    name: r.name,
    url: r.url,
    price: dollars(r.price_cents),
    fee: dollars(r.fee_cents),
    start_date: r.start_date,
    end_date: r.end_date,
    date: [r.start_date, r.end_date],
    meeting_days: meetingDays,
    start_time: r.start_time.slice(0, 5),
    end_time: r.end_time.slice(0, 5),
    sku: r.sku,
    duplicated_status: r.parent_activity_id !== null,
    location: r.location,
    latitude: r.latitude,
    longitude: r.longitude,
    camp_type: r.camp_type,
    description: r.description,
    other_info: r.other_info,
    grade_level_start: r.grade_level_start,
    grade_level_end: r.grade_level_end,
    age_level: r.age_min !== null && r.age_max !== null ? [r.age_min, r.age_max] : null,
    interest_ids: interests.map((i) => i.id),
    interests,
    skill_development: skills.map((s) => s.id),
    skill_developments: skills,
    media_link: r.media_link,
    optional_media_link: r.optional_media_link,
    total_seats: r.total_seats,
    reserved_seats: r.reserved_seats,
    available_seats: availableSeats(r.total_seats, r.reserved_seats),
    instructor: r.instructor,
    camp_info_time: r.camp_info_time,
    camp_info_title: r.camp_info_title,
    details: r.details,
    what_to_bring: r.what_to_bring,
    duration: activityDurationDays(r.start_date, r.end_date, meetingDays),
    specialist_notes: r.specialist_notes,
    provider_specialist_notes: r.provider_specialist_notes,
    discounts: programDiscounts({
      siblingDiscountPercent: r.sibling_discount_percent,
      multiWeekDiscountPercent: r.multi_week_discount_percent,
      multiWeekDiscountFromWeek: r.multi_week_discount_from_week,
    }),
    distance: r.miles === null ? null : Math.round(r.miles * 10) / 10,
    ...(match && { match: matchOf(r, match, tags) }),
  };
}

/**
 * With an itinerary, the child's answers each result is scored against (the tags' names come
 * from the cached options). The itinerary must be one the specialist may read: 404 otherwise.
 */
async function matchProfileFor(
  ctx: AppContext,
  itineraryId: number,
  options: Promise<LoadedOptions>,
): Promise<repo.MatchProfile> {
  const [target, tags] = await Promise.all([itineraryForMatch(ctx, itineraryId), options]);
  return toMatchProfile(target.questionnaire, target.coordinates, tags);
}

/**
 * GET /api/v1/specialists/activities: one page of results, their count and the filters'
 * options (the route's response schema serializes it). With `itinerary_id` every result
 * carries its match with the child's questionnaire, and `sort=match` orders by it
 * (docs/decisions/0025-match-sort.md).
 */
export async function searchActivities(
  ctx: AppContext,
  query: CatalogSearchQuery,
): Promise<CatalogSearchResponse> {
  const now = ctx.now();
  const options = cachedOptions(ctx, catalogToday(now));
  const [lookups, match] = await Promise.all([
    lookUpWords(ctx, searchWords(query.by_search)),
    query.itinerary_id === undefined
      ? undefined
      : matchProfileFor(ctx, query.itinerary_id, options),
  ]);
  const loaded = await options;
  await checkCampTypes(ctx, query.by_camp_type, loaded);
  const q = toCatalogQuery(lookups, now, query);
  if (match) {
    q.match = match;
    q.sort = query.sort;
  }
  let counts = countsCache.get(ctx);
  if (!counts) countsCache.set(ctx, (counts = newCatalogCounts()));
  const result = await searchCatalog(ctx.db, counts, q, now.getTime(), loaded.catalogSize);
  return {
    activities: result.rows.map((row) => toActivity(row, loaded, match)),
    count: result.count,
    count_exact: result.exact,
    // Above the bound, the pages known to hold results (more than `count` match).
    pages: Math.max(
      Math.ceil((result.count + (result.exact ? 0 : 1)) / CATALOG_SEARCH_PAGE_SIZE),
      1,
    ),
    page: result.page,
    vars: loaded.vars,
  };
}

/**
 * A camp type filter names camp types (retired ones too); an unknown name is a 422 on
 * `by_camp_type`. A name the minute-old options do not know is looked up in the table (an admin
 * may have just added it).
 */
async function checkCampTypes(
  ctx: AppContext,
  names: readonly string[] | undefined,
  loaded: LoadedOptions,
): Promise<void> {
  if (!names?.some((n) => !loaded.campTypeNames.has(n))) return;
  const known = new Set((await listCampTypes(ctx.db)).map((c) => c.name));
  if (names.some((n) => !known.has(n))) {
    throw AppError.field('by_camp_type', CATALOG_SEARCH_MESSAGES.campTypeInvalid);
  }
}

/**
 * Rebuilds the typo dictionary from the catalog (a periodic job; tests call it directly). The
 * words this instance looked up are read again after it.
 */
export async function refreshSearchWords(ctx: AppContext): Promise<boolean> {
  const rebuilt = await repo.rebuildSearchWords(ctx.db);
  if (rebuilt) wordCache.delete(ctx);
  return rebuilt;
}
