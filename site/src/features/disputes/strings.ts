import type { Locale } from '../../../../shared/i18n/index.ts';
import { FORM_STRINGS, pickMessages, pickStrings } from '../../lib/strings.ts';

/*
 * The strings of disputes in the page's language, for `.astro` frontmatter only (the islands receive
 * them as a prop, so no catalogue ships in their JavaScript).
 */

/** Every dispute word (`disputes.`) and every message a dispute call can answer, by code. */
export function disputeStrings(locale: Locale): Record<string, string> {
  return { ...pickStrings(locale, ['disputes.', FORM_STRINGS]), ...pickMessages(locale, ['disputes']) };
}
