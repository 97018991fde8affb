import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { verifyStripeWebhook, WEBHOOK_TOLERANCE_SECONDS } from '../../lambdas/adapters/payments/webhook-signature.ts';

/*
 * The webhook signature check against signatures made by Stripe's own SDK
 * (`webhooks.generateTestHeaderString`), so the scheme is Stripe's and not a copy of our reading of it.
 */

const stripe = new Stripe('sk_test_unit');
const SECRET = 'whsec_unit_test_secret';
const NOW = new Date('2026-11-23T12:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

const event = {
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  created: nowSeconds - 5,
  data: { object: { id: 'pi_1', object: 'payment_intent', amount: 12_500, currency: 'gbp', metadata: { orderId: 'order-1' } } },
};
const body = JSON.stringify(event);

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp ?? nowSeconds });
}

describe('webhook signature verification', () => {
  it('accepts a body signed with the secret, and answers the event with its intent and order', async () => {
    const result = await verifyStripeWebhook(body, sign(body), SECRET, NOW);
    expect(result).toEqual({
      ok: true,
      event: { id: 'evt_1', type: 'payment_intent.succeeded', created: nowSeconds - 5, paymentIntentId: 'pi_1', orderId: 'order-1', object: event.data.object },
    });
  });

  it('finds the intent of a charge event through data.object.payment_intent', async () => {
    const refunded = JSON.stringify({ id: 'evt_2', type: 'charge.refunded', created: nowSeconds, data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_9' } } });
    const result = await verifyStripeWebhook(refunded, sign(refunded), SECRET, NOW);
    expect(result.ok && result.event).toMatchObject({ type: 'charge.refunded', paymentIntentId: 'pi_9', orderId: null });
  });

  it('refuses a body changed after signing', async () => {
    const tampered = body.replace('12500', '1');
    expect(tampered).not.toBe(body);
    expect(await verifyStripeWebhook(tampered, sign(body), SECRET, NOW)).toEqual({ ok: false, reason: 'signature_mismatch' });
    // One byte of whitespace is a different body too: the raw body is what is signed.
    expect(await verifyStripeWebhook(`${body}\n`, sign(body), SECRET, NOW)).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it('refuses a signature made with another secret', async () => {
    expect(await verifyStripeWebhook(body, sign(body, { secret: 'whsec_someone_else' }), SECRET, NOW)).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it(`accepts a timestamp up to ${WEBHOOK_TOLERANCE_SECONDS} s old and refuses an older one`, async () => {
    const edge = nowSeconds - WEBHOOK_TOLERANCE_SECONDS;
    expect((await verifyStripeWebhook(body, sign(body, { timestamp: edge }), SECRET, NOW)).ok).toBe(true);
    expect(await verifyStripeWebhook(body, sign(body, { timestamp: edge - 1 }), SECRET, NOW)).toEqual({ ok: false, reason: 'timestamp_out_of_tolerance' });
    // Stripe's own SDK agrees about the stale one.
    expect(() => stripe.webhooks.constructEvent(body, sign(body, { timestamp: edge - 1 }), SECRET, WEBHOOK_TOLERANCE_SECONDS, undefined, NOW.getTime())).toThrow(
      /tolerance/,
    );
  });

  it('refuses a timestamp more than 300 s in the future', async () => {
    expect((await verifyStripeWebhook(body, sign(body, { timestamp: nowSeconds + WEBHOOK_TOLERANCE_SECONDS }), SECRET, NOW)).ok).toBe(true);
    expect(await verifyStripeWebhook(body, sign(body, { timestamp: nowSeconds + WEBHOOK_TOLERANCE_SECONDS + 1 }), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'timestamp_out_of_tolerance',
    });
  });

  it('a replayed old signature cannot be refreshed by changing t: the timestamp is signed', async () => {
    const old = sign(body, { timestamp: nowSeconds - 3600 });
    const moved = old.replace(/^t=\d+/, `t=${nowSeconds}`);
    expect(await verifyStripeWebhook(body, moved, SECRET, NOW)).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it('accepts any one of several v1 signatures (a secret being rolled) and refuses when none matches', async () => {
    const good = sign(body).split(',v1=')[1]!;
    const other = sign(body, { secret: 'whsec_old_secret' }).split(',v1=')[1]!;
    expect((await verifyStripeWebhook(body, `t=${nowSeconds},v1=${other},v1=${good}`, SECRET, NOW)).ok).toBe(true);
    expect((await verifyStripeWebhook(body, `t=${nowSeconds},v1=${good},v1=${other}`, SECRET, NOW)).ok).toBe(true);
    expect(await verifyStripeWebhook(body, `t=${nowSeconds},v1=${other},v0=${good}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature_mismatch' });
    expect(await verifyStripeWebhook(body, `t=${nowSeconds},v1=${other},v1=${other}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it('refuses a missing or malformed header', async () => {
    const good = sign(body).split(',v1=')[1]!;
    expect(await verifyStripeWebhook(body, undefined, SECRET, NOW)).toEqual({ ok: false, reason: 'missing_signature' });
    expect(await verifyStripeWebhook(body, '', SECRET, NOW)).toEqual({ ok: false, reason: 'missing_signature' });
    for (const header of ['garbage', `v1=${good}`, `t=${nowSeconds}`, `t=soon,v1=${good}`, `t=${nowSeconds},t=${nowSeconds},v1=${good}`]) {
      expect(await verifyStripeWebhook(body, header, SECRET, NOW), header).toEqual({ ok: false, reason: 'malformed_signature' });
    }
    // A v1 value that is not 64 hex digits never matches (and never throws).
    expect(await verifyStripeWebhook(body, `t=${nowSeconds},v1=${good.slice(0, 10)}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature_mismatch' });
    expect(await verifyStripeWebhook(body, `t=${nowSeconds},v1=${good.toUpperCase()}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it('refuses a correctly signed body that is not an event', async () => {
    for (const payload of ['not json', '[]', JSON.stringify({ id: 'evt_3', type: 'x', created: nowSeconds }), JSON.stringify({ id: 3, type: 'x', created: 1, data: { object: {} } })]) {
      expect(await verifyStripeWebhook(payload, sign(payload), SECRET, NOW), payload).toEqual({ ok: false, reason: 'malformed_event' });
    }
  });

  it('agrees with Stripe’s SDK on what it accepts', async () => {
    const header = sign(body);
    const theirs = stripe.webhooks.constructEvent(body, header, SECRET, WEBHOOK_TOLERANCE_SECONDS, undefined, NOW.getTime());
    const ours = await verifyStripeWebhook(body, header, SECRET, NOW);
    expect(ours.ok && ours.event.id).toBe(theirs.id);
  });

  it('will not run without a secret', async () => {
    await expect(verifyStripeWebhook(body, sign(body), '', NOW)).rejects.toThrow(/secret/);
  });
});
