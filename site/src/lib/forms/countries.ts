/**
 * The country choices of the forms, named in the page's language, and the one a form starts on. The
 * codes and calling codes are the shared list the server validates against (shared/countries.ts); the
 * names come from the browser's Intl.DisplayNames, so no name table ships in the JavaScript.
 */
import { callingCodeOf, COUNTRY_CODES, countryName } from '../../../../shared/countries.ts';

export interface CountryOption {
  code: string;
  name: string;
  /** "+44". */
  dial: string;
}

const cache = new Map<string, CountryOption[]>();

/** Every country with its name in a language, sorted as that language sorts. */
export function countryOptions(locale: string): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(locale);
  const list = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale), dial: callingCodeOf(code) ?? '' })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  cache.set(locale, list);
  return list;
}

/** The calling code of a country without "+" ("GB" → "44"); 44 for an unknown one. */
export function dialCodeOf(code: string): string {
  return (callingCodeOf(code) ?? '+44').slice(1);
}

/** The country a page's language suggests before the person has chosen one. */
export function defaultCountry(locale: string): string {
  return locale === 'fr' ? 'FR' : 'GB';
}
