import Stripe from 'stripe';

/**
 * The official Stripe SDK pointed at a Stripe-compatible server (the local card processor): tests
 * tokenise cards with it as Stripe.js would, and it checks the processor against Stripe's own client.
 * (The product's adapter calls the REST API directly: lambdas/adapters/payments/stripe-api.ts.)
 */
export function stripeSdk(options: { apiKey: string; apiUrl: string }): Stripe {
  const url = new URL(options.apiUrl);
  const prefix = url.pathname.replace(/\/+$/, '');
  const inner = Stripe.createNodeHttpClient();
  // The SDK takes only a host and port; the processor lives under a path on the gateway's origin.
  const httpClient = {
    getClientName: () => inner.getClientName(),
    makeRequest: (...args: Parameters<typeof inner.makeRequest>) => {
      const [host, port, path, ...rest] = args;
      return inner.makeRequest(host, port, `${prefix}${path}`, ...rest);
    },
  } as typeof inner;
  return new Stripe(options.apiKey, {
    host: url.hostname,
    port: url.port || 80,
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    telemetry: false,
    timeout: 10_000,
    httpClient,
  });
}
