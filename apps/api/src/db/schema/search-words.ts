import { index, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The catalog's vocabulary: every lexeme of `activities.search_vector`, rebuilt periodically
 * (modules/catalog/search). A misspelt search word is looked up here by trigram distance
 * (GiST, nearest first), and the close words join the full-text query
 * (docs/decisions/0019-catalog-search.md).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: varchar({ length: 64 }).primaryKey(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gist', t.word.op('gist_trgm_ops'))],
);
