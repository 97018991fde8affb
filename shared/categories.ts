/** A category with its sub-categories, as `getCategories` answers it. */
export interface Category {
  id: string;
  name: string;
  subCategories: SubCategory[];
}
export interface SubCategory {
  id: string;
  name: string;
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
