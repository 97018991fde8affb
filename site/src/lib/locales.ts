import type { Locale } from '../../../shared/i18n/index.ts';

/*
 * Locale helpers for pages and islands. Only a type is imported from shared/i18n, so an island
 * that uses these does not pull the string catalogues into its bundle.
 */

/**
 * Every page exists in both languages through a rest param (`src/pages/[...locale]/x.astro`):
 * English at `/x` (locale param undefined), French at `/fr/x`. Use as
 * `export const getStaticPaths = localeStaticPaths;` (or call it inside getStaticPaths).
 */
export function localeStaticPaths(): Array<{ params: { locale: string | undefined } }> {
  return [{ params: { locale: undefined } }, { params: { locale: 'fr' } }];
}

/**
 * An id route's one pre-rendered shell per language (`src/pages/[...locale]/x/[id].astro` built as
 * `/x/shell`): the gateway and CloudFront serve it for every id (shared/routes.ts) and its island
 * reads the id from the URL. Use as `export const getStaticPaths = shellStaticPaths;`.
 */
export function shellStaticPaths(): Array<{ params: { locale: string | undefined; id: 'shell' } }> {
  return localeStaticPaths().map(({ params }) => ({ params: { ...params, id: 'shell' } }));
}

/** The page's language from `Astro.params.locale`; anything but `fr` is English. */
export function pageLocale(param: string | undefined): Locale {
  return param === 'fr' ? 'fr' : 'en';
}

/** A site path in a language: `href('fr', '/about')` → `/fr/about`, `href('fr', '/')` → `/fr/`. */
export function href(locale: Locale, path: string): string {
  if (locale !== 'fr') return path;
  return path === '/' ? '/fr/' : `/fr${path}`;
}

/**
 * A path in another language: `/about` ⇄ `/fr/about`. The same rule as `localisePath` in
 * shared/i18n, repeated here because importing that module would put every string catalogue
 * into an island's JavaScript. Keep the two in step.
 */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const bare = pathname.replace(/^\/fr(?=\/|$)/, '') || '/';
  return locale === 'fr' ? (bare === '/' ? '/fr/' : `/fr${bare}`) : bare;
}
