import { fillPlaceholders } from '../../../shared/placeholders.ts';
import type { Translate } from './translator.ts';

/**
 * The translator's `t` (lib/translator.ts) on its own: the string for a key, `{name}` placeholders
 * filled; the key itself when missing. A module apart so the header, on every page, ships this and
 * not the rest of the translator (docs/adr/0058).
 */
export function translate(strings: Readonly<Record<string, string>>): Translate {
  return (key, params) => fillPlaceholders(strings[key] ?? key, params);
}
