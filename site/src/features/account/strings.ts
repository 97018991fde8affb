import type { Locale } from '../../../../shared/i18n/index.ts';
import { FORM_STRINGS, pickMessages, pickStrings } from '../../lib/strings.ts';

/** What every account panel can say: its form's own messages, loading, a failed load, a session that ended, saving. */
const PANEL_STRINGS = ['account.error.', 'account.loading', 'account.loadFailed', 'account.retry', 'account.sessionEnded', 'account.signIn', 'account.saving'];

/**
 * The strings an account island needs, in the page's language, for `.astro` frontmatter only (the
 * islands receive them as a prop, so no catalogue ships in their JavaScript): the picked keys, the panels' common words (PANEL_STRINGS), the forms' own words (lib/forms), and
 * the texts of the message codes the account calls and forms can meet (`msg.<code>`), which the
 * islands say by code (lib/messages.ts).
 */
export function accountStrings(locale: Locale, prefixes: readonly string[]): Record<string, string> {
  return { ...pickStrings(locale, [...prefixes, ...PANEL_STRINGS, FORM_STRINGS]), ...pickMessages(locale, ['account']) };
}
