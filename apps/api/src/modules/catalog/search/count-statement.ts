import {
  TAG_TABLES,
  indexedConditions,
  matching,
  nearPrograms,
  type CatalogQuery,
} from './repository.js';
import { Statement } from './statement.js';

// A filter set's first search counts its matches only up to a bound (decision 0122): finding
// a hundred matches of a broad search is a few index pages where counting all of them read the
// whole catalog's index, a common word's every row, or a program's every activity.

/** What a bounded count answers. */
export interface BoundedCount {
  /** Matches counted: every one when `exact`, otherwise at most the limit plus one. */
  n: number;
  /** `n` is the count of every match. */
  exact: boolean;
  /** The catalog's and the seats' versions the count was read at (see CatalogCounts). */
  version: string;
  seats_version: string;
}

const VERSIONS = `(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_version_seq)::text AS version,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_seats_version_seq)::text AS seats_version`;

/** See the text arm: 3^8 = 6,561 times fewer rows expected than the text condition alone. */
const TEXT_GUARDS = 8;

const byPrograms = (q: CatalogQuery) => !!q.providerIds?.length || q.distance?.radiusMiles != null;

/**
 * The statement counting `q`'s matches up to `limit` (more than `limit` reads as "more"), or
 * undefined when a bound would not save the counting: the match order (every match is scored)
 * and, over the whole catalog, several words or a word with tag filters, whose matches are an
 * intersection that only finding them all can bound.
 *
 * - One word over the whole catalog: each of its arms (its full text, its programs, each kind of
 *   tag it names), with every scalar filter, is read through its own index up to `limit + 1`
 *   rows; their distinct ids are the count. An arm that reached `limit + 1` rows makes the
 *   count "more than limit" when the distinct ids do too; when they do not (an activity having
 *   several of the named tags appears once per tag) nothing is known and the caller counts.
 * - Otherwise the matches as the search finds them, not materialized, up to `limit + 1`: the
 *   planner stops after that many (an index read in any order, a program's candidates).
 */
export function boundedCountStatement(q: CatalogQuery, limit: number): Statement | undefined {
  if (q.match !== undefined && q.sort === 'match') return undefined;
  const tags = !!q.interestIds?.length || !!q.skillIds?.length;
  const wholeCatalog = !byPrograms(q);
  if (wholeCatalog && (q.words.length > 1 || (q.words.length === 1 && tags))) return undefined;
  const s = new Statement();
  const q0 = { ...q, knownCount: undefined, readInOrder: undefined };
  if (wholeCatalog && q.words.length === 1) {
    const terms = q.words[0]!;
    const above = s.param(limit, 'int');
    const cap = s.param(limit + 1, 'int');
    const arm = (from: string, where: string) =>
      `SELECT id, count(*) OVER () AS arm_n FROM (
        SELECT a.id FROM ${from} WHERE ${where} AND ${indexedConditions(s, q0).join(' AND ')}
        LIMIT ${cap}) x`;
    // The text condition once as the index's, then TEXT_GUARDS times as a function (true on
    // every row the index finds): the planner counts each as a third of the rows, so it never
    // expects a sequential scan to meet the limit early (on an overestimated word it read the
    // whole table for none); the full-text index finds the matches, the heap stops at the limit.
    const text = s.param(terms.query, 'tsquery');
    const guards = Array.from(
      { length: TEXT_GUARDS },
      () => ` AND ts_match_vq(a.search_vector, ${text})`,
    ).join('');
    const arms = [arm('activities a', `a.search_vector @@ ${text}${guards}`)];
    if (terms.providerIds.length) {
      arms.push(arm('activities a', `a.provider_id = ANY(${s.param(terms.providerIds, 'int[]')})`));
    }
    for (const [kind, ids] of [
      ['skills', terms.skillIds],
      ['interests', terms.interestIds],
    ] as const) {
      if (!ids.length) continue;
      const { table, column } = TAG_TABLES[kind];
      // Driven by the tag's rows (its index), each activity probed by its key: walking the
      // catalog and probing the tag per activity read a hundred times more for a rare tag.
      arms.push(
        arm(
          `(SELECT t.activity_id FROM ${table} t WHERE t.${column} = ANY(${s.param(ids, 'int[]')})
            OFFSET 0) t CROSS JOIN LATERAL (SELECT * FROM activities a WHERE a.id = t.activity_id OFFSET 0) a`,
          'true',
        ),
      );
    }
    s.text = `SELECT count(DISTINCT id)::int AS n,
    NOT coalesce(bool_or(arm_n > ${above}), false) AS exact,
    ${VERSIONS}
  FROM (${arms.join('\n    UNION ALL ')}) u`;
    return s;
  }
  // The point only when a radius filters (an unused parameter has no type).
  const point =
    q.distance?.radiusMiles != null
      ? `point(${s.param(q.distance.longitude, 'float8')}, ${s.param(q.distance.latitude, 'float8')})`
      : '';
  const ctes: string[] = [];
  const near = nearPrograms(s, q0, point);
  if (near) ctes.push(near);
  ctes.push(matching(s, q0, false));
  // A program-bounded statement keeps one shape whatever the values (prepared): the limit is a
  // value too.
  const cap = s.param(limit + 1, 'int');
  s.text = `WITH ${ctes.join(',\n')},
  bounded AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM f LIMIT ${cap}) x)
  SELECT n, n <= ${s.param(limit, 'int')} AS exact,
    ${VERSIONS}
  FROM bounded`;
  return s;
}
