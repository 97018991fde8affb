import type Stripe from 'stripe';
import { LOCAL_PAYMENTS_SECRET_KEY } from '../../infra/local/card-processor.ts';
import { stripeSdk as stripeClient } from './stripe-sdk.ts';
import { stackConfig } from './auth.ts';

/**
 * The running stack's local card processor through the real `stripe` SDK: with the publishable key,
 * as Stripe.js calls it; with the secret key, as the server does; and `frame`, on the Stripe.js twin's
 * origin, where its card field tokenises (the only place that takes a card number, docs/adr/0041).
 */
export async function processorClients(): Promise<{ publishable: Stripe; secret: Stripe; frame: Stripe }> {
  const { paymentsUrl, paymentsPublishableKey, stripeJsUrl } = await stackConfig();
  return {
    publishable: stripeClient({ apiKey: paymentsPublishableKey, apiUrl: paymentsUrl }),
    secret: stripeClient({ apiKey: LOCAL_PAYMENTS_SECRET_KEY, apiUrl: paymentsUrl }),
    frame: stripeClient({ apiKey: paymentsPublishableKey, apiUrl: new URL(stripeJsUrl).origin.replace('//localhost:', '//127.0.0.1:') }),
  };
}

export interface CardEntry {
  number?: string;
  expMonth?: number;
  expYear?: number;
  cvc?: string;
  name?: string;
}

/** Tokenises a card as the Stripe.js twin's card field does (on its origin); answers the `pm_...` token. */
export async function tokeniseCard(card: CardEntry = {}): Promise<string> {
  const { frame } = await processorClients();
  const method = await frame.paymentMethods.create({
    type: 'card',
    card: { number: card.number ?? '4242424242424242', exp_month: card.expMonth ?? 12, exp_year: card.expYear ?? new Date().getUTCFullYear() + 3, cvc: card.cvc ?? '123' },
    billing_details: { name: card.name ?? 'Tess Tester' },
  });
  return method.id;
}

/** A delivery as the local card processor's test endpoints report it. */
export interface ProcessorDelivery {
  event: string;
  type: string;
  endpoint: string;
  status: number | null;
}

async function processorTestCall(path: string, params: Record<string, string> = {}): Promise<{ deliveries: ProcessorDelivery[] }> {
  const { paymentsUrl } = await stackConfig();
  const response = await fetch(`${paymentsUrl}/test/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_PAYMENTS_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
  if (!response.ok) throw new Error(`local card processor /test/${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { deliveries: ProcessorDelivery[] };
}

/** Sends a webhook event again (same id and body, signed anew); answers once every endpoint has answered. */
export async function redeliverEvent(eventId: string): Promise<ProcessorDelivery[]> {
  return (await processorTestCall(`redeliver/${encodeURIComponent(eventId)}`)).deliveries;
}

/** Holds a provider customer's next webhook events until `releaseEvents`. */
export async function holdEvents(customerId: string): Promise<void> {
  await processorTestCall('webhooks/hold', { customer: customerId });
}

/** Sends a customer's held events, oldest first or newest first; answers once they are answered. */
export async function releaseEvents(customerId: string, order: 'created' | 'reverse'): Promise<ProcessorDelivery[]> {
  return (await processorTestCall('webhooks/release', { customer: customerId, order })).deliveries;
}
