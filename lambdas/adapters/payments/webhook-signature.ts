import { loadStripe } from './stripe-client.ts';

/**
 * Stripe's webhook signatures, checked by Stripe's SDK (`webhooks.constructEvent`): the `Stripe-Signature`
 * header is `t=<unix seconds>,v1=<hex>[,v1=<hex>…][,v0=…]`, and a v1 value is the HMAC-SHA256, keyed with
 * the endpoint's secret, of `<t>.<raw body>`; any one v1 matching is enough (a secret being rolled).
 * Around the SDK: the header must be well formed (the SDK reads `t=abc` as no time), and the timestamp
 * must lie within 300 s of now either way (the SDK checks only the past; a timestamp from the future is
 * as suspect). The caller passes the time (the real one: Stripe signs with real time under test clocks).
 */

/** Stripe's default tolerance between the signed timestamp and now. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Why a webhook request is refused. */
export type WebhookRefusal =
  | 'missing_signature'
  | 'malformed_signature'
  | 'signature_mismatch'
  | 'timestamp_out_of_tolerance'
  | 'malformed_event';

/** A verified event, with what Patina looks up by. */
export interface PaymentsEvent {
  /** `evt_…`: the same event delivered twice has the same id. */
  id: string;
  /** e.g. `payment_intent.succeeded`, `payment_intent.payment_failed`, `charge.refunded`. */
  type: string;
  /** Unix seconds when the provider made the event (not when it was delivered). */
  created: number;
  /** The PaymentIntent the event is about: `data.object.id` or `data.object.payment_intent`. */
  paymentIntentId: string | null;
  /** `data.object.metadata.orderId` when present. */
  orderId: string | null;
  /** `data.object` as the provider sent it. */
  object: Record<string, unknown>;
}

export type WebhookVerification = { ok: true; event: PaymentsEvent } | { ok: false; reason: WebhookRefusal };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 0) continue;
    const key = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== null) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      signatures.push(value);
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

function eventOf(rawBody: string): PaymentsEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.id !== 'string' || typeof parsed.type !== 'string' || typeof parsed.created !== 'number') return null;
  const data = parsed.data;
  if (!isRecord(data) || !isRecord(data.object)) return null;
  const object = data.object;
  const paymentIntentId =
    object.object === 'payment_intent' && typeof object.id === 'string' ? object.id : typeof object.payment_intent === 'string' ? object.payment_intent : null;
  const orderId = isRecord(object.metadata) && typeof object.metadata.orderId === 'string' ? object.metadata.orderId : null;
  return { id: parsed.id, type: parsed.type, created: parsed.created, paymentIntentId, orderId, object };
}

/**
 * Verifies a Stripe webhook request: the raw body as received, its `Stripe-Signature` header, the
 * endpoint's secret (`whsec_…`) and the time now. Answers the event, or why it is refused.
 */
export async function verifyStripeWebhook(rawBody: string, signatureHeader: string | undefined | null, secret: string, now: Date): Promise<WebhookVerification> {
  // A missing secret is the server's misconfiguration, not the caller's fault: fail loudly.
  if (!secret) throw new Error('verifyStripeWebhook: the webhook secret is empty');
  if (!signatureHeader) return { ok: false, reason: 'missing_signature' };
  const header = parseHeader(signatureHeader);
  if (!header) return { ok: false, reason: 'malformed_signature' };
  if (header.timestamp - Math.floor(now.getTime() / 1000) > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp_out_of_tolerance' };

  const Stripe = await loadStripe();
  try {
    Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) return { ok: false, reason: 'malformed_event' };
    return { ok: false, reason: /tolerance/i.test(error.message) ? 'timestamp_out_of_tolerance' : 'signature_mismatch' };
  }
  const event = eventOf(rawBody);
  return event ? { ok: true, event } : { ok: false, reason: 'malformed_event' };
}
