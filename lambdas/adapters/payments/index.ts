import { optionalEnv } from '../../lib/env.ts';
import { readSecret } from '../../lib/secrets.ts';
import type { PaymentsProvider } from './payments-provider.ts';
import { stripeApi } from './stripe-api.ts';
import { createStripeProvider } from './stripe-provider.ts';

export {
  PaymentsError,
  type PaymentAttempt,
  type PaymentIntentDetails,
  type PaymentIntentStatus,
  type PaymentMethodDetails,
  type PaymentRequest,
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
  provider ??= createStripeProvider(stripeApi(() => readSecret('stripeSecretKey'), optionalEnv('STRIPE_API_URL')));
  return provider;
}

/** Replaces the provider (tests of the use cases). */
export function usePayments(replacement: PaymentsProvider | null): void {
  provider = replacement;
}
