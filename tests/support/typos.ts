/**
 * Misspellings with a known distance, for the search's typo tests: pg_trgm's similarity (shared
 * trigrams of the padded, lower-case words over all of theirs), as PostgreSQL computes it.
 */

function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  return new Set(Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3)));
}

/** pg_trgm's similarity of two single words (0 to 1). */
export function trigramSimilarity(a: string, b: string): number {
  const [x, y] = [trigrams(a), trigrams(b)];
  const shared = [...x].filter((t) => y.has(t)).length;
  return shared / (x.size + y.size - shared);
}

/**
 * A misspelling of `word` too far for the search's own typo net (similarity under 0.3, pg_trgm's
 * default threshold) yet near enough for "did you mean" (0.2 or more): letters after the first two
 * replaced by "o", fewest first.
 */
export function farTypo(word: string): string {
  const positions = Array.from({ length: word.length - 2 }, (_, i) => i + 2);
  for (let mask = 1; mask < 1 << positions.length; mask++) {
    const typo = [...word].map((c, i) => (i >= 2 && mask & (1 << (i - 2)) ? 'o' : c)).join('');
    const similarity = trigramSimilarity(typo, word);
    if (similarity >= 0.21 && similarity < 0.29) return typo;
  }
  throw new Error(`no far typo of ${word}`);
}
