import type { Locale } from './i18n/index.ts';

/**
 * The price guide's pages (docs/adr/0054): one per sub-category, `/price-guide/{subCategoryId}` and
 * `/fr/price-guide/{subCategoryId}`, named like the catalogue's other id routes. Pure.
 */
export function priceGuidePath(subCategoryId: string, locale: Locale = 'en'): string {
  return `${locale === 'fr' ? '/fr' : ''}/price-guide/${encodeURIComponent(subCategoryId)}`;
}
