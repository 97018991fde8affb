import type Stripe from 'stripe';
import { declineCodeOf } from '../../../shared/cards.ts';
import {
  PaymentsError,
  type PaymentIntentDetails,
  type PaymentIntentStatus,
  type PaymentMethodDetails,
  type PaymentsProvider,
} from './payments-provider.ts';
import { verifyStripeWebhook } from './webhook-signature.ts';

function toDetails(method: Stripe.PaymentMethod): PaymentMethodDetails {
  if (method.type !== 'card' || !method.card) throw new PaymentsError('not_a_card', 'Only cards can be saved');
  return {
    id: method.id,
    customerId: idOf(method.customer),
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    nameOnCard: method.billing_details?.name ?? '',
    fingerprint: method.card.fingerprint ?? null,
  };
}

/** Stripe's statuses as Patina reads them: anything that needs another card is `failed`. */
function statusOf(intent: Stripe.PaymentIntent): PaymentIntentStatus {
  switch (intent.status) {
    case 'succeeded':
    case 'requires_action':
    case 'processing':
    case 'canceled':
      return intent.status as PaymentIntentStatus;
    default:
      // requires_payment_method (declined, or authentication failed), requires_confirmation, requires_capture:
      // Patina never leaves an intent confirmed-but-uncaptured, so none of them is a payment.
      return 'failed';
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** What the server reads of an intent (docs/adr/0019): the provider's record, never the browser's word. */
function intentDetails(intent: Stripe.PaymentIntent): PaymentIntentDetails {
  const status = statusOf(intent);
  const charge = typeof intent.latest_charge === 'object' && intent.latest_charge ? intent.latest_charge : null;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status,
    amount: intent.amount,
    amountReceived: intent.amount_received,
    currency: intent.currency,
    orderId: intent.metadata?.orderId ?? null,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    clientSecret: intent.client_secret ?? '',
    challengeUrl: status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null,
    latestCharge: charge ? { id: charge.id, status: charge.status as 'succeeded' | 'pending' | 'failed', amountRefunded: charge.amount_refunded } : null,
    chargedCard: charge?.payment_method_details?.card ? { brand: charge.payment_method_details.card.brand ?? 'unknown', last4: charge.payment_method_details.card.last4 ?? '' } : null,
    ...(status === 'failed' && error ? { declineCode: declineCodeOf({ code: error.code, decline_code: error.decline_code }) } : {}),
  };
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Error && typeof (error as { rawType?: unknown }).rawType === 'string';
}

function isMissing(error: unknown): boolean {
  return isStripeError(error) && (error.statusCode === 404 || error.code === 'resource_missing');
}

function isInvalidRequest(error: unknown): error is Stripe.errors.StripeError {
  return isStripeError(error) && error.rawType === 'invalid_request_error';
}

/** Stripe's refusals as PaymentsErrors; anything else (network, 5xx) goes on as it is. */
function refusalOf(error: unknown): unknown {
  if (isMissing(error)) return new PaymentsError('not_found', (error as Error).message);
  if (isStripeError(error) && error.rawType === 'idempotency_error') return new PaymentsError('idempotency_conflict', error.message);
  if (isInvalidRequest(error)) return new PaymentsError('invalid_request', error.message);
  return error;
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new PaymentsError('invalid_request', 'The amount must be a positive whole number of pence');
}

/** The payments adapter over Stripe's SDK; `client` answers the SDK for the current secret key. */
export function createStripeProvider(client: () => Promise<Stripe>): PaymentsProvider {
  return {
    async ensureCustomer(uid, email) {
      const customer = await (await client()).customers.create({ email, metadata: { uid } }, { idempotencyKey: `patina-customer-${uid}` });
      return customer.id;
    },

    async getPaymentMethod(paymentMethodId) {
      try {
        return toDetails(await (await client()).paymentMethods.retrieve(paymentMethodId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async attachPaymentMethod(paymentMethodId, customerId) {
      try {
        return toDetails(await (await client()).paymentMethods.attach(paymentMethodId, { customer: customerId }));
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
        await (await client()).paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Already detached, or gone: the card is no longer usable either way, which is what was asked.
        if (isMissing(error)) return;
        if (isInvalidRequest(error) && /not attached/i.test(error.message)) return;
        throw error;
      }
    },

    async createOrderIntent({ orderId, amount, customerId }) {
      checkAmount(amount);
      const create = async (idempotencyKey: string) => {
        try {
          return intentDetails(await (await client()).paymentIntents.create({ amount, currency: 'gbp', customer: customerId, metadata: { orderId } }, { idempotencyKey }));
        } catch (error) {
          throw refusalOf(error);
        }
      };
      try {
        return await create(`order-${orderId}`);
      } catch (error) {
        // The key was used with another total by a try that stopped before storing the intent's id (so before
        // confirming it: that intent can never be charged). This total gets an intent of its own.
        if (error instanceof PaymentsError && error.kind === 'idempotency_conflict') return create(`order-${orderId}-${amount}`);
        throw error;
      }
    },

    async confirmPaymentIntent(paymentIntentId, { amount, paymentMethodId, returnUrl, idempotencyKey }) {
      checkAmount(amount);
      const stripe = await client();
      let intent: Stripe.PaymentIntent;
      try {
        const current = await stripe.paymentIntents.retrieve(paymentIntentId);
        // The total follows the address chosen (shipping): the intent is brought to it before it is confirmed.
        if (current.amount !== amount) await stripe.paymentIntents.update(paymentIntentId, { amount }, { idempotencyKey: `${idempotencyKey}-amount` });
        intent = await stripe.paymentIntents.confirm(
          paymentIntentId,
          // The buyer is at the checkout: the bank may ask them to authenticate (3-D Secure), which Stripe.js shows.
          { payment_method: paymentMethodId, off_session: false, return_url: returnUrl, expand: ['latest_charge'] },
          { idempotencyKey },
        );
      } catch (error) {
        // A decline is Stripe's 402 card error carrying the intent it left behind: an answer, not a failure.
        const declined = isStripeError(error) && error.rawType === 'card_error' ? error.payment_intent : undefined;
        if (!declined) throw refusalOf(error);
        intent = declined;
      }
      if (intent.status === 'canceled') throw new PaymentsError('invalid_request', `The PaymentIntent ${intent.id} was cancelled`);
      return intentDetails(intent);
    },

    async createCardSetup(customerId) {
      const setup = await (await client()).setupIntents.create({ customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] });
      return { id: setup.id, clientSecret: setup.client_secret ?? '' };
    },

    async getPaymentIntent(paymentIntentId) {
      try {
        return intentDetails(await (await client()).paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async refundPaymentIntent(paymentIntentId, { reason, idempotencyKey }) {
      try {
        const refund = await (await client()).refunds.create({ payment_intent: paymentIntentId, ...(reason ? { reason } : {}) }, { idempotencyKey });
        return { id: refund.id, status: (refund.status ?? 'pending') as 'succeeded', amount: refund.amount, paymentIntentId: idOf(refund.payment_intent) ?? paymentIntentId };
      } catch (error) {
        if (isStripeError(error) && error.code === 'charge_already_refunded') throw new PaymentsError('already_refunded', error.message);
        throw refusalOf(error);
      }
    },

    verifyWebhook(rawBody, signatureHeader, secret, now) {
      return verifyStripeWebhook(rawBody, signatureHeader, secret, now);
    },
  };
}
