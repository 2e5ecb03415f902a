import type { Db } from '../../../db/client.js';
import { BoundedMap } from '../../../lib/bounded-map.js';
import {
  answeredPage,
  catalogSearchStatement,
  type CatalogQuery,
  type CatalogResult,
} from './repository.js';
import { boundedCountStatement, type BoundedCount } from './count-statement.js';
import { run } from './statement.js';

// The matches' count, kept per filter set with the catalog's version it was counted at
// (docs/decisions/0104-catalog-search-counts.md). Counting every match of a broad search (the
// whole catalog, a common word) was most of its cost; paging through it, refining another
// filter and coming back, or another specialist asking the same, finds the count here. A kept
// count is used only while the catalog's version is the one it was counted at: the search
// statement reads the version with the page, and a moved version means counting again, so the
// answer is the one counting would give. A change to reserved seats alone (a checkout) moves
// only the seats' version, which only a count with a seats filter depends on.

/** Filter sets kept per instance (the oldest go first). */
export const CATALOG_COUNTS_MAX = 10_000;
/**
 * How long a count is kept at most, even at an unchanged version: a write that commits in the
 * instant between a search's snapshot and its reading of the version is then out of the count
 * for no longer than this.
 */
export const CATALOG_COUNT_TTL_MS = 60_000;

/**
 * Up to how many matches a filter set's first search counts (decision 0122): above it, the
 * answer says "more than" this many (or more than the asked page's last row, for a page past
 * it), and only a search asking past every kept page counts further.
 */
export const CATALOG_COUNT_BOUND = 100;

/** Beyond this many rows a search counts every match (a page asked past any real catalog). */
const COUNT_LIMIT_MAX = 10_000_000;

interface CountEntry {
  /** Every match's count when `exact`; otherwise the matches are more than this. */
  count: number;
  exact: boolean;
  version: string;
  expiresAt: number;
}

/** A search's page and what its count is (every match's, or a "more than" bound). */
export type CountedResult = CatalogResult & { exact: boolean };

/** The versions a filter set's count depends on: the seats' too with a seats filter. */
const versionOf = (q: CatalogQuery, r: Pick<CatalogResult, 'version' | 'seats_version'>) =>
  q.seats === undefined ? r.version : `${r.version}:${r.seats_version}`;

/** An instance's kept counts (one per app context). */
export type CatalogCounts = BoundedMap<string, CountEntry>;

export const newCatalogCounts = (): CatalogCounts => new BoundedMap(CATALOG_COUNTS_MAX);

/** What the count depends on: every filter, not the page or the match order. */
function filterKey(q: CatalogQuery): string {
  const {
    page: _page,
    pageSize: _size,
    match: _match,
    sort: _sort,
    knownCount: _n,
    readInOrder: _o,
    ...rest
  } = q;
  return JSON.stringify(rest);
}

/**
 * What reading one activity in order costs against finding one match through the indexes
 * (buffers, on the benchmark's catalog): an activity read in order is its heap row and a probe
 * of each tag table it is tested against (about 6 buffers); a match found through the
 * full-text, program and tag indexes and sorted costs about 1 to 3.3.
 */
const IN_ORDER_COST_RATIO = 3;

/**
 * How many times the expected reading a search read in order may read before it gives up (its
 * matches lie later in the order than spread evenly: a seasonal word) and finds its matches
 * through the indexes instead.
 */
const IN_ORDER_BUDGET = 4;

/**
 * Whether a search with words or tags over the whole catalog reads less by walking the catalog
 * in the page's order than by finding every match, and if so the most activities it reads in
 * order: with `count` matches among `catalogSize` activities, reaching the end of page p reads
 * about p × pageSize × catalogSize / count activities in order (the matches spread over the
 * order), against `count` matches found. A common word's first pages (thousands of matches) are
 * read in order; a rare word's matches, and deep pages, are found through the indexes. Nothing
 * matching is never read in order.
 */
export function readsInOrder(
  q: Pick<CatalogQuery, 'page' | 'pageSize'>,
  count: number,
  catalogSize: number,
  exact = true,
): number | undefined {
  if (count === 0) return undefined;
  const through = answeredPage(q.page, count, q.pageSize) * q.pageSize;
  const read = (through * Math.max(catalogSize, count)) / count;
  if (!exact) {
    // More than `count` match: `read` is the most the spread matches would need. The reading
    // is tried when it can be short (a broad search's matches are many more than the bound),
    // capped at what 5% of the catalog matching would read.
    return Math.ceil(Math.min(Math.max(read * IN_ORDER_BUDGET, 100), Math.max(1000, through * 20)));
  }
  if (read * IN_ORDER_COST_RATIO >= count) return undefined;
  return Math.ceil(Math.max(read * IN_ORDER_BUDGET, 100));
}

/** The rows the page has when its search's count is `count`. */
const pageRows = (q: CatalogQuery, count: number) =>
  Math.min(q.pageSize, count - (answeredPage(q.page, count, q.pageSize) - 1) * q.pageSize);

/** The most matches a search's first count needs: the bound, or through the asked page. */
function countLimit(q: CatalogQuery): number | undefined {
  const limit = Math.max(CATALOG_COUNT_BOUND, q.page * q.pageSize);
  return limit <= COUNT_LIMIT_MAX ? limit : undefined;
}

/** The kept count serves the asked page: every match's, or a bound the page lies within. */
const serves = (kept: CountEntry, q: CatalogQuery) =>
  kept.exact || q.page * q.pageSize <= kept.count;

/**
 * The page of a search whose count is known (`entry`): read in the catalog's order when that
 * reads less (readsInOrder), through the indexes otherwise or when the reading ran out. The
 * statement's count is the entry's (a bound as one more than it, so that the page is the asked
 * one).
 */
async function pageOf(
  db: Db,
  q: CatalogQuery,
  entry: CountEntry,
  catalogSize: number,
): Promise<CountedResult> {
  const knownCount = entry.exact ? entry.count : entry.count + 1;
  const readInOrder = readsInOrder(q, knownCount, catalogSize, entry.exact);
  let [result] = await run<CatalogResult>(
    db,
    catalogSearchStatement({ ...q, knownCount, readInOrder }),
  );
  // Read in order, a page short of its rows ran out of its reading: found through the
  // indexes instead.
  if (readInOrder !== undefined && result!.rows.length < pageRows(q, knownCount)) {
    [result] = await run<CatalogResult>(db, catalogSearchStatement({ ...q, knownCount }));
  }
  return { ...result!, count: entry.count, exact: entry.exact };
}

/**
 * One page of a search and its count: the kept count when the catalog has not changed,
 * otherwise counted up to a bound (boundedCountStatement) and then the page read as with a
 * kept count; a search the bound cannot serve counts every match with its page, as before.
 * `catalogSize` (the planner's estimate of the catalog's rows) decides whether a page is read
 * in order (readsInOrder).
 */
export async function searchCatalog(
  db: Db,
  counts: CatalogCounts,
  q: CatalogQuery,
  now: number,
  catalogSize = 0,
): Promise<CountedResult> {
  const key = filterKey(q);
  const kept = counts.get(key);
  if (kept && kept.expiresAt > now && serves(kept, q)) {
    const result = await pageOf(db, q, kept, catalogSize);
    if (versionOf(q, result) === kept.version) return result;
  }
  const limit = countLimit(q);
  const bounded = limit === undefined ? undefined : boundedCountStatement(q, limit);
  if (bounded) {
    const [c] = await run<BoundedCount>(db, bounded);
    // Not exact and within the limit: an arm ran out with fewer distinct matches (see
    // boundedCountStatement); counted below.
    if (c!.exact || c!.n > limit!) {
      const entry: CountEntry = {
        count: c!.exact ? c!.n : limit!,
        exact: c!.exact,
        version: versionOf(q, c!),
        expiresAt: now + CATALOG_COUNT_TTL_MS,
      };
      const result = await pageOf(db, q, entry, catalogSize);
      // The catalog changed between the two statements: counted below, with the page.
      if (versionOf(q, result) === entry.version) {
        counts.set(key, entry);
        return result;
      }
    }
  }
  const [result] = await run<CatalogResult>(
    db,
    catalogSearchStatement({ ...q, knownCount: undefined }),
  );
  counts.set(key, {
    count: result!.count,
    exact: true,
    version: versionOf(q, result!),
    expiresAt: now + CATALOG_COUNT_TTL_MS,
  });
  return { ...result!, exact: true };
}
