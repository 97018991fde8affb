import type Stripe from 'stripe';
import { LOCAL_PAYMENTS_SECRET_KEY } from '../../infra/local/card-processor.ts';
import { stripeSdk as stripeClient } from './stripe-sdk.ts';
import { stackConfig } from './auth.ts';

/**
 * The running stack's local card processor through the real `stripe` SDK: with the publishable key,
 * as the browser's card form tokenises, and with the secret key, as the server does.
 */
export async function processorClients(): Promise<{ publishable: Stripe; secret: Stripe }> {
  const { paymentsUrl, paymentsPublishableKey } = await stackConfig();
  return {
    publishable: stripeClient({ apiKey: paymentsPublishableKey, apiUrl: paymentsUrl }),
    secret: stripeClient({ apiKey: LOCAL_PAYMENTS_SECRET_KEY, apiUrl: paymentsUrl }),
  };
}

export interface CardEntry {
  number?: string;
  expMonth?: number;
  expYear?: number;
  cvc?: string;
  name?: string;
}

/** Tokenises a card as the browser does; answers the `pm_...` token. */
export async function tokeniseCard(card: CardEntry = {}): Promise<string> {
  const { publishable } = await processorClients();
  const method = await publishable.paymentMethods.create({
    type: 'card',
    card: { number: card.number ?? '4242424242424242', exp_month: card.expMonth ?? 12, exp_year: card.expYear ?? new Date().getUTCFullYear() + 3, cvc: card.cvc ?? '123' },
    billing_details: { name: card.name ?? 'Tess Tester' },
  });
  return method.id;
}
