import { catalogues, translate, type Locale } from '../../../shared/i18n/index.ts';

/**
 * The strings an island needs, picked at build time in the page's language (English filling any
 * gap): islands receive them as a prop, so the catalogues never ship in their JavaScript.
 * Use in .astro frontmatter only.
 */
export function pickStrings(locale: Locale, prefixes: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(catalogues.en)) {
    if (prefixes.some((p) => key.startsWith(p))) out[key] = translate(locale, key);
  }
  return out;
}
