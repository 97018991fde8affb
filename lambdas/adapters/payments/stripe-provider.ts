import Stripe from 'stripe';
import { PaymentsError, type PaymentMethodDetails, type PaymentsProvider } from './payments-provider.ts';

/** Where the SDK sends requests: Stripe's own API unless a base URL says otherwise (the local card processor). */
export interface StripeClientOptions {
  /** A secret key (server) or a publishable key (tokenising, as the browser does). */
  apiKey: string;
  /** e.g. `http://127.0.0.1:4321/local-payments`; unset in AWS. */
  apiUrl?: string;
}

/**
 * The SDK's HTTP client with a path prefix: the SDK only takes a host and port, and the local card
 * processor lives under `/local-payments` on the gateway's origin.
 */
function prefixedHttpClient(prefix: string) {
  const inner = Stripe.createNodeHttpClient();
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: (...args: Parameters<typeof inner.makeRequest>) => {
      const [host, port, path, ...rest] = args;
      return inner.makeRequest(host, port, `${prefix}${path}`, ...rest);
    },
  } as typeof inner;
}

/** A Stripe SDK client, pointed at Stripe or at a Stripe-compatible server by `apiUrl`. */
export function stripeClient(options: StripeClientOptions): Stripe {
  if (!options.apiUrl) return new Stripe(options.apiKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(options.apiUrl);
  const prefix = url.pathname.replace(/\/+$/, '');
  return new Stripe(options.apiKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    telemetry: false,
    timeout: 10_000,
    ...(prefix ? { httpClient: prefixedHttpClient(prefix) } : {}),
  });
}

function toDetails(method: Stripe.PaymentMethod): PaymentMethodDetails {
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
  return error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');
}

/** The payments adapter over the Stripe SDK. */
export function createStripeProvider(stripe: Stripe): PaymentsProvider {
  return {
    async ensureCustomer(uid, email) {
      const customer = await stripe.customers.create(
        { email, metadata: { uid } },
        { idempotencyKey: `patina-customer-${uid}` },
      );
      return customer.id;
    },

    async getPaymentMethod(paymentMethodId) {
      try {
        return toDetails(await stripe.paymentMethods.retrieve(paymentMethodId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async attachPaymentMethod(paymentMethodId, customerId) {
      try {
        return toDetails(await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
      } catch (error) {
        if (isMissing(error)) throw new PaymentsError('not_found', 'No such card');
        if (error instanceof Stripe.errors.StripeInvalidRequestError && /already been attached/i.test(error.message)) {
          throw new PaymentsError('attached_elsewhere', 'This card belongs to someone else');
        }
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new PaymentsError('invalid_request', error.message);
        throw error;
      }
    },

    async detachPaymentMethod(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Already detached, or gone: the card is no longer usable either way, which is what was asked.
        if (isMissing(error)) return;
        if (error instanceof Stripe.errors.StripeInvalidRequestError && /not attached/i.test(error.message)) return;
        throw error;
      }
    },
  };
}
