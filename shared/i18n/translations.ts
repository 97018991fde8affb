import { localCategoryName, type Named } from '../categories.ts';
import { fillPlaceholders } from '../placeholders.ts';
import type { Locale } from './paths.ts';

/**
 * Translating over a set of string catalogues (shared/i18n/index.ts: all of them; public-pages.ts: the
 * rendered pages' few, so the pages function does not carry the whole dictionary).
 */
export function translationsOver(catalogues: Record<Locale, Record<string, string>>) {
  /**
   * Translates a key, filling `{name}` placeholders; falls back to English, then to the key itself
   * (so a missing string is visible rather than blank).
   */
  const translate = (locale: Locale, key: string, params?: Record<string, string | number>): string =>
    fillPlaceholders(catalogues[locale][key] ?? catalogues.en[key] ?? key, params);
  return {
    translate,
    /** A translator bound to one language. */
    translator: (locale: Locale) => (key: string, params?: Record<string, string | number>) => translate(locale, key, params),
    /**
     * A category's name in a language: the French name its admin gave, else the spec's translation of the
     * name (trimmed, spaces to underscores: key `category.<Name_With_Underscores>`), else as written.
     */
    categoryName: (locale: Locale, named: Named | string): string => localCategoryName(named, locale, catalogues[locale]),
  };
}
