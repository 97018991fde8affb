/*
 * Which language, and a path in it: apart from the catalogues, so code that needs only these (e-mails,
 * Cognito's trigger, the sign-up form) ships no dictionary.
 */

/** The two languages the product speaks; en is the fallback. */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

/** The language of a URL path: `/fr/...` is French, anything else English. */
export function localeFromPath(pathname: string): Locale {
  return /^\/fr(\/|$)/.test(pathname) ? 'fr' : 'en';
}

/** A path in another language: `/about` ⇄ `/fr/about`. */
export function localisePath(pathname: string, locale: Locale): string {
  const bare = pathname.replace(/^\/fr(?=\/|$)/, '') || '/';
  return locale === 'fr' ? (bare === '/' ? '/fr/' : `/fr${bare}`) : bare;
}
