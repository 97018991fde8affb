/**
 * Cards through Stripe.js (docs/adr/0041): the card's details are typed into Stripe's own field (a
 * frame of Stripe's origin; locally the card processor's twin on another port), never into this page.
 * Stripe.js is loaded from `/config.json`'s `stripeJsUrl` (Stripe asks that it is never bundled):
 * `@stripe/stripe-js` gives the types only, so the page carries none of its code.
 *
 * Saving a card: `createCardSetup` (a SetupIntent) → `confirmCardSetup` in Stripe's frame (3-D Secure
 * when the bank asks, shown by Stripe.js) → `addCard` with the PaymentMethod. Paying a saved card that
 * the bank wants confirmed: `handleNextAction` with the order's client secret.
 */
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent, StripeConstructor, StripeError } from '@stripe/stripe-js';
import { call } from '../../lib/api.ts';
import { loadConfig } from '../../lib/config.ts';

let stripePromise: Promise<Stripe | null> | null = null;

/** Stripe.js, loaded once per page from the configured URL; null when it cannot be loaded. */
export function loadStripeJs(): Promise<Stripe | null> {
  stripePromise ??= loadConfig().then(
    (config) =>
      new Promise<Stripe | null>((resolve) => {
        const existing = (window as { Stripe?: StripeConstructor }).Stripe;
        if (existing) return resolve(existing(config.paymentsPublishableKey));
        const script = document.createElement('script');
        script.src = config.stripeJsUrl;
        script.async = true;
        script.addEventListener('load', () => {
          const loaded = (window as { Stripe?: StripeConstructor }).Stripe;
          resolve(loaded ? loaded(config.paymentsPublishableKey) : null);
        });
        script.addEventListener('error', () => {
          // a later try may load it (a network blip)
          stripePromise = null;
          script.remove();
          resolve(null);
        });
        document.head.appendChild(script);
      }),
    () => {
      stripePromise = null;
      return null;
    },
  );
  return stripePromise;
}

/** Stripe's card field mounted in `holder`; `onChange` hears whether it is complete and Stripe's message when it is not. */
export async function mountCardElement(holder: HTMLElement, onChange: (event: StripeCardElementChangeEvent) => void): Promise<{ stripe: Stripe; card: StripeCardElement } | null> {
  const stripe = await loadStripeJs();
  if (!stripe || !holder.isConnected) return null;
  const card = stripe.elements().create('card', { hidePostalCode: true });
  card.on('change', onChange);
  card.mount(holder);
  return { stripe, card };
}

export type SetupResult = { ok: true; paymentMethodId: string } | { ok: false; message: string | null };

/** Saves the card typed in Stripe's field at the provider (a confirmed SetupIntent); never throws. */
export async function confirmCardSetup(stripe: Stripe, card: StripeCardElement, name: string): Promise<SetupResult> {
  try {
    const setup = await call('createCardSetup', {});
    if (setup.status !== 200) return { ok: false, message: setup.message ?? null };
    const answer = await stripe.confirmCardSetup(setup.data.clientSecret, { payment_method: { card, billing_details: { name } } });
    if (answer.error) return { ok: false, message: stripeMessage(answer.error) };
    const pm = answer.setupIntent.payment_method;
    const paymentMethodId = typeof pm === 'string' ? pm : pm?.id;
    return paymentMethodId ? { ok: true, paymentMethodId } : { ok: false, message: null };
  } catch {
    return { ok: false, message: null };
  }
}

/** The bank's check of a payment (3-D Secure), shown by Stripe.js: true once the bank said yes. */
export async function confirmPaymentAction(clientSecret: string): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const stripe = await loadStripeJs();
  if (!stripe) return { ok: false, message: null };
  const answer = await stripe.handleNextAction({ clientSecret });
  if (answer.error) return { ok: false, message: stripeMessage(answer.error) };
  return { ok: true };
}

/** Stripe's own words for a card problem (its messages are for the buyer); null for anything else. */
function stripeMessage(error: StripeError): string | null {
  return error.type === 'card_error' || error.type === 'validation_error' ? (error.message ?? null) : null;
}
