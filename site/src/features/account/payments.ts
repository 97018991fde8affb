/**
 * Card tokenisation in the browser. The card goes from this page straight to the payment provider
 * (`POST {paymentsUrl}/v1/payment_methods`, Stripe's API shape, authorised by the publishable key);
 * only the `pm_...` id it answers reaches our API (`addCard`). Both the URL and the key come from
 * /config.json: locally the card processor that honours Stripe's test cards, in AWS Stripe itself
 * (`https://api.stripe.com` and the account's `pk_...`). Nothing here logs the card.
 */
import { loadConfig } from '../../lib/api.ts';

/** The payment provider's part of /config.json. */
interface PaymentsConfig {
  paymentsUrl?: string;
  paymentsPublishableKey?: string;
}

export interface CardToTokenise {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  /** The name on the card. */
  name: string;
}

export type TokeniseResult =
  | { ok: true; paymentMethodId: string; brand: string | null; last4: string | null }
  | { ok: false; message: string | null; field: 'number' | 'expiry' | 'cvc' | null };

/** Stripe's error codes that belong to one field of the form. */
const FIELD_OF_CODE: Record<string, 'number' | 'expiry' | 'cvc'> = {
  incorrect_number: 'number',
  invalid_number: 'number',
  card_declined: 'number',
  expired_card: 'expiry',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  invalid_cvc: 'cvc',
  incorrect_cvc: 'cvc',
};

/** Creates a payment method for a card with the payment provider; never throws. */
export async function tokeniseCard(card: CardToTokenise): Promise<TokeniseResult> {
  try {
    const config = (await loadConfig()) as PaymentsConfig;
    if (!config.paymentsUrl || !config.paymentsPublishableKey) return { ok: false, message: null, field: null };
    const body = new URLSearchParams({
      type: 'card',
      'card[number]': card.number,
      'card[exp_month]': String(card.expMonth),
      'card[exp_year]': String(card.expYear),
      'card[cvc]': card.cvc,
      'billing_details[name]': card.name,
    });
    const response = await fetch(`${config.paymentsUrl.replace(/\/$/, '')}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.paymentsPublishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body,
      // The card must not linger in any cache or be sent on to another origin.
      cache: 'no-store',
      redirect: 'error',
      credentials: 'omit',
    });
    const answer = (await response.json().catch(() => null)) as {
      id?: string;
      card?: { brand?: string; last4?: string };
      error?: { message?: string; code?: string; decline_code?: string };
    } | null;
    if (response.ok && answer?.id) {
      return { ok: true, paymentMethodId: answer.id, brand: answer.card?.brand ?? null, last4: answer.card?.last4 ?? null };
    }
    const code = answer?.error?.code ?? '';
    return { ok: false, message: answer?.error?.message ?? null, field: FIELD_OF_CODE[code] ?? null };
  } catch {
    return { ok: false, message: null, field: null };
  }
}
