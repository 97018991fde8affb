/**
 * The phone number's country code picker: the shared list of countries and calling codes
 * (shared/countries.ts, the one the server validates against), named in the page's language by the
 * browser's Intl.DisplayNames, so no name table ships in the JavaScript.
 */
import { callingCodeOf, COUNTRY_CODES, countryName } from '../../../../shared/countries.ts';

export interface DialOption {
  /** ISO 3166-1 alpha-2, e.g. GB. */
  iso: string;
  /** The calling code without "+", e.g. 44. */
  dial: string;
  name: string;
}

/** The picker's default: the United Kingdom, +44. */
export const DEFAULT_COUNTRY = 'GB';

/** The calling code of a country without "+" ("GB" → "44"); 44 for an unknown one. */
export function dialCodeOf(iso: string): string {
  return (callingCodeOf(iso) ?? '+44').slice(1);
}

/** Every country with its calling code, named in a language and sorted as that language sorts. */
export function dialOptions(locale: string): DialOption[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((iso) => ({ iso, dial: dialCodeOf(iso), name: countryName(iso, locale) })).sort((a, b) => collator.compare(a.name, b.name));
}
