import { atom, computed } from 'nanostores';
import { GBP, formatMoney, type Currency } from '../../../shared/money.ts';
import { call } from '../lib/api.ts';
import { readStored } from '../lib/session.ts';

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
  const result = await call('metadata');
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

/**
 * The header's currency choice. A visitor's choice is applied and kept locally at once; for a
 * signed-in user the spec's "currency update" call saves it first and the choice is applied and
 * stored only when the server answers 200 (a failure is only logged).
 */
export async function selectCurrency(code: string): Promise<void> {
  const uid = readStored('uid');
  if (!uid || !readStored('token')) {
    chooseCurrency(code);
    return;
  }
  const result = await call('updateCurrency', { uid, currency: code });
  if (result.status === 200) chooseCurrency(code);
  else console.error('updateCurrency failed', result.message);
}
