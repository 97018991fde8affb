import type { Category, Named } from './categories.ts';
import { localisePath, type Locale } from './i18n/paths.ts';
import { pageCategoryName, pageTranslator } from './i18n/public-pages.ts';
import { escapeHtml, fillShell, type PageHead } from './page-markup.ts';
import { priceGuidePath } from './price-guide.ts';

/**
 * A category's rendered page (docs/adr/0036): the listing shell with the category's name, a
 * description, canonical URL and hreflang alternates in its HTML, and a static heading the listing
 * island replaces once it has loaded. Sub-categories have pages of their own. Pure.
 */

/** The path of a category's page, per language. */
export function categoryPath(locale: Locale, id: string): string {
  return `${locale === 'fr' ? '/fr' : ''}/catagoriesDetails/${encodeURIComponent(id)}`;
}

/**
 * A category or sub-category with a page: its id, name, its parent's name for a sub-category, and
 * the category it belongs to (itself, or its parent), whose sub-categories the page lists as chips.
 */
export interface CategoryPageSubject {
  id: string;
  name: string;
  parentName: string | null;
  family: Category;
}

/** A subject's names in both languages (docs/adr/0051): its own record in its family, and its parent's for a sub-category. */
function namesOf(subject: CategoryPageSubject): { own: Named; parent: Named | null } {
  const own = subject.id === subject.family.id ? subject.family : (subject.family.subCategories.find((s) => s.id === subject.id) ?? subject);
  return { own, parent: subject.parentName === null ? null : subject.family };
}

/** Every page a category record has: the category's own and one per sub-category. */
export function categoryPageSubjects(category: Category): CategoryPageSubject[] {
  return [
    { id: category.id, name: category.name, parentName: null, family: category },
    ...category.subCategories.map((s) => ({ id: s.id, name: s.name, parentName: category.name, family: category })),
  ];
}

/** The category page's <head> facts. */
export function categoryHead(subject: CategoryPageSubject, locale: Locale, origin: string): PageHead {
  const t = pageTranslator(locale);
  const names = namesOf(subject);
  const name = pageCategoryName(locale, names.own);
  const parent = names.parent ? pageCategoryName(locale, names.parent) : null;
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

/**
 * The static heading: the listing island's heading (ListingIsland.tsx) in the same markup — crumbs,
 * title, the category's introduction, the count's placeholder, a sub-category's price guide link and the chips — so it
 * takes exactly the height the island's heading takes when it replaces it (no layout shift; docs/adr/0037).
 */
function staticHeading(subject: CategoryPageSubject, locale: Locale): string {
  const t = pageTranslator(locale);
  const link = (path: string, label: string, attrs = '') => `<a${attrs} href="${escapeHtml(localisePath(path, locale))}">${escapeHtml(label)}</a>`;
  const family = subject.family;
  const familyName = pageCategoryName(locale, family);
  const crumbs =
    link('/', t('catalogue.home')) +
    link('/catagories', t('catalogue.categories.title')) +
    (subject.parentName ? link(categoryPath('en', family.id), familyName) : '');
  const chips = family.subCategories.length
    ? `<nav aria-label="${escapeHtml(t('catalogue.listing.subCategories'))}"><ul class="chips">` +
      [{ id: family.id, label: t('catalogue.listing.allOf', { name: familyName }) }, ...family.subCategories.map((s) => ({ id: s.id, label: pageCategoryName(locale, s) }))]
        .map((chip) => `<li>${link(categoryPath('en', chip.id), chip.label, ` class="chip"${chip.id === subject.id ? ' aria-current="page"' : ''}`)}</li>`)
        .join('') +
      `</ul></nav>`
    : '';
  const name = pageCategoryName(locale, namesOf(subject).own);
  // A sub-category links its price guide (docs/adr/0054), where the island does.
  const guide = subject.parentName
    ? `<p class="listing-head__guide">${link(priceGuidePath(subject.id), t('catalogue.listing.priceGuide', { name }), ' data-testid="price-guide-link"')}</p>`
    : '';
  return (
    `<div class="listing-head" data-page-static="category" data-testid="category-static"><div class="container">` +
    `<nav aria-label="${escapeHtml(t('catalogue.breadcrumb'))}" class="crumbs">${crumbs}</nav>` +
    `<h1>${escapeHtml(name)}</h1>` +
    `<p class="listing-head__intro">${escapeHtml(t('catalogue.meta.categoryDescription', { name }))}</p>` +
    `<p class="listing-head__count"><span class="skel-line skel-line--count shimmer"></span></p>` +
    guide +
    chips +
    `</div></div>`
  );
}

/** The whole category page: the listing shell of its language filled with the category. */
export function renderCategoryPage(shell: string, subject: CategoryPageSubject, locale: Locale, origin: string): string {
  return fillShell(shell, categoryHead(subject, locale, origin), staticHeading(subject, locale));
}
