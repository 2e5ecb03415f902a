/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count 1 ('socer' → 'soccer' 1, 'scocer' → 'soccer' 1).
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = new Array<number>(rows * cols);
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

/** Typos a word of this length may carry: none under 4 letters, 1 up to 5, 2 from 6. */
export const typosAllowed = (length: number) => (length < 4 ? 0 : length < 6 ? 1 : 2);

/**
 * Whether a catalog word is what a misspelt search stem meant. The catalog's nearest words by
 * trigram distance are the candidates; this keeps those within the allowed edit distance
 * (measured at 95-98% of single-typo words found, 0.1 wrong words per search word, on the
 * benchmark catalog: docs/decisions/0019-catalog-search.md).
 */
export function isTypoOf(stem: string, word: string): boolean {
  const allowed = typosAllowed(stem.length);
  return allowed > 0 && editDistance(stem, word) <= allowed;
}
