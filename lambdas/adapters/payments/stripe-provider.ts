import { StripeApiError, type StripeApi } from './stripe-api.ts';
import { PaymentsError, type PaymentMethodDetails, type PaymentsProvider } from './payments-provider.ts';

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
  };
}
