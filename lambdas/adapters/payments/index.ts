import type Stripe from 'stripe';
import { optionalEnv } from '../../lib/env.ts';
import { readSecret } from '../../lib/secrets.ts';
import type { PaymentsProvider } from './payments-provider.ts';
import { stripeClient } from './stripe-client.ts';
import { createStripeProvider } from './stripe-provider.ts';

export {
  PaymentsError,
  type CardSetup,
  type ConfirmRequest,
  type OrderIntentRequest,
  type PaymentIntentDetails,
  type PaymentIntentStatus,
  type PaymentMethodDetails,
  type PaymentsProvider,
  type RefundDetails,
  type RefundReason,
} from './payments-provider.ts';
export { verifyStripeWebhook, WEBHOOK_TOLERANCE_SECONDS, type PaymentsEvent, type WebhookRefusal, type WebhookVerification } from './webhook-signature.ts';

let provider: PaymentsProvider | null = null;

/**
 * The payment provider of this process, made on first use from the environment:
 * - the secret key, read at run time (lambdas/lib/secrets.ts): in AWS from the Secrets Manager secret
 *   named by `STRIPE_SECRET_KEY_ID` (cached, so a rotation takes effect without a deploy); locally
 *   `STRIPE_SECRET_KEY`, the local card processor's `sk_test_patina_local`;
 * - `STRIPE_API_URL` (optional): a Stripe-compatible base URL; locally the card processor at
 *   `http://127.0.0.1:<port>/local-payments`; unset in AWS, where requests go to api.stripe.com.
 */
export function payments(): PaymentsProvider {
  provider ??= createStripeProvider(clientForCurrentKey());
  return provider;
}

/** The SDK client for the secret key as read now: a new client only when the key changed (a rotation). */
function clientForCurrentKey(): () => Promise<Stripe> {
  let current: { key: string; client: Promise<Stripe> } | null = null;
  return async () => {
    const key = await readSecret('stripeSecretKey');
    if (current?.key !== key) current = { key, client: stripeClient(key, optionalEnv('STRIPE_API_URL')) };
    return current.client;
  };
}

/** Replaces the provider (tests of the use cases). */
export function usePayments(replacement: PaymentsProvider | null): void {
  provider = replacement;
}
