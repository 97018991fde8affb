import type { Locale } from '../../../../shared/i18n/index.ts';
import { FORM_STRINGS, pickMessages, pickStrings } from '../../lib/strings.ts';

/**
 * The strings an account island needs, in the page's language, for `.astro` frontmatter only (the
 * islands receive them as a prop, so no catalogue ships in their JavaScript): the picked keys, the forms' own words (lib/forms), and
 * the texts of the message codes the account calls and forms can meet (`msg.<code>`), which the
 * islands say by code (lib/messages.ts).
 */
export function accountStrings(locale: Locale, prefixes: readonly string[]): Record<string, string> {
  return { ...pickStrings(locale, [...prefixes, FORM_STRINGS]), ...pickMessages(locale, ['account']) };
}
