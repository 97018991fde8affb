/**
 * The string-key prefixes the listing wizard needs: pass to `pickStrings(locale, SELLING_STRING_PREFIXES)`
 * in a page's frontmatter and hand the result to `<ListingWizard strings={...} />`.
 */
export const SELLING_STRING_PREFIXES = ['selling.', 'category.'] as const;
