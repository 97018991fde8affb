/**
 * A small client of Stripe's REST API (form-encoded requests, JSON answers, Stripe's error shape),
 * for the few endpoints Patina uses. The official SDK describes every Stripe resource and would
 * make the account Lambda ~390 KB; this keeps it within the 300 KB budget. Locally the base URL
 * is the card processor, which speaks the same API (tests drive it with the official SDK).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Stripe's `error` object (a card error also carries `decline_code` and the `payment_intent`). */
export interface StripeErrorObject {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  param?: string;
  payment_intent?: unknown;
}

/** An error Stripe answered: its HTTP status and its `error` object. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly declineCode: string | undefined;
  /** The whole `error` object, e.g. the PaymentIntent a declined confirmation left. */
  readonly error: StripeErrorObject;
  constructor(status: number, error: StripeErrorObject | undefined) {
    super(error?.message ?? `Stripe answered ${status}`);
    this.name = 'StripeApiError';
    this.status = status;
    this.type = error?.type ?? 'api_error';
    this.code = error?.code;
    this.declineCode = error?.decline_code;
    this.error = error ?? {};
  }
}

type Params = Record<string, unknown>;

/** Stripe's form encoding: nested objects as `metadata[uid]=…`, arrays as `expand[0]=…`. */
export function encodeForm(params: Params, prefix = ''): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value !== null && typeof value === 'object') parts.push(encodeForm(value as Params, name));
    else parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value === null ? '' : String(value))}`);
  }
  return parts.filter(Boolean).join('&');
}

export interface StripeApi {
  request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, params?: Params, idempotencyKey?: string): Promise<T>;
}

/**
 * A client for one secret key: the key itself, or how to read it (the secret store, read per request so
 * a rotated key takes effect without a deploy: lambdas/lib/secrets.ts). Requests that are safe to repeat (GETs, and POSTs with an
 * idempotency key) are retried twice on a network error, a 429 or a 5xx.
 */
export function stripeApi(apiKey: string | (() => Promise<string>), baseUrl = 'https://api.stripe.com'): StripeApi {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, params: Params = {}, idempotencyKey?: string): Promise<T> {
      const form = encodeForm(params);
      const url = method === 'GET' && form ? `${base}${path}?${form}` : `${base}${path}`;
      const key = typeof apiKey === 'string' ? apiKey : await apiKey();
      const headers: Record<string, string> = { authorization: `Bearer ${key}`, 'stripe-version': STRIPE_API_VERSION };
      if (method !== 'GET') headers['content-type'] = 'application/x-www-form-urlencoded';
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      const retries = method === 'GET' || idempotencyKey ? 2 : 0;
      for (let attempt = 0; ; attempt++) {
        let response: Response;
        try {
          response = await fetch(url, { method, headers, body: method === 'GET' ? undefined : form, signal: AbortSignal.timeout(20_000) });
        } catch (error) {
          if (attempt < retries) continue;
          throw error;
        }
        if ((response.status === 429 || response.status >= 500) && attempt < retries) {
          await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
          continue;
        }
        const body = (await response.json().catch(() => ({}))) as { error?: StripeErrorObject };
        if (!response.ok) throw new StripeApiError(response.status, body.error);
        return body as T;
      }
    },
  };
}
