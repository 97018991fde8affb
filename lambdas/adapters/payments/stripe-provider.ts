import { declineCodeOf, type DeclineCode } from '../../../shared/cards.ts';
import { StripeApiError, type StripeApi } from './stripe-api.ts';
import {
  PaymentsError,
  type PaymentAttempt,
  type PaymentIntentDetails,
  type PaymentIntentStatus,
  type PaymentMethodDetails,
  type PaymentsProvider,
  type RefundDetails,
} from './payments-provider.ts';
import { verifyStripeWebhook } from './webhook-signature.ts';

/** The parts of Stripe's PaymentMethod object Patina reads. */
interface StripePaymentMethod {
  id: string;
  type: string;
  customer: string | { id: string } | null;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint?: string | null };
  billing_details?: { name?: string | null };
}

function toDetails(method: StripePaymentMethod): PaymentMethodDetails {
  if (method.type !== 'card' || !method.card) throw new PaymentsError('not_a_card', 'Only cards can be saved');
  return {
    id: method.id,
    customerId: typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null),
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    nameOnCard: method.billing_details?.name ?? '',
    fingerprint: method.card.fingerprint ?? null,
  };
}

/** The parts of Stripe's PaymentIntent object Patina reads. */
interface StripePaymentIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  customer: string | { id: string } | null;
  metadata: Record<string, string>;
  next_action: { type: string; redirect_to_url?: { url: string } } | null;
  last_payment_error: { code?: string; decline_code?: string } | null;
  latest_charge: string | StripeCharge | null;
}

interface StripeCharge {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  amount_refunded: number;
}

interface StripeRefund {
  id: string;
  status: RefundDetails['status'];
  amount: number;
  payment_intent: string;
}

/** Stripe's statuses as Patina reads them: anything that needs another card is `failed`. */
function statusOf(intent: StripePaymentIntent): PaymentIntentStatus {
  switch (intent.status) {
    case 'succeeded':
    case 'requires_action':
    case 'processing':
    case 'canceled':
      return intent.status;
    default:
      // requires_payment_method (declined, or authentication failed), requires_confirmation, requires_capture:
      // Patina never leaves an intent unconfirmed nor captures by hand, so none of them is a payment.
      return 'failed';
  }
}

function declineOf(intent: StripePaymentIntent): { declineCode?: DeclineCode } {
  return statusOf(intent) === 'failed' && intent.last_payment_error ? { declineCode: declineCodeOf(intent.last_payment_error) } : {};
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

function isMissing(error: unknown): boolean {
  return error instanceof StripeApiError && (error.status === 404 || error.code === 'resource_missing');
}

function isInvalidRequest(error: unknown): error is StripeApiError {
  return error instanceof StripeApiError && error.type === 'invalid_request_error';
}

/** The payments adapter over Stripe's API. */
export function createStripeProvider(stripe: StripeApi): PaymentsProvider {
  return {
    async ensureCustomer(uid, email) {
      const customer = await stripe.request<{ id: string }>('POST', '/v1/customers', { email, metadata: { uid } }, `patina-customer-${uid}`);
      return customer.id;
    },

    async getPaymentMethod(paymentMethodId) {
      try {
        return toDetails(await stripe.request<StripePaymentMethod>('GET', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}`));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async attachPaymentMethod(paymentMethodId, customerId) {
      try {
        return toDetails(await stripe.request<StripePaymentMethod>('POST', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/attach`, { customer: customerId }));
      } catch (error) {
        if (isMissing(error)) throw new PaymentsError('not_found', 'No such card');
        if (isInvalidRequest(error) && /already been attached/i.test(error.message)) {
          throw new PaymentsError('attached_elsewhere', 'This card belongs to someone else');
        }
        if (isInvalidRequest(error)) throw new PaymentsError('invalid_request', error.message);
        throw error;
      }
    },

    async detachPaymentMethod(paymentMethodId) {
      try {
        await stripe.request('POST', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/detach`);
      } catch (error) {
        // Already detached, or gone: the card is no longer usable either way, which is what was asked.
        if (isMissing(error)) return;
        if (isInvalidRequest(error) && /not attached/i.test(error.message)) return;
        throw error;
      }
    },

    async createPaymentIntent({ amount, customerId, paymentMethodId, orderId, attempt, returnUrl }) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new PaymentsError('invalid_request', 'The amount must be a positive whole number of pence');
      if (!Number.isSafeInteger(attempt) || attempt < 1) throw new PaymentsError('invalid_request', 'The attempt must be a positive whole number');
      let intent: StripePaymentIntent;
      try {
        intent = await stripe.request<StripePaymentIntent>(
          'POST',
          '/v1/payment_intents',
          {
            amount,
            currency: 'gbp',
            customer: customerId,
            payment_method: paymentMethodId,
            confirm: true,
            // The buyer is at the checkout: the bank may ask them to authenticate (3-D Secure).
            off_session: false,
            return_url: returnUrl,
            metadata: { orderId, attempt: String(attempt) },
          },
          `order-${orderId}-${attempt}`,
        );
      } catch (error) {
        // A decline is Stripe's 402 card error carrying the intent it left behind: an answer, not a failure.
        const declined = error instanceof StripeApiError && error.type === 'card_error' ? (error.error.payment_intent as StripePaymentIntent | undefined) : undefined;
        if (!declined) throw refusalOf(error);
        intent = declined;
      }
      const status = statusOf(intent);
      if (status === 'canceled') throw new PaymentsError('invalid_request', `The PaymentIntent ${intent.id} was cancelled`);
      return {
        id: intent.id,
        status,
        clientSecret: intent.client_secret,
        challengeUrl: status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null,
        ...declineOf(intent),
        amount: intent.amount,
        orderId: intent.metadata.orderId ?? orderId,
      } satisfies PaymentAttempt;
    },

    async getPaymentIntent(paymentIntentId) {
      let intent: StripePaymentIntent;
      try {
        intent = await stripe.request<StripePaymentIntent>('GET', `/v1/payment_intents/${encodeURIComponent(paymentIntentId)}`, { expand: ['latest_charge'] });
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      return {
        id: intent.id,
        status: statusOf(intent),
        amount: intent.amount,
        amountReceived: intent.amount_received,
        currency: intent.currency,
        orderId: intent.metadata.orderId ?? null,
        customerId: idOf(intent.customer),
        latestCharge: charge ? { id: charge.id, status: charge.status, amountRefunded: charge.amount_refunded } : null,
        ...declineOf(intent),
      } satisfies PaymentIntentDetails;
    },

    async refundPaymentIntent(paymentIntentId, { reason, idempotencyKey }) {
      try {
        const refund = await stripe.request<StripeRefund>('POST', '/v1/refunds', { payment_intent: paymentIntentId, reason }, idempotencyKey);
        return { id: refund.id, status: refund.status, amount: refund.amount, paymentIntentId: refund.payment_intent };
      } catch (error) {
        if (error instanceof StripeApiError && error.code === 'charge_already_refunded') throw new PaymentsError('already_refunded', error.message);
        throw refusalOf(error);
      }
    },

    verifyWebhook(rawBody, signatureHeader, secret, now) {
      return verifyStripeWebhook(rawBody, signatureHeader, secret, now);
    },
  };
}

/** Stripe's refusals as PaymentsErrors; anything else (network, 5xx) goes on as it is. */
function refusalOf(error: unknown): unknown {
  if (isMissing(error)) return new PaymentsError('not_found', (error as Error).message);
  if (error instanceof StripeApiError && error.type === 'idempotency_error') return new PaymentsError('idempotency_conflict', error.message);
  if (isInvalidRequest(error)) return new PaymentsError('invalid_request', error.message);
  return error;
}
