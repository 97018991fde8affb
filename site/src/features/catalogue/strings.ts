import { catalogues, type Locale } from '../../../../shared/i18n/index.ts';
import type { Strings } from './ui.ts';

/**
 * The strings the catalogue islands need, in one language (English filling any gap), for use in
 * `.astro` frontmatter only. Islands receive them as a prop, so the visitor's browser downloads one
 * language inside the HTML instead of every dictionary inside the JavaScript.
 */
export function catalogueStrings(locale: Locale): Strings {
  const pick = (dictionary: Record<string, string>) =>
    Object.fromEntries(Object.entries(dictionary).filter(([key]) => key.startsWith('catalogue.') || key.startsWith('category.')));
  return { ...pick(catalogues.en), ...pick(catalogues[locale]) };
}
