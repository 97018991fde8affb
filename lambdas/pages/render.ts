import type { Category } from '../../shared/categories.ts';
import { categoryPageSubjects, renderCategoryPage, type CategoryPageSubject } from '../../shared/category-page.ts';
import type { Locale } from '../../shared/i18n/index.ts';
import { hasLotPage, renderLotPage } from '../../shared/lot-page.ts';
import { renderHomePage } from '../../shared/home-page.ts';
import { renderedFileOf } from '../../shared/routes.ts';
import { deleteSiteFile, writeSiteFile } from '../adapters/site-bucket.ts';
import { getBanners } from '../data/entities/catalogue-reference.ts';
import { itemDetailFor } from '../data/item-detail.ts';
import { getItem } from '../data/items.ts';
import { publicOrigin } from './origin.ts';
import { readShell } from './shells.ts';

/**
 * Rendering lot and category pages into the site bucket (docs/adr/0036). A lot has pages while it
 * has a public status (live, or what became of a live lot); otherwise its pages are removed and its
 * routes fall back to the shell. Every write is the whole page from the records as they are now, so
 * renders in any order, repeated or concurrent, leave the latest state once the last one is done.
 */

/** Cache-Control of a rendered page: browsers revalidate, CloudFront keeps it a minute (the page's price may move). */
export const RENDERED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const HTML = 'text/html; charset=utf-8';
const LOCALES: readonly Locale[] = ['en', 'fr'];

/**
 * Renders a lot's pages in both languages; answers them, or null when the lot has none, whose stored
 * pages are then removed (unless `removeNone` is false: the fallback, asked for a page the bucket lacks).
 */
export async function renderLot(id: string, removeNone = true): Promise<Record<Locale, string> | null> {
  const item = await getItem(id);
  if (!item || !hasLotPage(item.status)) {
    if (removeNone) await Promise.all(LOCALES.map((locale) => deleteSiteFile(renderedFileOf({ kind: 'items', locale, id }))));
    return null;
  }
  const [detail, origin] = await Promise.all([itemDetailFor(item, null), publicOrigin()]);
  const pages = {} as Record<Locale, string>;
  await Promise.all(
    LOCALES.map(async (locale) => {
      const html = renderLotPage(await readShell('items', locale), { item: detail, locale, origin });
      await writeSiteFile(renderedFileOf({ kind: 'items', locale, id }), html, HTML, RENDERED_CACHE_CONTROL);
      pages[locale] = html;
    }),
  );
  return pages;
}

/** Renders one category or sub-category page in both languages; answers them. */
export async function renderCategorySubject(subject: CategoryPageSubject): Promise<Record<Locale, string>> {
  const origin = await publicOrigin();
  const pages = {} as Record<Locale, string>;
  await Promise.all(
    LOCALES.map(async (locale) => {
      const html = renderCategoryPage(await readShell('catagoriesDetails', locale), subject, locale, origin);
      await writeSiteFile(renderedFileOf({ kind: 'catagoriesDetails', locale, id: subject.id }), html, HTML, RENDERED_CACHE_CONTROL);
      pages[locale] = html;
    }),
  );
  return pages;
}

/** Renders a category's page and its sub-categories'. */
export async function renderCategory(category: Category): Promise<void> {
  for (const subject of categoryPageSubjects(category)) await renderCategorySubject(subject);
}

/** Removes a category's own pages (a removed category's sub-category pages stay until a render replaces them). */
export async function removeCategoryPages(id: string): Promise<void> {
  await Promise.all(LOCALES.map((locale) => deleteSiteFile(renderedFileOf({ kind: 'catagoriesDetails', locale, id }))));
}

/** Renders the home page in both languages with its first banner (docs/adr/0037); answers them. */
export async function renderHome(): Promise<Record<Locale, string>> {
  const [banners, origin] = await Promise.all([getBanners(), publicOrigin()]);
  const pages = {} as Record<Locale, string>;
  await Promise.all(
    LOCALES.map(async (locale) => {
      const html = renderHomePage(await readShell('home', locale), banners, locale, origin);
      await writeSiteFile(renderedFileOf({ kind: 'home', locale, id: '' }), html, HTML, RENDERED_CACHE_CONTROL);
      pages[locale] = html;
    }),
  );
  return pages;
}
