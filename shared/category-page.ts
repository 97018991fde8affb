import type { Category } from './categories.ts';
import { categoryName, translator, type Locale } from './i18n/index.ts';
import { escapeHtml, fillShell, type PageHead } from './page-markup.ts';

/**
 * A category's rendered page (docs/adr/0036): the listing shell with the category's name, a
 * description, canonical URL and hreflang alternates in its HTML, and a static heading the listing
 * island replaces once it has loaded. Sub-categories have pages of their own. Pure.
 */

/** The path of a category's page, per language. */
export function categoryPath(locale: Locale, id: string): string {
  return `${locale === 'fr' ? '/fr' : ''}/catagoriesDetails/${encodeURIComponent(id)}`;
}

/** A category or sub-category with a page: its id, name, and its parent's name for a sub-category. */
export interface CategoryPageSubject {
  id: string;
  name: string;
  parentName: string | null;
}

/** Every page a category record has: the category's own and one per sub-category. */
export function categoryPageSubjects(category: Category): CategoryPageSubject[] {
  return [
    { id: category.id, name: category.name, parentName: null },
    ...category.subCategories.map((s) => ({ id: s.id, name: s.name, parentName: category.name })),
  ];
}

/** The category page's <head> facts. */
export function categoryHead(subject: CategoryPageSubject, locale: Locale, origin: string): PageHead {
  const t = translator(locale);
  const name = categoryName(locale, subject.name);
  const parent = subject.parentName ? categoryName(locale, subject.parentName) : null;
  const canonical = origin + categoryPath(locale, subject.id);
  return {
    title: `${parent ? `${name} · ${parent}` : name} · Patina`,
    description: t('catalogue.meta.categoryDescription', { name }),
    canonical,
    alternates: { en: origin + categoryPath('en', subject.id), fr: origin + categoryPath('fr', subject.id) },
    locale,
    ogType: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name,
      url: canonical,
      description: t('catalogue.meta.categoryDescription', { name }),
    },
  };
}

/** The whole category page: the listing shell of its language filled with the category. */
export function renderCategoryPage(shell: string, subject: CategoryPageSubject, locale: Locale, origin: string): string {
  const head = categoryHead(subject, locale, origin);
  const name = categoryName(locale, subject.name);
  const body =
    `<header class="container lot-static cat-static" data-page-static="category" data-testid="category-static">` +
    `<h1>${escapeHtml(name)}</h1><p class="muted">${escapeHtml(head.description)}</p></header>`;
  return fillShell(shell, head, body);
}
