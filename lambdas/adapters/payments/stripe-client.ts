import type Stripe from 'stripe';

/**
 * The official `stripe` SDK, made for one secret key and base URL. It brings Stripe's retries (with the
 * same idempotency key), its typed objects and its webhook verification; it is loaded on first use
 * (a dynamic import), so a function's calls that never pay nothing for it at init. Locally the base URL
 * is the card processor under a path of the gateway (`http://127.0.0.1:<port>/local-payments`): the SDK
 * takes only a host and port, so its fetch adds the path.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Loads the SDK (once per process). */
export async function loadStripe(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

export async function stripeClient(apiKey: string, baseUrl = 'https://api.stripe.com'): Promise<Stripe> {
  const StripeSdk = await loadStripe();
  const url = new URL(baseUrl);
  const prefix = url.pathname.replace(/\/+$/, '');
  // `globalThis.fetch` is looked up on every request, so tests that stub fetch see the SDK's requests.
  const fetchUnderPrefix: typeof fetch = (input, init) => {
    const target = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (prefix) target.pathname = `${prefix}${target.pathname}`;
    return globalThis.fetch(target, init);
  };
  return new StripeSdk(apiKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    httpClient: StripeSdk.createFetchHttpClient(fetchUnderPrefix),
    // GETs and keyed POSTs (every POST Patina makes) are safe to repeat: the SDK retries network errors, 409, 429 and 5xx.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}
