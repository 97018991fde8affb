import { categoryPath } from './category-page.ts';
import type { Locale } from './i18n/index.ts';
import { lotPath } from './lot-page.ts';
import { priceGuidePath } from './price-guide.ts';
import { escapeXml } from './page-markup.ts';

/**
 * The sitemap (docs/adr/0036): `/sitemap.xml` is a sitemap index of `/sitemaps/categories.xml` and
 * `/sitemaps/lots-<n>.xml` (LOTS_PER_SITEMAP live lots each, by id). Every entry is a page in both
 * languages: one <url> per language, each naming both as xhtml:link alternates. Pure.
 */

/** Live lots per sitemap file: 2 URLs each with alternates stays far under the 50,000-URL, 50 MB limits. */
export const LOTS_PER_SITEMAP = 5000;

const LOCALES: readonly Locale[] = ['en', 'fr'];

/** One page in both languages: an entry per language, each with both alternates. */
function bilingualEntries(origin: string, pathOf: (locale: Locale) => string, lastmod?: string): string {
  const links = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + pathOf(l))}"/>`).join('');
  return LOCALES.map((l) => `<url><loc>${escapeXml(origin + pathOf(l))}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${links}</url>`).join('');
}

function urlset(entries: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries}</urlset>\n`;
}

/** The index: the categories' sitemap and one per LOTS_PER_SITEMAP live lots (at least one). */
export function sitemapIndex(origin: string, liveLots: number): string {
  const files = ['categories.xml', ...Array.from({ length: Math.max(1, Math.ceil(liveLots / LOTS_PER_SITEMAP)) }, (_, i) => `lots-${i + 1}.xml`)];
  const entries = files.map((f) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f}`)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

/** The categories' sitemap: every category and sub-category page, and each sub-category's price guide (docs/adr/0054). */
export function categoriesSitemap(origin: string, ids: readonly string[], subCategoryIds: readonly string[] = []): string {
  return urlset(
    ids.map((id) => bilingualEntries(origin, (l) => categoryPath(l, id))).join('') + subCategoryIds.map((id) => bilingualEntries(origin, (l) => priceGuidePath(id, l))).join(''),
  );
}

/** A lots sitemap: the given live lots' pages (with the time each last changed, when known). */
export function lotsSitemap(origin: string, lots: readonly { id: string; lastmod?: string }[]): string {
  return urlset(lots.map((lot) => bilingualEntries(origin, (l) => lotPath(l, lot.id), lot.lastmod)).join(''));
}

/** Which sitemap file a path names: the index, the categories, or a page of lots (1-based); null for none. */
export function sitemapFileOf(pathname: string): { kind: 'index' } | { kind: 'categories' } | { kind: 'lots'; page: number } | null {
  if (pathname === '/sitemap.xml') return { kind: 'index' };
  if (pathname === '/sitemaps/categories.xml') return { kind: 'categories' };
  const lots = /^\/sitemaps\/lots-([1-9][0-9]{0,5})\.xml$/.exec(pathname);
  return lots ? { kind: 'lots', page: Number(lots[1]) } : null;
}
