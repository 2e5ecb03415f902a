import { MATCH_WEIGHTS } from '@camp/shared/catalog-search';
import { MAX_DATE_RANGES } from '@camp/shared/questionnaire';
import { Statement } from './statement.js';

// The catalog search: the search words' lookups (one small statement, only when there is
// text), then one statement for the matching ids, their count and one page of activities. The
// filters' options are a third statement the service caches. Why it is shaped this way, and
// the plans it gets: docs/decisions/0019-catalog-search.md and docs/benchmarks.md.

/** What one search word matches: a full-text query and the programs and tags it names. */
export interface WordTerms {
  /** A tsquery: the word's stem as a prefix, or'ed with catalog words it may misspell. */
  query: string;
  providerIds: number[];
  skillIds: number[];
  interestIds: number[];
}

/** The search in database terms: cents, a date for "today", the words' terms. */
export interface CatalogQuery {
  /** Activities that ended before this date (YYYY-MM-DD) are not searchable. */
  today: string;
  /** The search words' terms (stop words left out); every word must match. */
  words: readonly WordTerms[];
  startDate?: string | undefined;
  endDate?: string | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  campTypes?: readonly string[] | undefined;
  ages?: readonly [number, number] | undefined;
  grades?: readonly [number, number] | undefined;
  providerIds?: readonly number[] | undefined;
  interestIds?: readonly number[] | undefined;
  skillIds?: readonly number[] | undefined;
  seats?: 'available' | 'full' | undefined;
  /** A point; `radiusMiles` null measures distances without filtering on them. */
  distance?: { latitude: number; longitude: number; radiusMiles: number | null } | undefined;
  /** With an itinerary: the child's answers each result is scored against. */
  match?: MatchProfile | undefined;
  /** 'match' orders by the score (needs `match`); otherwise by start date. */
  sort?: 'date' | 'match' | undefined;
  page: number;
  pageSize: number;
  /** The matches' count when known (kept, or a bound's): the statement reads only the page. */
  knownCount?: number | undefined;
  /**
   * With a known count and the start-date order: the page is found by reading the catalog in
   * that order, testing each activity, rather than by finding every match first; at most this
   * many activities passing the scalar filters (and programs) are read (see readsInOrder).
   */
  readInOrder?: number | undefined;
}

/**
 * The child's questionnaire in database terms, for the match score
 * (docs/decisions/0025-match-sort.md). A missing answer is null or empty and earns nothing.
 */
export interface MatchProfile {
  age: number | null;
  grade: number | null;
  /** Activity interests (skill groups) and skills the child chose. */
  interestIds: number[];
  skillIds: number[];
  /** The child's date ranges with both ends (YYYY-MM-DD), at most MAX_DATE_RANGES. */
  ranges: { start: string; end: string }[];
  /** Where distances are measured from. */
  point: { latitude: number; longitude: number } | null;
  /** How far the family will go for an overnight camp, and for any other camp (miles). */
  overnightMiles: number | null;
  dayMiles: number | null;
  /** What one activity may cost (price plus fee). */
  budgetCents: number | null;
}

/** One result as the statement returns it (the service shapes it for the API). */
export interface CatalogRow {
  id: number;
  provider_id: number;
  provider_name: string;
  provider_specialist_notes: string | null;
  parent_activity_id: number | null;
  name: string;
  url: string;
  price_cents: number;
  fee_cents: number;
  start_date: string;
  end_date: string;
  meeting_days: string[];
  start_time: string;
  end_time: string;
  sku: string;
  camp_type: string;
  description: string | null;
  other_info: string | null;
  grade_level_start: number | null;
  grade_level_end: number | null;
  age_min: number | null;
  age_max: number | null;
  media_link: string;
  optional_media_link: string | null;
  total_seats: number | null;
  reserved_seats: number;
  instructor: string | null;
  camp_info_time: string | null;
  camp_info_title: string | null;
  details: string | null;
  what_to_bring: string | null;
  sibling_discount_percent: number | null;
  multi_week_discount_percent: number | null;
  multi_week_discount_from_week: number | null;
  location: string;
  latitude: number | null;
  longitude: number | null;
  specialist_notes: string | null;
  miles: number | null;
  interest_ids: number[];
  skill_ids: number[];
  /** With `match` only: the score, and the miles from the child's point (null when unknown). */
  match_score?: number;
  match_miles?: number | null;
}

export interface CatalogResult {
  count: number;
  /** The catalog's version when the statement ran (catalog_version_seq; see CatalogCounts). */
  version: string;
  /** The seats' version (catalog_seats_version_seq): moved by changes to reserved seats alone. */
  seats_version: string;
  /** The page answered: the asked one, lowered to the last page. */
  page: number;
  rows: CatalogRow[];
}

// ---- the search -------------------------------------------------------------------------------

/** Columns of the row a condition is about (an activity, or a candidate and its row). */
interface RowRefs {
  id: string;
  provider: string;
  vector: string;
  /**
   * The condition filters a scan of the whole catalog (rather than a program's few candidates):
   * a word that names tags is then a semi-join on the ids its arms match (see wordMatches).
   */
  wholeCatalog: boolean;
  /**
   * Each tag test probes the activity's own tag rows. `OFFSET 0` keeps PostgreSQL from turning
   * the EXISTS into a hash of every activity with the tag, which reads all of them to test a
   * few dozen rows read in order.
   */
  probed?: boolean;
}

export const TAG_TABLES = {
  interests: { table: 'activity_interests', column: 'interest_id' },
  skills: { table: 'activity_skill_developments', column: 'skill_development_id' },
} as const;

/** The activity has one of the tags: one probe of the tag table's index per row. */
function tagMatch(
  s: Statement,
  kind: keyof typeof TAG_TABLES,
  ids: readonly number[],
  id: string,
  probed = false,
): string {
  const { table, column } = TAG_TABLES[kind];
  const list = s.param([...ids], 'int[]');
  const probe = probed ? ' OFFSET 0' : '';
  return `EXISTS (SELECT 1 FROM ${table} s WHERE s.activity_id = ${id} AND s.${column} = ANY(${list})${probe})`;
}

/** The ids of the activities with one of the tags (an arm of a word's semi-join). */
function taggedIds(s: Statement, kind: keyof typeof TAG_TABLES, ids: readonly number[]): string {
  const { table, column } = TAG_TABLES[kind];
  return `SELECT s.activity_id FROM ${table} s WHERE s.${column} = ANY(${s.param([...ids], 'int[]')})`;
}

/**
 * A word matches an activity through its name and texts (full text, with the catalog words it
 * may be a misspelling of), its program's name, or the name of one of its skills or interests.
 *
 * Over the whole catalog, a word that names tags is written `id IN (ids of each arm, unioned)`:
 * each arm is read through its own index and the planner joins their ids to the activities
 * (a hash or nested-loop semi-join), so the work grows with the matches. A tag arm inside an
 * OR can be neither a join nor an index condition but a probe or an array compared with every
 * row read, whose cost grows with the catalog times the tag's activities.
 */
function wordMatches(
  s: Statement,
  terms: WordTerms,
  row: RowRefs,
  opts: { allArms?: boolean } = {},
): string {
  // A prepared statement keeps every arm (an empty list matches nothing) to keep one shape.
  const keep = (ids: readonly number[]) => opts.allArms || ids.length > 0;
  const tagArms = keep(terms.skillIds) || keep(terms.interestIds);
  if (row.wholeCatalog && tagArms) {
    const arms = [
      `SELECT w.id FROM activities w WHERE w.search_vector @@ ${s.param(terms.query, 'tsquery')}`,
    ];
    if (keep(terms.providerIds)) {
      arms.push(
        `SELECT w.id FROM activities w WHERE w.provider_id = ANY(${s.param(terms.providerIds, 'int[]')})`,
      );
    }
    if (keep(terms.skillIds)) arms.push(taggedIds(s, 'skills', terms.skillIds));
    if (keep(terms.interestIds)) arms.push(taggedIds(s, 'interests', terms.interestIds));
    return `${row.id} IN (${arms.join('\n      UNION ALL ')})`;
  }
  const arms = [`${row.vector} @@ ${s.param(terms.query, 'tsquery')}`];
  if (keep(terms.providerIds)) {
    arms.push(`${row.provider} = ANY(${s.param(terms.providerIds, 'int[]')})`);
  }
  if (keep(terms.skillIds)) {
    arms.push(tagMatch(s, 'skills', terms.skillIds, row.id, row.probed));
  }
  if (keep(terms.interestIds)) {
    arms.push(tagMatch(s, 'interests', terms.interestIds, row.id, row.probed));
  }
  return `(${arms.join(' OR ')})`;
}

/**
 * Out of the catalog: an unpublished activity, and every activity of a program that is
 * unpublished or whose provider is suspended or terminated (decision 0093). Both are small sets
 * read once per search and hashed (`NOT IN` a subquery), so each row read costs one probe
 * whatever their size; the activity's own columns stay those of the covering index.
 */
const HIDDEN = [
  `a.provider_id NOT IN (SELECT hp.id FROM activity_providers hp
     LEFT JOIN camp_director_profiles hd ON hd.user_id = hp.director_id
     WHERE hp.unpublished_at IS NOT NULL OR hd.suspended_at IS NOT NULL
       OR hd.terminated_at IS NOT NULL)`,
  'a.id NOT IN (SELECT ha.id FROM activities ha WHERE ha.unpublished_at IS NOT NULL)',
];

/** The scalar filters (columns the covering index activities_catalog_idx holds), as given. */
export function indexedConditions(s: Statement, q: CatalogQuery): string[] {
  const c = [`a.end_date >= ${s.param(q.today, 'date')}`, ...HIDDEN];
  if (q.startDate) c.push(`a.start_date >= ${s.param(q.startDate, 'date')}`);
  if (q.endDate) c.push(`a.end_date <= ${s.param(q.endDate, 'date')}`);
  if (q.minPriceCents !== undefined) c.push(`a.price_cents >= ${s.param(q.minPriceCents, 'int')}`);
  if (q.maxPriceCents !== undefined) c.push(`a.price_cents <= ${s.param(q.maxPriceCents, 'int')}`);
  if (q.campTypes?.length) {
    c.push(`a.camp_type = ANY(${s.param([...q.campTypes], 'text[]')})`);
  }
  // The ranges overlap: the activity suits some age (grade) of the asked range.
  if (q.ages) {
    c.push(
      `a.age_min <= ${s.param(q.ages[1], 'int')} AND a.age_max >= ${s.param(q.ages[0], 'int')}`,
    );
  }
  if (q.grades) {
    c.push(
      `a.grade_level_start <= ${s.param(q.grades[1], 'int')} AND a.grade_level_end >= ${s.param(q.grades[0], 'int')}`,
    );
  }
  // No total means the program did not cap the seats: still bookable.
  if (q.seats === 'available')
    c.push('(a.total_seats IS NULL OR a.total_seats > a.reserved_seats)');
  if (q.seats === 'full') c.push('a.total_seats IS NOT NULL AND a.total_seats <= a.reserved_seats');
  return c;
}

/** Filters that need the activity row or the tag tables. */
function joinedConditions(s: Statement, q: CatalogQuery, row: RowRefs): string[] {
  const c = q.words.map((terms) => wordMatches(s, terms, row));
  // Outside an OR, EXISTS leaves the planner free to probe per row or to hash the tag's rows.
  if (q.interestIds?.length) {
    c.push(tagMatch(s, 'interests', q.interestIds, row.id, row.probed));
  }
  if (q.skillIds?.length) c.push(tagMatch(s, 'skills', q.skillIds, row.id, row.probed));
  return c;
}

/**
 * A program-bounded search's filters in one shape whatever the filters: an absent filter is
 * a neutral or NULL value, so the statement can be prepared (see Statement.prepared). Only the
 * program may lead to an index: the other columns are written as expressions (`+ 0`, `::text`)
 * because a generic plan guesses a price or date range at 0.5% of the rows and would rather
 * intersect those indexes than read one program's entries of the covering index.
 */
function boundedConditions(s: Statement, q: CatalogQuery): string[] {
  const ages = [s.param(q.ages?.[0] ?? null, 'int'), s.param(q.ages?.[1] ?? null, 'int')];
  const grades = [s.param(q.grades?.[0] ?? null, 'int'), s.param(q.grades?.[1] ?? null, 'int')];
  const seats = s.param(q.seats ?? null, 'text');
  const types = s.param(q.campTypes?.length ? [...q.campTypes] : null, 'text[]');
  return [
    `a.end_date >= ${s.param(q.today, 'date')}`,
    ...HIDDEN,
    `a.start_date + 0 >= ${s.param(q.startDate ?? '-infinity', 'date')}`,
    `a.end_date + 0 <= ${s.param(q.endDate ?? 'infinity', 'date')}`,
    `a.price_cents + 0 >= ${s.param(q.minPriceCents ?? 0, 'int')}`,
    `a.price_cents + 0 <= ${s.param(q.maxPriceCents ?? 2_147_483_647, 'int')}`,
    `(${types} IS NULL OR a.camp_type::text = ANY(${types}))`,
    `(${ages[0]} IS NULL OR (a.age_min <= ${ages[1]} AND a.age_max >= ${ages[0]}))`,
    `(${grades[0]} IS NULL OR (a.grade_level_start <= ${grades[1]} AND a.grade_level_end >= ${grades[0]}))`,
    `(${seats} IS NULL OR (${seats} = 'available') = (a.total_seats IS NULL OR a.total_seats > a.reserved_seats))`,
  ];
}

/** Ordered by the match score (every result scored) rather than by start date. */
const byScore = (q: CatalogQuery) => q.match !== undefined && q.sort === 'match';

/** Bounded to some programs: the program filter, or a distance. */
const byPrograms = (q: CatalogQuery) => !!q.providerIds?.length || q.distance?.radiusMiles != null;

/** The page is read in the catalog's order (see CatalogQuery.readInOrder). */
const inOrder = (q: CatalogQuery) =>
  q.readInOrder !== undefined &&
  q.knownCount !== undefined &&
  !byScore(q) &&
  (q.words.length > 0 || !!q.interestIds?.length || !!q.skillIds?.length || byPrograms(q));

/** The page answered: the asked one, lowered to the last (a page even when nothing matches). */
export const answeredPage = (page: number, count: number, pageSize: number) =>
  Math.min(page, Math.max(Math.ceil(count / pageSize), 1));

/**
 * Whether `f` is computed once (MATERIALIZED): a program-bounded search, or one with text or
 * tags. Only a search on scalar filters alone leaves `f` to be inlined where it is used.
 */
function foundOnce(q: CatalogQuery): boolean {
  return byPrograms(q) || q.words.length > 0 || !!q.interestIds?.length || !!q.skillIds?.length;
}

/** The programs a program-bounded search's candidates come from (see nearPrograms). */
const programsOf = (s: Statement, q: CatalogQuery) =>
  q.distance?.radiusMiles != null
    ? 'ARRAY(SELECT id FROM near)'
    : s.param([...(q.providerIds ?? [])], 'int[]');

/**
 * `f` read in the page's order from activities_catalog_order_idx, every scalar filter, program
 * and hidden row tested on its entries (the row read only for a word's search vector), then
 * each activity's words (OR arms) and tags (a probe each). The page's LIMIT stops the reading.
 */
function readInOrder(s: Statement, q: CatalogQuery): string {
  const row = {
    id: 'o.id',
    provider: 'o.provider_id',
    vector: 'o.search_vector',
    wholeCatalog: false,
    probed: true,
  };
  const scalar = indexedConditions(s, q);
  // `+ 0`: tested on the entry, not read from the program-led index (and all of it sorted).
  if (byPrograms(q)) scalar.push(`a.provider_id + 0 = ANY(${programsOf(s, q)})`);
  const budget = s.param(q.readInOrder, 'int');
  const vector = q.words.length ? ', a.search_vector' : '';
  const joined = joinedConditions(s, q, row);
  return `f AS NOT MATERIALIZED (
  SELECT o.id, o.start_date FROM (
    SELECT a.id, a.start_date, a.provider_id${vector} FROM activities a
    WHERE ${scalar.join(' AND ')}
    ORDER BY a.start_date, a.id LIMIT ${budget}) o
  WHERE ${joined.length ? joined.join(' AND ') : 'true'})`;
}

/**
 * `f`: the matching activities (id, start_date).
 *
 * Bounded to some programs (the program filter, or a distance): candidates come from the
 * covering index, program by program (index-only), with every scalar filter applied; only they
 * are checked against the words and tags, one probe each. This statement has one shape and is
 * prepared: its plan does not depend on the values.
 *
 * Otherwise a single WHERE lets the planner combine the full-text, tag and covering indexes, and
 * the plan depends on the values (a custom plan each time).
 */
export function matching(s: Statement, q: CatalogQuery, materialize = true): string {
  const bounded = byPrograms(q);
  if (inOrder(q)) return readInOrder(s, q);
  if (!bounded) {
    const row = {
      id: 'a.id',
      provider: 'a.provider_id',
      vector: 'a.search_vector',
      wholeCatalog: true,
    };
    const joined = joinedConditions(s, q, row);
    const where = [...indexedConditions(s, q), ...joined].join(' AND ');
    // Scalar filters only: the count and the page are best planned apart (an index-only count,
    // the first rows of the start-date index); with text or tags, the matches are found once.
    // With the count known and no words, `f` is read once (for the page): the planner may then
    // walk the start-date index and stop at the page rather than find every match first. With
    // words that walk tests each row against the words' OR arms and was slower than finding the
    // matches through the full-text index (1.5x over 16 common and misspelt words).
    const known = q.knownCount !== undefined && !byScore(q) && !q.words.length;
    const once = materialize && foundOnce(q) && !known;
    const materialized = once ? 'MATERIALIZED' : 'NOT MATERIALIZED';
    return `f AS ${materialized} (SELECT a.id, a.start_date FROM activities a WHERE ${where})`;
  }
  s.prepared = true;
  // The programs: those near enough (already narrowed to the chosen ones), or the chosen ones.
  const programs = programsOf(s, q);
  const once = materialize ? 'MATERIALIZED' : 'NOT MATERIALIZED';
  const candidates = `c AS ${once} (
    SELECT a.id, a.start_date, a.provider_id
    FROM unnest(${programs}) AS program(id)
    CROSS JOIN LATERAL (
      SELECT a.id, a.start_date, a.provider_id FROM activities a
      WHERE a.provider_id = program.id AND ${boundedConditions(s, q).join(' AND ')}
    ) a)`;
  const row = {
    id: 'c.id',
    provider: 'c.provider_id',
    vector: 'v.search_vector',
    wholeCatalog: false,
  };
  const checks = q.words.map((terms) => wordMatches(s, terms, row, { allArms: true }));
  for (const kind of ['interests', 'skills'] as const) {
    const ids = kind === 'interests' ? q.interestIds : q.skillIds;
    const list = s.param(ids?.length ? [...ids] : null, 'int[]');
    const { table, column } = TAG_TABLES[kind];
    checks.push(
      `(${list} IS NULL OR EXISTS (SELECT 1 FROM ${table} s WHERE s.activity_id = c.id AND s.${column} = ANY(${list})))`,
    );
  }
  // The activity row itself is read only when a word needs its search vector.
  const join = q.words.length ? ' JOIN activities v ON v.id = c.id' : '';
  return `${candidates}, f AS ${once} (
    SELECT c.id, c.start_date FROM c${join} WHERE ${checks.join(' AND ')})`;
}

/**
 * `near`: programs within the radius. An activity's location is its program's address (it
 * cannot have its own), so distance is measured once per program rather than per activity.
 * earthdistance's `<@>` takes points as (longitude, latitude) and answers statute miles.
 */
export function nearPrograms(s: Statement, q: CatalogQuery, point: string): string | null {
  if (q.distance?.radiusMiles == null) return null;
  const chosen = q.providerIds?.length
    ? ` AND p.id = ANY(${s.param([...q.providerIds], 'int[]')})`
    : '';
  return `near AS MATERIALIZED (
    SELECT p.id FROM activity_providers p
    WHERE p.latitude IS NOT NULL AND p.longitude IS NOT NULL${chosen}
      AND (point(p.longitude, p.latitude) <@> ${point}) <= ${s.param(q.distance.radiusMiles, 'float8')})`;
}

/**
 * The activity fits inside one of the child's date ranges: one fixed pair of parameters per
 * questionnaire range (absent ones NULL, which match nothing), so the statement keeps one shape
 * and scoring a whole catalog costs no function scan of unnest() per row.
 */
function dateRangesMatch(s: Statement, ranges: MatchProfile['ranges']): string {
  const arms = Array.from({ length: MAX_DATE_RANGES }, (_, i) => {
    const r = ranges[i];
    return `(a.start_date >= ${s.param(r?.start ?? null, 'date')} AND a.end_date <= ${s.param(r?.end ?? null, 'date')})`;
  });
  return `(${arms.join(' OR ')})`;
}

/** Which rows a match score is computed for (see matchTagPart). */
type ScoredRows = 'page' | 'all-found-once' | 'all';

/**
 * The activity has one of the tags. Scoring one page, EXISTS probes its ten rows. Scoring every
 * result, `id IN (…)` hashes the tagged activities once: EXISTS plans the same hash but is
 * costed as a probe per row, which pushed the estimate over the JIT thresholds (0.6 s of
 * compiling on 100,000 results). When `f` is already computed (often a few hundred rows), the
 * hash holds only its tagged activities rather than every activity with the tag.
 */
function matchTagPart(
  s: Statement,
  kind: keyof typeof TAG_TABLES,
  ids: readonly number[],
  rows: ScoredRows,
): string {
  const { table, column } = TAG_TABLES[kind];
  const list = s.param([...ids], 'int[]');
  if (rows === 'page') {
    return `EXISTS (SELECT 1 FROM ${table} m WHERE m.activity_id = a.id AND m.${column} = ANY(${list}))`;
  }
  const within = rows === 'all-found-once' ? ' JOIN f ON f.id = m.activity_id' : '';
  return `a.id IN (SELECT m.activity_id FROM ${table} m${within} WHERE m.${column} = ANY(${list}))`;
}

/**
 * The match score of activity `a` (program `p`) and its miles from the child's point, as SQL:
 * the sum of MATCH_WEIGHTS the activity earns. One shape whatever the answers (a missing one is
 * NULL or an empty list, which earns nothing), so a prepared search stays one statement.
 * `rows`: whether every result is scored (the match order) or only the page's.
 */
function matchTerms(
  s: Statement,
  m: MatchProfile,
  rows: ScoredRows,
): { score: string; miles: string } {
  const w = MATCH_WEIGHTS;
  const age = s.param(m.age, 'int');
  const grade = s.param(m.grade, 'int');
  const point = `point(${s.param(m.point?.longitude ?? null, 'float8')}, ${s.param(m.point?.latitude ?? null, 'float8')})`;
  // point() is strict: a program or child without coordinates gives NULL miles.
  const miles = `(point(p.longitude, p.latitude) <@> ${point})`;
  const parts = [
    [w.age, `a.age_min <= ${age} AND a.age_max >= ${age}`],
    [w.grade, `a.grade_level_start <= ${grade} AND a.grade_level_end >= ${grade}`],
    [w.interests, matchTagPart(s, 'interests', m.interestIds, rows)],
    [w.skills, matchTagPart(s, 'skills', m.skillIds, rows)],
    [w.dates, dateRangesMatch(s, m.ranges)],
    [
      w.distance,
      `${miles} <= CASE WHEN a.camp_type = 'Overnight' THEN ${s.param(m.overnightMiles, 'float8')}
        ELSE ${s.param(m.dayMiles, 'float8')} END`,
    ],
    [w.budget, `a.price_cents + a.fee_cents <= ${s.param(m.budgetCents, 'int')}`],
  ] as const;
  const score = parts.map(([points, when]) => `CASE WHEN ${when} THEN ${points} ELSE 0 END`);
  return { score: `(${score.join('\n      + ')})`, miles };
}

/** The statement of a search (exported so the benchmark can run the very same SQL directly). */
export function catalogSearchStatement(q: CatalogQuery): Statement {
  const s = new Statement();
  const point = q.distance
    ? `point(${s.param(q.distance.longitude, 'float8')}, ${s.param(q.distance.latitude, 'float8')})`
    : null;
  const ctes: string[] = [];
  const near = nearPrograms(s, q, point ?? '');
  if (near) ctes.push(near);
  ctes.push(matching(s, q));
  const size = s.param(q.pageSize, 'int');
  let window: string;
  if (q.knownCount === undefined) {
    ctes.push('counted AS (SELECT count(*)::int AS n FROM f)');
    ctes.push(`paged AS (
    SELECT least(${s.param(q.page, 'int')}, greatest(ceil(n / ${size}::numeric)::int, 1)) AS page
    FROM counted)`);
    window = `LIMIT ${size} OFFSET ((SELECT page FROM paged) - 1) * ${size}`;
  } else {
    // The count known, the page is too: the planner sees the offset (a plan that reads in
    // order is costed for the rows it will read before the page).
    const page = answeredPage(q.page, q.knownCount, q.pageSize);
    ctes.push(`counted AS (SELECT ${s.param(q.knownCount, 'int')} AS n)`);
    ctes.push(`paged AS (SELECT ${s.param(page, 'int')} AS page)`);
    window = `LIMIT ${size} OFFSET ${s.param((page - 1) * q.pageSize, 'int')}`;
  }
  const byMatch = byScore(q);
  const scored: ScoredRows = !byMatch ? 'page' : foundOnce(q) ? 'all-found-once' : 'all';
  const match = q.match ? matchTerms(s, q.match, scored) : null;
  if (match && byMatch) {
    // Every match is scored, so the order (and each page) covers the whole result set.
    ctes.push(`page_ids AS (
    SELECT a.id, ${match.score} AS score
    FROM f JOIN activities a ON a.id = f.id JOIN activity_providers p ON p.id = a.provider_id
    ORDER BY score DESC, a.start_date, a.id
    ${window})`);
  } else {
    ctes.push(`page_ids AS (
    SELECT id FROM f ORDER BY start_date, id
    ${window})`);
  }
  const miles = point
    ? `CASE WHEN p.latitude IS NULL OR p.longitude IS NULL THEN NULL
        ELSE point(p.longitude, p.latitude) <@> ${point} END`
    : 'NULL::float8';
  // With a match and the date order, only the page's rows are scored.
  const matchColumns = match
    ? `
        ${byMatch ? 'x.score' : match.score} AS match_score,
        ${match.miles} AS match_miles,`
    : '';
  const order = byMatch ? 'r.match_score DESC, r.start_date, r.id' : 'r.start_date, r.id';
  s.text = `WITH ${ctes.join(',\n')}
  SELECT
    (SELECT n FROM counted) AS count,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_version_seq)::text AS version,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_seats_version_seq)::text AS seats_version,
    (SELECT page FROM paged) AS page,
    (SELECT coalesce(json_agg(r ORDER BY ${order}), '[]') FROM (
      SELECT a.id, a.provider_id, p.name AS provider_name,
        p.specialist_notes AS provider_specialist_notes, p.sibling_discount_percent,
        p.multi_week_discount_percent, p.multi_week_discount_from_week, a.parent_activity_id,
        a.name, a.url,
        a.price_cents, a.fee_cents, a.start_date, a.end_date, a.meeting_days, a.start_time,
        a.end_time, a.sku,
        a.camp_type, a.description, a.other_info, a.grade_level_start, a.grade_level_end,
        a.age_min, a.age_max, a.media_link, a.optional_media_link, a.total_seats,
        a.reserved_seats, a.instructor, a.camp_info_time, a.camp_info_title, a.details,
        a.what_to_bring,
        a.location, a.latitude, a.longitude, a.specialist_notes,
        ${miles} AS miles,${matchColumns}
        ARRAY(SELECT ai.interest_id FROM activity_interests ai
              WHERE ai.activity_id = a.id) AS interest_ids,
        ARRAY(SELECT ak.skill_development_id FROM activity_skill_developments ak
              WHERE ak.activity_id = a.id) AS skill_ids
      FROM page_ids x
      JOIN activities a ON a.id = x.id
      JOIN activity_providers p ON p.id = a.provider_id) r) AS rows`;
  return s;
}

export * from './options.js';
export { Statement } from './statement.js';
export * from './words.js';
