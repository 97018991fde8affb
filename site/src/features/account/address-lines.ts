import type { Address } from '../../stores/account.ts';
import { countryName } from '../../../../shared/countries.ts';

/** The lines of an address as an envelope shows them (a saved address, or the copy an order keeps). */
export function addressLines(
  a: Pick<Address, 'streetAddress' | 'addressLine1' | 'city' | 'region' | 'postCode' | 'country'> & { addressLine2?: string | null },
  locale: string,
): string[] {
  return [
    a.streetAddress,
    a.addressLine1,
    a.addressLine2 ?? '',
    [a.city, a.region].filter(Boolean).join(', '),
    a.postCode,
    countryName(a.country, locale),
  ].filter((line) => line && line.trim());
}
