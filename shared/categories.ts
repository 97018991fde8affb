/**
 * A name in both languages (docs/adr/0051): `name` is the English one, the one searches, ids and the
 * spec's translation keys go by; `nameFr` the French an admin gave (absent or empty: not given).
 */
export interface Named {
  name: string;
  nameFr?: string;
}

/** A category with its sub-categories, as `getCategories` answers it. */
export interface Category extends Named {
  id: string;
  subCategories: SubCategory[];
}
export interface SubCategory extends Named {
  id: string;
}

/**
 * The catalogue key under which a category name is translated: the spec says the name is
 * translated "after trimming and replacing spaces with underscores".
 */
export function categoryTranslationKey(name: string): string {
  return name.trim().replace(/\s+/g, '_');
}

/** Sorts categories (and their sub-categories) by name, ascending, as the spec's list is. */
export function sortCategoriesByName(categories: Category[], ascending = true): Category[] {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en') * (ascending ? 1 : -1);
  return [...categories]
    .map((c) => ({ ...c, subCategories: [...c.subCategories].sort(byName) }))
    .sort(byName);
}

/**
 * A category's name in a language (docs/adr/0051): in French the name the admin gave, else the
 * catalogue's translation of the English name (`dictionary`, keyed `category.<Name_With_Underscores>`:
 * the spec's rule, which the demo taxonomy's names have), else the English name as written.
 */
export function localCategoryName(named: Named | string, locale: 'en' | 'fr', dictionary: Readonly<Record<string, string>>): string {
  const { name, nameFr } = typeof named === 'string' ? { name: named, nameFr: undefined } : named;
  if (locale === 'fr' && nameFr?.trim()) return nameFr.trim();
  return dictionary[`category.${categoryTranslationKey(name)}`] ?? name;
}

/** True when an admin has not given a category (or sub-category) its French name: /fr shows the English one. */
export function lacksFrench(named: Named): boolean {
  return !named.nameFr?.trim();
}
