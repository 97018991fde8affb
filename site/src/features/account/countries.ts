/**
 * The account forms' countries: the choices are the form kit's (lib/forms/countries.ts, the country
 * field's); here the country a page's language suggests, and the names and calling codes the address
 * lines and the phone's country code use.
 */
import { callingCodeOf, countryName } from '../../../../shared/countries.ts';

export { countryOptions } from '../../lib/forms/countries.ts';

/** The country a page's language suggests before the person has chosen one. */
export function defaultCountry(locale: string): string {
  return locale === 'fr' ? 'FR' : 'GB';
}

export { callingCodeOf, countryName };
