// The SQL a filter set's first search sends (decision 0122), for the shapes benchmark's
// `SHAPE_SQL=first`: the count up to its bound, then the page as with a kept count (one
// statement, counting every match, where the bound does not serve). Recorded from the API's own
// searchCatalog run against the database, so it is the very SQL, in the order sent.
import pg from 'pg';
import { searchWords, type CatalogSearchQuery } from '@camp/shared/catalog-search';
import type { DbHandle } from '../apps/api/src/db/client.js';
import { newCatalogCounts, searchCatalog } from '../apps/api/src/modules/catalog/search/counts.js';
import { lookUpWords } from '../apps/api/src/modules/catalog/search/repository.js';
import { toCatalogQuery } from '../apps/api/src/modules/catalog/search/query.js';
import type { SentStatement, Statements } from './catalog-search-load.js';

/** One recording at a time: the benchmark builds every shape's searches at once. */
let queue: Promise<unknown> = Promise.resolve();

export function firstSearchStatements(
  handle: DbHandle,
  now: Date,
  query: CatalogSearchQuery,
  catalogSize: number,
): Promise<Statements> {
  const next = queue.then(() => record(handle, now, query, catalogSize));
  queue = next.catch(() => undefined);
  return next;
}

async function record(
  handle: DbHandle,
  now: Date,
  query: CatalogSearchQuery,
  catalogSize: number,
): Promise<Statements> {
  const q = toCatalogQuery(await lookUpWords(handle.db, searchWords(query.by_search)), now, query);
  const pool = new pg.Pool({ connectionString: handle.url, max: 1 });
  const sent: SentStatement[] = [];
  const recording = {
    $client: {
      query: (text: string, values: unknown[]) => {
        sent.push({ text, values });
        return pool.query({ text, values });
      },
    },
  } as never;
  try {
    await searchCatalog(recording, newCatalogCounts(), q, now.getTime(), catalogSize);
  } finally {
    await pool.end();
  }
  // Two statements (the bound, then the page) in the load generator's two slots; a third (the
  // page again through the indexes when reading in order ran out) is not modelled.
  if (sent.length > 2) throw new Error(`a first search sent ${sent.length} statements`);
  return sent.length === 2
    ? { lookups: sent[0]!, search: sent[1]! }
    : { lookups: null, search: sent[0]! };
}
