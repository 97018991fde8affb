/**
 * The terms a search without results offers instead (docs/adr/0051), most likely first, from each
 * searched word's nearest catalogue words (`nearest[i]`, nearest first; a word the catalogue has is its
 * own nearest): every word at its nearest; for one word, its next nearest too; for several, each word
 * alone at its nearest (a combination no lot has is the usual dead end of a longer search). Never the
 * term searched; the caller keeps those that find lots.
 */
export function alternativeTerms(words: readonly string[], nearest: readonly (readonly string[])[]): string[] {
  const best = words.map((w, i) => nearest[i]?.[0] ?? w);
  const candidates = [best.join(' ')];
  if (words.length === 1) candidates.push(...(nearest[0] ?? []).slice(1));
  else candidates.push(...best);
  const searched = words.join(' ');
  return [...new Set(candidates)].filter((term) => term && term !== searched);
}
