/** Amounts as people type them in a money field (fields.tsx `MoneyField`): the text in pounds, the value in pence. */

/**
 * Pounds as typed ("125.50", "£1,250", "125,50") → pence; null when empty; NaN when it is not an
 * amount. A comma followed by one or two digits at the end is a decimal comma (French); other
 * commas and spaces group thousands.
 */
export function parsePounds(text: string): number | null {
  let s = text.replace(/[\s\u00a0\u202f£]/g, '');
  if (s === '') return null;
  if (/,\d{1,2}$/.test(s) && !s.includes('.')) s = s.replace(/,(\d{1,2})$/, '.$1');
  s = s.replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(s);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Pence → the text a money input shows ("125.50", or "125,50" in French); '' for none. */
export function formatPoundsInput(pence: number | null, locale: 'en' | 'fr'): string {
  if (pence === null || !Number.isFinite(pence)) return '';
  const text = (pence / 100).toFixed(2);
  return locale === 'fr' ? text.replace('.', ',') : text;
}
