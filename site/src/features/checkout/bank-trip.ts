/** Where checkout remembers the page's language while the buyer is at their bank (the bank returns to /payment-success). */
const LOCALE_KEY = 'patina.checkout.locale';

/** Remembers the checkout's language before the browser leaves for the bank's 3-D Secure page. */
export function rememberCheckoutLocale(locale: 'en' | 'fr'): void {
  try {
    sessionStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // private mode: the confirmation page speaks the language of its URL
  }
}

/** The language the checkout was in, once (the key is cleared). */
export function takeCheckoutLocale(): 'en' | 'fr' | null {
  try {
    const value = sessionStorage.getItem(LOCALE_KEY);
    sessionStorage.removeItem(LOCALE_KEY);
    return value === 'fr' || value === 'en' ? value : null;
  } catch {
    return null;
  }
}
