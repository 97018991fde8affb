// Apart from the API client: the sign-in module reads it too, and the client needs the session, which loads sign-in.

/** The runtime configuration the gateway serves at /config.json. */
export interface RuntimeConfig {
  apiUrl: string;
  wsUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint?: string;
  /** The payment provider's API and publishable key (docs/adr/0009). */
  paymentsUrl: string;
  paymentsPublishableKey: string;
  /** Where Stripe.js is loaded from: js.stripe.com in AWS, the local processor's twin locally (docs/adr/0041). */
  stripeJsUrl: string;
}

let configPromise: Promise<RuntimeConfig> | null = null;

/** Reads /config.json once per page. */
export function loadConfig(): Promise<RuntimeConfig> {
  configPromise ??= fetch('/config.json').then((r) => {
    if (!r.ok) throw new Error(`config.json answered ${r.status}`);
    return r.json() as Promise<RuntimeConfig>;
  });
  return configPromise;
}
