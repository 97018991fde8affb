import { catalogues, translate, translator, type Locale } from '../../../shared/i18n/index.ts';
import { MessageGroups, type MessageGroup, type MessageKey } from '../../../shared/messages.ts';
import { pageLocale } from './locales.ts';
import { messageStringKey } from './messages.ts';

/** The prefix of the words every form speaks (lib/forms: "optional", "Please wait…", the show-password button): an island with a form picks it. */
export const FORM_STRINGS = 'form.';

/**
 * A page's language, from its `[...locale]` route param (pageLocale), and the translator for it:
 * `const { locale, t } = pageLanguage(Astro.params);`. Use in .astro frontmatter only.
 */
export function pageLanguage(params: { locale?: string }): { locale: Locale; t: ReturnType<typeof translator> } {
  const locale = pageLocale(params.locale);
  return { locale, t: translator(locale) };
}

/**
 * The strings an island needs, picked at build time in the page's language (English filling any
 * gap): islands receive them as a prop, so the catalogues never ship in their JavaScript.
 * Use in .astro frontmatter only.
 */
export function pickStrings(locale: Locale, prefixes: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(catalogues.en)) {
    if (prefixes.some((p) => key.startsWith(p))) out[key] = translate(locale, key);
  }
  return out;
}

/**
 * The texts of the message codes an island can meet (`msg.<code>`), in the page's language: the
 * protocol's and the fields' messages, plus the groups of the feature (shared/messages.ts). Merge
 * into the island's strings; `sayMessage` and `describe` (lib/messages.ts) read them by code.
 * Use in .astro frontmatter only.
 */
export function pickMessages(locale: Locale, groups: readonly MessageGroup[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const group of new Set<MessageGroup>(['protocol', 'validation', ...groups])) {
    for (const code of Object.keys(MessageGroups[group]) as MessageKey[]) {
      const key = messageStringKey(code);
      out[key] = translate(locale, key);
    }
  }
  return out;
}

/**
 * The texts of a few message codes (`msg.<code>`), in the page's language: for islands that can meet
 * only these, so they need not carry whole groups. Use in .astro frontmatter only.
 */
export function pickMessageCodes(locale: Locale, codes: readonly MessageKey[]): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [messageStringKey(code), translate(locale, messageStringKey(code))]));
}
