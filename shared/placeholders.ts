/** Values for `{name}` placeholders in a message or a string of the catalogues. */
export type Placeholders = Record<string, string | number>;

/**
 * Fills `{name}` placeholders with their values; a placeholder without a value stays as written, so
 * a missing value is visible rather than blank. Kept apart from the catalogues and `Messages` so a
 * browser island can fill strings without shipping either.
 */
export function fillPlaceholders(text: string, params?: Placeholders): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
