import { distance } from 'fastest-levenshtein';

// Typo tolerance for the built-in assistant (decision 0068): words of the question are
// compared with the words it knows (intent keywords, date words, the family's activity, camp and
// child names) by edit distance, so 'tomorow', 'cancelation' and 'sokcer' still match.

/** Lower-cased words of a text (letters, digits and apostrophes). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9']+/g)
      ?.map((w) => w.replace(/'s$/, '').replace(/'/g, '')) ?? []
  );
}

/** The edits a word of this length may be off by and still count as the same word. */
export function tolerance(length: number): number {
  // Short words have too many neighbours: 'fall' is no typo of 'full', nor 'cast' of 'cost'.
  if (length <= 4) return 0;
  if (length <= 6) return 1;
  return 2;
}

/** Everyday words one edit away from a keyword ('class' → 'clash'): never corrected. */
const EVERYDAY = new Set([
  'class',
  'glass',
  'place',
  'plane',
  'plant',
  'there',
  'sends',
  'stars',
  'smart',
  'chose',
  'drove',
  'roofs',
]);

/** Whether `word` (from the question) is `target` with at most a typo or two. */
export function sameWord(word: string, target: string): boolean {
  if (word === target) return true;
  if (EVERYDAY.has(word) || EVERYDAY.has(target)) return false;
  // Plurals and possessives: 'camps', 'soccers'.
  if (word.length > 3 && (word === `${target}s` || `${word}s` === target)) return true;
  // Two short words are the same only if equal; 'cosst' may still be 'cost'.
  const tol = tolerance(Math.max(word.length, target.length));
  if (tol === 0 || Math.abs(word.length - target.length) > tol) return false;
  // The first letter is rarely the typo; requiring it keeps 'sail' from becoming 'mail'.
  if (word[0] !== target[0]) return false;
  return distance(word, target) <= tol;
}

/**
 * The question with each word that is a likely typo of a vocabulary word replaced by it; words
 * that are themselves known (`keep`) are left alone.
 */
export function correct(text: string, vocabulary: readonly string[], keep: ReadonlySet<string>) {
  const vocab = new Set(vocabulary);
  // Only the words change: '6/15', 'don't' and the punctuation stay as they were typed.
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[a-z][a-z']*/g, (w) => {
      const bare = w.replace(/'s$/, '').replace(/'/g, '');
      if (vocab.has(bare) || keep.has(bare) || bare.length < 4) return w;
      let best: string | null = null;
      let bestD = Infinity;
      for (const v of vocabulary) {
        // A plural is no typo: 'camp' stays 'camp' though the vocabulary holds 'camps'.
        if (bare === `${v}s` || v === `${bare}s` || !sameWord(bare, v)) continue;
        const d = distance(bare, v);
        if (d < bestD) {
          best = v;
          bestD = d;
        }
      }
      return best ?? w;
    });
}

/** Words too common to tell one activity from another. */
const GENERIC = new Set([
  'camp',
  'camps',
  'the',
  'and',
  'of',
  'for',
  'a',
  'at',
  'in',
  'on',
  'week',
  'day',
  'school',
  'academy',
  'program',
  'class',
  'kids',
  'junior',
  'youth',
  'young',
  'mini',
  'teen',
  'to',
  'intro',
  'lessons',
  'lesson',
  'session',
  'classes',
  'workshop',
  'beginner',
  'beginners',
  'advanced',
  'intermediate',
]);

/**
 * How well the question names `name` (0..1): the share of the name's distinctive words found in
 * the question, typos allowed, and at least 0.5 once one distinctive word of four letters or
 * more is there ('science' names 'Intro to Science Day Camp'; 'soccer skills' beats 'soccer').
 */
export function nameScore(questionWords: readonly string[], name: string): number {
  const target = words(name).filter((w) => !GENERIC.has(w) && w.length > 1);
  if (target.length === 0) return 0;
  let found = 0;
  let telling = false;
  for (const t of target) {
    if (questionWords.some((q) => sameWord(q, t))) {
      found += 1;
      if (t.length >= 4) telling = true;
    }
  }
  const share = found / target.length;
  return telling ? Math.max(share, 0.5) : share;
}

/** The distinctive words of names (kept as they are by `correct`). */
export function nameWords(names: readonly string[]): Set<string> {
  return new Set(names.flatMap((n) => words(n)).filter((w) => !GENERIC.has(w)));
}
