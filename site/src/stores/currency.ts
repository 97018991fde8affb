import { atom, computed } from 'nanostores';
import { GBP, formatMoney, type Currency } from '../../../shared/money.ts';
import { call } from '../lib/api.ts';

/** The spec keeps the chosen currency in local storage under `currency` (default GBP). */
const STORAGE_KEY = 'currency';

/** The currencies the server offers (`metadata`), GBP first. */
export const $currencies = atom<Currency[]>([GBP]);
/** The chosen currency's code. */
export const $currencyCode = atom<string>(readStoredCode());
/** The chosen currency with its rate; GBP until the list arrives or when the code is unknown. */
export const $currency = computed([$currencies, $currencyCode], (list, code) => list.find((c) => c.code === code) ?? GBP);

function readStoredCode(): string {
  try {
    return (typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEY)) || 'GBP';
  } catch {
    return 'GBP';
  }
}

let metadataRequested = false;
/** Loads the currency list once per page; failures are only logged, as the spec says. */
export async function loadCurrencies(): Promise<void> {
  if (metadataRequested) return;
  metadataRequested = true;
  const result = await call<{ currencies: Currency[] }>('metadata');
  if (result.status === 200 && result.data.currencies.length) $currencies.set(result.data.currencies);
  else console.error('metadata failed', result.message);
}

/** Chooses a display currency and keeps it locally. (Signed-in users also save it: issue 3.) */
export function chooseCurrency(code: string): void {
  $currencyCode.set(code);
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** Formats pence in the chosen currency. */
export function formatPrice(pence: number, currency: Currency, locale: string): string {
  return formatMoney(pence, currency, locale);
}
