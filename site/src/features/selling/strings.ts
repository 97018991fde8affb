import type { Locale } from '../../../../shared/i18n/index.ts';
import { pickMessages, pickStrings } from '../../lib/strings.ts';

/** The string-key prefixes the listing wizard needs (its fields are the form kit's: its "optional"). */
export const SELLING_STRING_PREFIXES = ['selling.', 'category.', 'form.optional'] as const;

/**
 * The listing wizard's strings in a page's language: its own keys and the texts of the message
 * codes it can meet (the selling group's and the protocol's). For `.astro` frontmatter only; hand
 * the result to `<ListingWizard strings={...} />`.
 */
export function sellingStrings(locale: Locale): Record<string, string> {
  return { ...pickStrings(locale, SELLING_STRING_PREFIXES), ...pickMessages(locale, ['selling']) };
}
