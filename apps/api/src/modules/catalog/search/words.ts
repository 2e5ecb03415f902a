import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { searchWords } from '../../../db/schema/search-words.js';
import { rowsOf, run, Statement } from './statement.js';

// The search words: the lookups of a search's words (full text, programs, tags and typo
// candidates), and the typo dictionary they are corrected towards.

// ---- search words -----------------------------------------------------------------------------

/** Catalog words considered for each misspelt search word: the nearest by trigram distance. */
export const TYPO_CANDIDATES = 5;

/** What the catalog knows of one search word. */
export interface WordLookup {
  /** The word's stems (english); none for a stop word ('the'). */
  stems: string[];
  /** The catalog words nearest to the first stem, nearest first. */
  nearWords: string[];
  /** Programs, skills and interests whose name has the word (trigram word similarity). */
  providerIds: number[];
  skillIds: number[];
  interestIds: number[];
}

/**
 * The word lookups' statement (exported with catalogSearchStatement for the benchmark). Program,
 * skill and interest names are few: they are matched directly by trigram word similarity
 * (`<%`), which also covers prefixes and typos.
 */
export function wordLookupsStatement(words: readonly string[]): Statement {
  const s = new Statement();
  s.text = `
    SELECT t.stems,
      CASE WHEN cardinality(t.stems) = 0 THEN '{}'::text[] ELSE ARRAY(
        SELECT d.word::text FROM search_words d
        ORDER BY d.word <-> t.stems[1] LIMIT ${TYPO_CANDIDATES}) END AS near_words,
      ARRAY(SELECT p.id FROM activity_providers p WHERE w.word <% p.name) AS provider_ids,
      ARRAY(SELECT k.id FROM skill_developments k WHERE w.word <% k.name) AS skill_ids,
      ARRAY(SELECT i.id FROM interests i
            WHERE i.kind = 'activity' AND w.word <% i.name) AS interest_ids
    FROM unnest(${s.param([...words], 'text[]')}) WITH ORDINALITY AS w(word, i)
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(x.lexeme), '{}') AS stems FROM unnest(to_tsvector('english', w.word)) x
    ) t
    ORDER BY w.i`;
  s.prepared = true;
  return s;
}

/**
 * What the catalog knows of each search word, in order. Looked up before the search so that
 * the search's plan sees the actual queries and ids.
 */
export async function lookUpWords(db: Db, words: readonly string[]): Promise<WordLookup[]> {
  if (words.length === 0) return [];
  const rows = await run<{
    stems: string[];
    near_words: string[];
    provider_ids: number[];
    skill_ids: number[];
    interest_ids: number[];
  }>(db, wordLookupsStatement(words));
  return rows.map((r) => ({
    stems: r.stems,
    nearWords: r.near_words,
    providerIds: r.provider_ids,
    skillIds: r.skill_ids,
    interestIds: r.interest_ids,
  }));
}

// ---- the typo dictionary ----------------------------------------------------------------------

/** Advisory lock key: one instance rebuilds the dictionary at a time. */
const SEARCH_WORDS_LOCK = 727_002;

/**
 * Rebuilds search_words from the catalog's lexemes (adds new words, drops vanished ones).
 * Returns false when another instance is rebuilding it.
 */
export async function rebuildSearchWords(db: DbOrTx): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${SEARCH_WORDS_LOCK}) AS locked`),
    );
    if (!lock?.locked) return false;
    // Only plain words of trigram size and up are worth correcting towards.
    await tx.execute(sql`
      WITH lexemes AS (
        SELECT word FROM ts_stat('SELECT search_vector FROM activities')
        WHERE word ~ '^[[:alnum:]]+$' AND length(word) BETWEEN 3 AND 64
      ),
      gone AS (
        DELETE FROM ${searchWords} w WHERE NOT EXISTS (SELECT 1 FROM lexemes l WHERE l.word = w.word)
      )
      INSERT INTO ${searchWords} (word) SELECT word FROM lexemes ON CONFLICT DO NOTHING`);
    return true;
  });
}
