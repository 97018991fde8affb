import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature scheme, checked without the SDK: the `Stripe-Signature` header is
 * `t=<unix seconds>,v1=<hex>[,v1=<hex>…][,v0=…]`, and a v1 value is the HMAC-SHA256, keyed with the
 * endpoint's secret, of `<t>.<raw body>`. Several v1 values arrive while a secret is being rolled:
 * any one matching is enough. The timestamp must lie within 300 s of now, either way (Stripe's SDK
 * checks only the past; a timestamp from the future is as suspect). Comparisons are timing-safe.
 * A pure function: the caller passes the time.
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

const HEX_SHA256 = /^[0-9a-f]{64}$/;

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
export function verifyStripeWebhook(rawBody: string, signatureHeader: string | undefined | null, secret: string, now: Date): WebhookVerification {
  // A missing secret is the server's misconfiguration, not the caller's fault: fail loudly.
  if (!secret) throw new Error('verifyStripeWebhook: the webhook secret is empty');
  if (!signatureHeader) return { ok: false, reason: 'missing_signature' };
  const header = parseHeader(signatureHeader);
  if (!header) return { ok: false, reason: 'malformed_signature' };

  const expected = createHmac('sha256', secret).update(`${header.timestamp}.${rawBody}`, 'utf8').digest();
  const matches = header.signatures.some((candidate) => HEX_SHA256.test(candidate) && timingSafeEqual(expected, Buffer.from(candidate, 'hex')));
  if (!matches) return { ok: false, reason: 'signature_mismatch' };

  const age = Math.floor(now.getTime() / 1000) - header.timestamp;
  if (Math.abs(age) > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp_out_of_tolerance' };

  const event = eventOf(rawBody);
  return event ? { ok: true, event } : { ok: false, reason: 'malformed_event' };
}
