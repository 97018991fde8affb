/** Money is an integer number of pence (GBP minor units) everywhere in the domain and the API. */
export type Pence = number;

/** Seller commission on the final sale: 2.95 %, kept in basis points so arithmetic stays integral. */
export const COMMISSION_BASIS_POINTS = 295;

/** The commission on a sale, rounded to the nearest penny (half up). */
export function commissionOn(amount: Pence): Pence {
  return Math.round((amount * COMMISSION_BASIS_POINTS) / 10_000);
}

/** What the seller receives from a sale before any fulfilment fee. */
export function sellerProceeds(amount: Pence): Pence {
  return amount - commissionOn(amount);
}

/** A display currency from `metadata`: `rate` is units of this currency per 1 GBP. */
export interface Currency {
  code: string;
  name: string;
  symbol: string;
  rate: number;
}

/** Currencies without minor units are shown without decimals. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'HUF', 'ISK']);

/** Converts pence into an amount of another currency (major units), for display only. */
export function convertPence(amount: Pence, currency: Pick<Currency, 'code' | 'rate'>): number {
  const major = (amount / 100) * currency.rate;
  const digits = ZERO_DECIMAL.has(currency.code) ? 0 : 2;
  const factor = 10 ** digits;
  return Math.round(major * factor) / factor;
}

/** One formatter per language and currency: building an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(code: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = ZERO_DECIMAL.has(code) ? 0 : 2;
    formatter = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      style: 'currency',
      currency: code,
      // "$57.15" and "155,00 £" rather than "US$57.15" and "155,00 £GB": the picker names the currency.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats pence in the chosen display currency for a locale ("£1,250.00", "1 453,20 €"). */
export function formatMoney(amount: Pence, currency: Pick<Currency, 'code' | 'rate'>, locale = 'en'): string {
  return formatterFor(currency.code, locale === 'fr' ? 'fr' : 'en').format(convertPence(amount, currency));
}

/** The pound itself, used wherever no other currency was chosen. */
export const GBP: Currency = { code: 'GBP', name: 'British pound', symbol: '£', rate: 1 };
