import type { Db } from '../../../db/client.js';
import { BoundedMap } from '../../../lib/bounded-map.js';
import { catalogSearchStatement, type CatalogQuery, type CatalogResult } from './repository.js';
import { run } from './statement.js';

// The matches' count, kept per filter set with the catalog's version it was counted at
// (docs/decisions/0104-catalog-search-counts.md). Counting every match of a broad search (the
// whole catalog, a common word) was most of its cost; paging through it, refining another
// filter and coming back, or another specialist asking the same, finds the count here. A kept
// count is used only while the catalog's version is the one it was counted at: the search
// statement reads the version with the page, and a moved version means counting again, so the
// answer is the one counting would give.

/** Filter sets kept per instance (the oldest go first). */
export const CATALOG_COUNTS_MAX = 10_000;
/**
 * How long a count is kept at most, even at an unchanged version: a write that commits in the
 * instant between a search's snapshot and its reading of the version is then out of the count
 * for no longer than this.
 */
export const CATALOG_COUNT_TTL_MS = 60_000;

interface CountEntry {
  count: number;
  version: string;
  expiresAt: number;
}

/** An instance's kept counts (one per app context). */
export type CatalogCounts = BoundedMap<string, CountEntry>;

export const newCatalogCounts = (): CatalogCounts => new BoundedMap(CATALOG_COUNTS_MAX);

/** What the count depends on: every filter, not the page or the match order. */
function filterKey(q: CatalogQuery): string {
  const { page: _page, pageSize: _size, match: _match, sort: _sort, knownCount: _n, ...rest } = q;
  return JSON.stringify(rest);
}

/** One page of a search and its count: the kept count when the catalog has not changed. */
export async function searchCatalog(
  db: Db,
  counts: CatalogCounts,
  q: CatalogQuery,
  now: number,
): Promise<CatalogResult> {
  const key = filterKey(q);
  const kept = counts.get(key);
  if (kept && kept.expiresAt > now) {
    const [result] = await run<CatalogResult>(
      db,
      catalogSearchStatement({ ...q, knownCount: kept.count }),
    );
    if (result!.version === kept.version) return result!;
  }
  const [result] = await run<CatalogResult>(
    db,
    catalogSearchStatement({ ...q, knownCount: undefined }),
  );
  counts.set(key, {
    count: result!.count,
    version: result!.version,
    expiresAt: now + CATALOG_COUNT_TTL_MS,
  });
  return result!;
}
