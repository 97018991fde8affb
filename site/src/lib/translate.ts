import { fillPlaceholders } from '../../../shared/placeholders.ts';

/** An island's translator: a string key (and placeholders' values) to the page language's text; the key itself when missing. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The translator's `t` (lib/translator.ts) on its own: the string for a key, `{name}` placeholders
 * filled; the key itself when missing. A module apart so the header, on every page, ships this and
 * not the rest of the translator (docs/adr/0058).
 */
export function translate(strings: Readonly<Record<string, string>>): Translate {
  return (key, params) => fillPlaceholders(strings[key] ?? key, params);
}
